package closeonce

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// handler answers without a body.
func handler(w http.ResponseWriter, r *http.Request) {}

// A table with one case runs its parallel subtest once: its server's Close runs after its
// own request, and no other test closes one meanwhile. Not reported.
func TestOneCase(t *testing.T) {
	cases := []struct{ name string }{{name: "only"}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(http.HandlerFunc(handler))
			defer srv.Close()
			(&http.Client{}).Head(srv.URL)
		})
	}
}

// With two cases, one subtest's Close may run during the other's request.
func TestTwoCases(t *testing.T) {
	cases := []struct{ name string }{{name: "a"}, {name: "b"}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(http.HandlerFunc(handler))
			defer srv.Close()
			(&http.Client{}).Head(srv.URL) // want `\(\*http.Client\).Head in parallel test TestTwoCases/\* uses http.DefaultTransport`
		})
	}
}
