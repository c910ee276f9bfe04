// Package servers is a test helper package that starts httptest servers and closes them
// when the test ends.
package servers

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// New starts a server that t closes.
func New(t testing.TB) *httptest.Server {
	srv := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(srv.Close)
	return srv
}

// Handler answers every request with 404; it starts and closes nothing.
func Handler() http.Handler { return http.NotFoundHandler() }

// Start starts a server through New, so that it is closed when the test ends too.
func Start(t testing.TB) string { return New(t).URL }

// Closer returns a function that closes a new server.
func Closer() func() {
	srv := httptest.NewServer(Handler())
	return func() { srv.Close() }
}
