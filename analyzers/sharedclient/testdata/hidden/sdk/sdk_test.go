package sdk_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"example.com/hidden/sdk"
)

// Each parallel test initializes the package's one default client and sends through it:
// the other test's Initialize replaces the client and key under it.
func TestOrders(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(srv.Close)
	sdk.Initialize(sdk.Config{Key: "orders", BaseURL: srv.URL})
	resp, err := sdk.Get("/orders")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestRefunds(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(srv.Close)
	sdk.Initialize(sdk.Config{Key: "refunds", BaseURL: srv.URL})
	resp, err := sdk.Get("/refunds")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
