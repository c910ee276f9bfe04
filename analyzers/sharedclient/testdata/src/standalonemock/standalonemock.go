// Package standalonemock replaces http.DefaultTransport with a mock and hands back the
// function that puts the saved transport back, as standalone HTTP mocks do.
package standalonemock

import (
	"net/http"
	"testing"
)

// Transport answers requests from mocks instead of the network.
type Transport struct {
	native http.RoundTripper
}

func newTransport() *Transport {
	return &Transport{native: http.DefaultTransport}
}

func (t *Transport) RoundTrip(*http.Request) (*http.Response, error) { return nil, nil }

// Hijack installs t as http.DefaultTransport.
func (t *Transport) Hijack() { http.DefaultTransport = t }

// Reset puts back the transport that newTransport saved.
func (t *Transport) Reset() { http.DefaultTransport = t.native }

// Start installs a mock and returns the function that removes it, for the caller to defer.
func Start() func() {
	t := newTransport()
	reset := func() { t.Reset() }
	t.Hijack()
	return reset
}

// StartWithCleanup installs a mock that tb removes when its test ends.
func StartWithCleanup(tb testing.TB) {
	t := newTransport()
	reset := func() { t.Reset() }
	tb.Cleanup(reset)
	t.Hijack()
}

// Install installs a mock for good.
func Install() { newTransport().Hijack() }
