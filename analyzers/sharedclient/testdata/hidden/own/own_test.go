package own_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"example.com/hidden/own"
)

// Each parallel test has a client of its own: nothing to report.
func TestOrders(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(srv.Close)
	resp, err := own.New("orders", srv.URL).Get("/orders")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestRefunds(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(srv.Close)
	resp, err := own.New("refunds", srv.URL).Get("/refunds")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
