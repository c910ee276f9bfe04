// Package httpmocksequential: tests that use httpmock one after another, each putting the
// registry back. Not reported.
package httpmocksequential

import (
	"net/http"
	"testing"

	"github.com/jarcoal/httpmock"
)

func TestFirst(t *testing.T) {
	httpmock.Activate(t)
	httpmock.RegisterResponder("GET", "http://a.example/x", httpmock.NewStringResponder(200, "a"))
	if _, err := http.Get("http://a.example/x"); err != nil {
		t.Fatal(err)
	}
}

func TestSecond(t *testing.T) {
	httpmock.Activate()
	t.Cleanup(httpmock.DeactivateAndReset)
	httpmock.RegisterResponder("GET", "http://b.example/x", httpmock.NewStringResponder(200, "b"))
	if _, err := http.Get("http://b.example/x"); err != nil {
		t.Fatal(err)
	}
}
