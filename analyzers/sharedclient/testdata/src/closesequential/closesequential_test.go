// Package closesequential: a helper closes servers, but only sequential tests call it, and
// they end before the parallel test resumes; the parallel test's own server closes after
// its request. Nothing is reported.
package closesequential

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})
}

func setup() (*httptest.Server, func()) {
	srv := httptest.NewServer(handler())
	return srv, func() { srv.Close() }
}

func TestSequentialHelper(t *testing.T) {
	srv, teardown := setup()
	defer teardown()
	http.Get(srv.URL)
}

func TestParallelOwnServer(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(handler())
	t.Cleanup(srv.Close)
	http.Get(srv.URL)
}

// Another parallel test runs beside it, but closes no server.
func TestParallelOther(t *testing.T) {
	t.Parallel()
	_ = handler()
}
