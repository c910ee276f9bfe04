// Package guardedchain replaces http.DefaultTransport only: guardlib.Adopt then replaces
// guardlib.Transport, and Wrap's guarded write runs too.
package guardedchain

import (
	"net/http"
	"testing"

	"guardlib"
)

type roundTripper struct{}

func (roundTripper) RoundTrip(*http.Request) (*http.Response, error) { return nil, nil }

func TestAdopt(t *testing.T) { // want `region TestAdopt serial`
	http.DefaultTransport = roundTripper{} // want `write http\.DefaultTransport in TestAdopt serial`
	guardlib.Adopt()                       // want `read http\.DefaultTransport in TestAdopt serial via guardlib\.Adopt` `write guardlib\.Transport in TestAdopt serial via guardlib\.Adopt guarded http\.DefaultTransport` `read http\.DefaultTransport in TestAdopt serial via guardlib\.Adopt guarded http\.DefaultTransport`
	guardlib.Wrap()                        // want `read guardlib\.Transport in TestAdopt serial via guardlib\.Wrap` `field-write guardlib\.Client\.Transport in TestAdopt serial via guardlib\.Wrap guarded guardlib\.Transport` `read guardlib\.Transport in TestAdopt serial via guardlib\.Wrap guarded guardlib\.Transport`
}
