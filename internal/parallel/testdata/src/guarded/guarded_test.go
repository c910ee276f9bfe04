package guarded

import (
	"net/http"
	"testing"

	"guardlib"
)

// The guarded accesses of the helpers are gone: nothing replaces http.DefaultTransport, and
// guardlib.Transport only under a guard on it (Adopt). What runs before the guard, or in
// cases the initial value reaches, stays.
func TestHelpers(t *testing.T) { // want `region TestHelpers parallel`
	t.Parallel()
	guardlib.NewClient()    // want `read guardlib\.Client in TestHelpers parallel via guardlib\.NewClient` `read http\.DefaultTransport in TestHelpers parallel via guardlib\.NewClient` `read guardlib\.Client in TestHelpers parallel via guardlib\.NewClient`
	guardlib.ElseClient()   // want `read http\.DefaultTransport in TestHelpers parallel via guardlib\.ElseClient` `read guardlib\.Client in TestHelpers parallel via guardlib\.ElseClient`
	guardlib.EarlyClient()  // want `read http\.DefaultTransport in TestHelpers parallel via guardlib\.EarlyClient` `read guardlib\.Client in TestHelpers parallel via guardlib\.EarlyClient`
	guardlib.SwitchClient() // want `read http\.DefaultTransport in TestHelpers parallel via guardlib\.SwitchClient` `field-write guardlib\.Client\.Jar in TestHelpers parallel via guardlib\.SwitchClient` `read guardlib\.Client in TestHelpers parallel via guardlib\.SwitchClient`
	guardlib.Wrap()         // want `read guardlib\.Transport in TestHelpers parallel via guardlib\.Wrap`
	guardlib.Adopt()        // want `read http\.DefaultTransport in TestHelpers parallel via guardlib\.Adopt`
}

// An assertion to a type that the initial value does not have guards nothing, and neither
// does one on a variable that an init function assigns.
func TestNoGuard(t *testing.T) { // want `region TestNoGuard parallel`
	t.Parallel()
	guardlib.CustomClient() // want `read http\.DefaultTransport in TestNoGuard parallel via guardlib\.CustomClient` `field-write guardlib\.Client\.CheckRedirect in TestNoGuard parallel via guardlib\.CustomClient` `read guardlib\.Client in TestNoGuard parallel via guardlib\.CustomClient`
	guardlib.WrapReset()    // want `read guardlib\.Reset in TestNoGuard parallel via guardlib\.WrapReset` `field-write guardlib\.Client\.Transport in TestNoGuard parallel via guardlib\.WrapReset`
}

// Storing a value of the initial type replaces nothing, and a field of a variable of this
// package keeps what its initializer gives it.
func TestOwnGuards(t *testing.T) { // want `region TestOwnGuards serial`
	if _, ok := http.DefaultTransport.(*http.Transport); !ok { // want `read http\.DefaultTransport in TestOwnGuards serial`
		http.DefaultClient.Timeout = 2
	}
	http.DefaultTransport = &http.Transport{} // want `write http\.DefaultTransport in TestOwnGuards serial`

	tr, ok := client.Transport.(*http.Transport) // want `read guarded\.client in TestOwnGuards serial`
	if ok {
		_ = tr // want `read guarded\.client\.Transport in TestOwnGuards serial`
		return
	}
	client.Timeout = 3
}
