// Package httpmockfix: the fix that gives each parallel test a mock transport of its own.
package httpmockfix

import (
	"io"
	"net/http"
	"testing"

	"github.com/jarcoal/httpmock"
)

// fetch is code under test that takes its client.
func fetch(c *http.Client, url string) (string, error) {
	resp, err := c.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

func TestOrders(t *testing.T) {
	t.Parallel()
	client := &http.Client{}
	httpmock.Activate() // want `test TestOrders uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it`
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", "http://api.example/orders", httpmock.NewStringResponder(200, "orders"))
	if got, err := fetch(client, "http://api.example/orders"); err != nil || got != "orders" {
		t.Fatal(got, err)
	}
	if n := httpmock.GetTotalCallCount(); n != 1 {
		t.Errorf("%d calls", n)
	}
}

func TestUsers(t *testing.T) {
	t.Parallel()
	api := &http.Client{}
	httpmock.Activate(t) // want `test TestUsers uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it`
	httpmock.RegisterResponder("GET", "http://api.example/users", httpmock.NewStringResponder(200, "users"))
	if got, err := fetch(api, "http://api.example/users"); err != nil || got != "users" {
		t.Fatal(got, err)
	}
	httpmock.Reset()
}

// No fix: the code under test sends through http.DefaultClient, which a mock of the test's
// own would not reach.
func TestDefaultUser(t *testing.T) {
	t.Parallel()
	client := &http.Client{}
	httpmock.Activate() // want `test TestDefaultUser uses httpmock's mock registry .*; the code under test sends through http.DefaultClient or http.DefaultTransport: pass it a client first`
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", "http://api.example/x", httpmock.NewStringResponder(200, "x"))
	fetch(client, "http://api.example/x")
	fetch(http.DefaultClient, "http://api.example/x")
}

// No fix: the test has no client of its own to give the mock.
func TestNoClient(t *testing.T) {
	t.Parallel()
	httpmock.Activate() // want `test TestNoClient uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it`
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", "http://api.example/y", httpmock.NewStringResponder(200, "y"))
}
