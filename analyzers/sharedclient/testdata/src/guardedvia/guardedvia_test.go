// Package guardedvia is test input for guarded writes (see guardedlib).
package guardedvia

import (
	"net/http"
	"testing"

	"guardedhelper"
	"guardedlib"
)

type stubTransport struct{}

func (stubTransport) RoundTrip(*http.Request) (*http.Response, error) { return nil, nil }

func TestOptions(t *testing.T) {
	t.Parallel()
	guardedlib.EarlyHTTPClient() // want `shared client "guardedlib.DefaultHTTPClient" is mutated here \(Transport, through guardedlib.EarlyHTTPClient\) and used by parallel test TestOtherOptions`
}

func TestOtherOptions(t *testing.T) {
	t.Parallel()
	guardedlib.ElseHTTPClient() // want `shared client "guardedlib.DefaultHTTPClient" is mutated here \(Transport, through guardedlib.ElseHTTPClient\) and used by parallel test TestOptions`
}

// Replaces the default transport through a helper of another package, and puts it back
// when the test ends: by then the driver's client has adopted the stub.
func TestStubTransport(t *testing.T) {
	old := http.DefaultTransport
	t.Cleanup(func() { http.DefaultTransport = old })
	guardedhelper.UseTransport(stubTransport{})
}
