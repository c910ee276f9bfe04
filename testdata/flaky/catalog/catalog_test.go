package catalog_test

import (
	"net/http"
	"testing"

	"github.com/jarcoal/httpmock"

	"example.com/flaky/catalog"
)

const base = "http://catalog.example"

// pages is how many times each test reads its product, as a listing page would.
const pages = 50

// Each test mocks the catalog API with httpmock and checks what its client gets and how
// many calls the mock saw.
func TestShoes(t *testing.T) {
	t.Parallel()
	client := &http.Client{}
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", base+"/products/1", httpmock.NewStringResponder(200, "shoes"))
	c := &catalog.Client{HTTP: client, Base: base}
	for range pages {
		if got, err := c.Product("1"); err != nil || got != "shoes" {
			t.Fatalf("Product(1) = %q, %v", got, err)
		}
	}
	if n := httpmock.GetTotalCallCount(); n != pages {
		t.Errorf("the mock saw %d calls, want %d", n, pages)
	}
}

func TestHats(t *testing.T) {
	t.Parallel()
	client := &http.Client{}
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", base+"/products/2", httpmock.NewStringResponder(200, "hats"))
	c := &catalog.Client{HTTP: client, Base: base}
	for range pages {
		if got, err := c.Product("2"); err != nil || got != "hats" {
			t.Fatalf("Product(2) = %q, %v", got, err)
		}
	}
	if n := httpmock.GetTotalCallCount(); n != pages {
		t.Errorf("the mock saw %d calls, want %d", n, pages)
	}
}

func TestGloves(t *testing.T) {
	t.Parallel()
	client := &http.Client{}
	httpmock.Activate(t)
	httpmock.RegisterResponder("GET", base+"/products/3", httpmock.NewStringResponder(200, "gloves"))
	c := &catalog.Client{HTTP: client, Base: base}
	for range pages {
		if got, err := c.Product("3"); err != nil || got != "gloves" {
			t.Fatalf("Product(3) = %q, %v", got, err)
		}
	}
	if n := httpmock.GetTotalCallCount(); n != pages {
		t.Errorf("the mock saw %d calls, want %d", n, pages)
	}
}

func TestScarves(t *testing.T) {
	t.Parallel()
	client := &http.Client{}
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", base+"/products/5", httpmock.NewStringResponder(200, "scarves"))
	c := &catalog.Client{HTTP: client, Base: base}
	for range pages {
		if got, err := c.Product("5"); err != nil || got != "scarves" {
			t.Fatalf("Product(5) = %q, %v", got, err)
		}
	}
}

func TestMissing(t *testing.T) {
	t.Parallel()
	client := &http.Client{}
	httpmock.Activate(t)
	httpmock.RegisterResponder("GET", base+"/products/4", httpmock.NewStringResponder(404, "no such product"))
	c := &catalog.Client{HTTP: client, Base: base}
	if _, err := c.Product("4"); err == nil {
		t.Fatal("Product(4) succeeded, want the API's 404")
	}
}
