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
