// Package guardedlive is test input for guarded writes (see guardedlib).
package guardedlive

import (
	"net/http"
	"testing"

	"guardedlib"
)

type stubTransport struct{}

func (*stubTransport) RoundTrip(*http.Request) (*http.Response, error) { return nil, nil }

func TestOptions(t *testing.T) {
	t.Parallel()
	opts := guardedlib.Client() // want `shared client "guardedlib.DefaultHTTPClient" is mutated here \(Transport, through guardedlib.Client\) and used by parallel test TestOtherOptions`
	_ = opts.HTTPClient
}

func TestOtherOptions(t *testing.T) {
	t.Parallel()
	_ = guardedlib.Client().HTTPClient
}

// Replaces the default transport and does not put it back: the driver's guarded write
// runs in the tests above.
func TestGlobalTransport(t *testing.T) {
	http.DefaultTransport = &stubTransport{} // want `test TestGlobalTransport replaces http.DefaultTransport and does not restore it, so other tests that use it inherit the change \(TestOptions and TestOtherOptions\)`
	_ = guardedlib.Client().HTTPClient.Transport
}
