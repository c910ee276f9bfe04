// Package servers is a test helper package that closes httptest servers. // want package:"closesServers"
package servers

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func Start(t testing.TB, h http.Handler) *httptest.Server { // want Start:"closesServer"
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

// StartDefault closes its server through Start.
func StartDefault(t testing.TB) *httptest.Server { // want StartDefault:"closesServer"
	return start(t)
}

func start(t testing.TB) *httptest.Server { return Start(t, http.NotFoundHandler()) }

// Handler closes nothing: no fact.
func Handler() http.Handler { return http.NotFoundHandler() }
