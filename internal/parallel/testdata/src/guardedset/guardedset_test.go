package guardedset

import (
	"net/http"
	"testing"

	"guardlib"
)

type roundTripper struct{}

func (roundTripper) RoundTrip(*http.Request) (*http.Response, error) { return nil, nil }

func TestHelpers(t *testing.T) { // want `region TestHelpers parallel`
	t.Parallel()
	guardlib.NewClient() // want `read guardlib\.Client in TestHelpers parallel via guardlib\.NewClient` `read http\.DefaultTransport in TestHelpers parallel via guardlib\.NewClient` `field-write guardlib\.Client\.Transport in TestHelpers parallel via guardlib\.NewClient guarded http\.DefaultTransport` `read http\.DefaultTransport in TestHelpers parallel via guardlib\.NewClient guarded http\.DefaultTransport` `read guardlib\.Client in TestHelpers parallel via guardlib\.NewClient`
	guardlib.Wrap()      // want `read guardlib\.Transport in TestHelpers parallel via guardlib\.Wrap` `field-write guardlib\.Client\.Transport in TestHelpers parallel via guardlib\.Wrap guarded guardlib\.Transport` `read guardlib\.Transport in TestHelpers parallel via guardlib\.Wrap guarded guardlib\.Transport`
}

func TestOwnGuard(t *testing.T) { // want `region TestOwnGuard parallel`
	t.Parallel()
	if _, ok := client.Transport.(*http.Transport); !ok { // want `read guardedset\.client in TestOwnGuard parallel`
		client.Timeout = 3 // want `field-write guardedset\.client\.Timeout in TestOwnGuard parallel guarded guardedset\.client\.Transport`
	}
}

// The replacements: in a test, through a helper of another package, and of a field.
func TestReplace(t *testing.T) { // want `region TestReplace serial`
	http.DefaultTransport = roundTripper{} // want `write http\.DefaultTransport in TestReplace serial`
	guardlib.Replace(roundTripper{})       // want `write guardlib\.Transport in TestReplace serial via guardlib\.Replace`
	client.Transport = roundTripper{}      // want `field-write guardedset\.client\.Transport in TestReplace serial`
}
