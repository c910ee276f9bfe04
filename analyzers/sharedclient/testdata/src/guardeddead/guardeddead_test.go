// Package guardeddead is test input for guarded writes (see guardedlib).
package guardeddead

import (
	"net/http"
	"testing"

	"guardedlib"
)

// No test of this package replaces http.DefaultTransport: it holds its initial
// *http.Transport, and the driver's guarded writes never run.
func TestOptions(t *testing.T) {
	t.Parallel()
	opts := guardedlib.Client()
	_ = opts.HTTPClient
	guardedlib.ElseHTTPClient()
	guardedlib.EarlyHTTPClient()
}

func TestOtherOptions(t *testing.T) {
	t.Parallel()
	_ = guardedlib.Client().HTTPClient
	guardedlib.ElseHTTPClient()
	guardedlib.EarlyHTTPClient()
}

// Setting a new *http.Transport keeps the assertion passing.
func TestFreshTransport(t *testing.T) {
	old := http.DefaultTransport
	defer func() { http.DefaultTransport = old }()
	http.DefaultTransport = &http.Transport{}
}
