// Package servers is a test helper package that closes httptest servers. // want package:"closesServers"
package servers

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func Start(t testing.TB, h http.Handler) *httptest.Server {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}
