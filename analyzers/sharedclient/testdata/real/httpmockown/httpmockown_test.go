// Package httpmockown: each parallel test registers on a mock transport of its own. Not
// reported.
package httpmockown

import (
	"net/http"
	"testing"

	"github.com/jarcoal/httpmock"
)

func TestOwnA(t *testing.T) {
	t.Parallel()
	mock := httpmock.NewMockTransport()
	mock.RegisterResponder("GET", "http://a.example/x", httpmock.NewStringResponder(200, "a"))
	client := &http.Client{Transport: mock}
	resp, err := client.Get("http://a.example/x")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestOwnB(t *testing.T) {
	t.Parallel()
	mock := httpmock.NewMockTransport()
	mock.RegisterResponder("GET", "http://b.example/x", httpmock.NewStringResponder(200, "b"))
	client := &http.Client{Transport: mock}
	resp, err := client.Get("http://b.example/x")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if mock.GetTotalCallCount() != 1 {
		t.Error("calls")
	}
}
