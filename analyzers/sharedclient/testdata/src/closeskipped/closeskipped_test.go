package closeskipped

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// handler answers without a body.
func handler(w http.ResponseWriter, r *http.Request) {}

// jsonv2 stands for a constant that a build-tagged file declares.
const jsonv2 = false

// A test disabled with t.Skip at its top: its request never runs. Not reported.
func TestDisabled(t *testing.T) {
	t.Skip("flaky")
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close()
	http.Get(srv.URL)
}

// A test that skips under a condition the compiler knows is true. Not reported.
func TestNeedsJSONv2(t *testing.T) {
	if !jsonv2 {
		t.Skip("needs jsonv2")
	}
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close()
	http.Get(srv.URL)
}

// A skip that depends on the run may not happen: the test runs.
func TestLong(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close()
	http.Get(srv.URL) // want `http.Get in parallel test TestLong uses http.DefaultTransport`
}

func TestOther(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close()
	http.Get(srv.URL) // want `http.Get in parallel test TestOther uses http.DefaultTransport`
}
