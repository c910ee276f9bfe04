// Package plain starts httptest servers but never closes them: no fact.
package plain

import (
	"net/http"
	"net/http/httptest"
)

func Start(h http.Handler) *httptest.Server { return httptest.NewServer(h) }
