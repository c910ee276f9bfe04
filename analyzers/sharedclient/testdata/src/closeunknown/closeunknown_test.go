package closeunknown

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// A request through http.DefaultTransport whose handler is not in sight, while a parallel
// test closes a server: whether its answer has a body, and so whether a Close can take its
// connection, is not known. Strict mode reports it; default mode does not
// (defaultclose.TestNoServerInScope).
func TestUnknownTarget(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	http.Get("http://example.com/health") // want `http.Get in parallel test TestUnknownTarget uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; use a client with its own transport \(strict mode: only an answer without a body is at risk, and this request's handler is not in sight\)`
}

// A handler that always writes a body (net/http's NotFoundHandler writes "404 page not
// found") is not at risk even in strict mode, though TestUnknownTarget closes its server
// meanwhile.
func TestBodyTarget(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	http.Get(srv.URL)
}
