// Package leakedbook is a library with package-level transport state of its own.
package leakedbook

import "net/http"

// Saved is the transport that Install found, to put back later.
var Saved http.RoundTripper

// Install records the process's transport: the library's bookkeeping, whatever the caller.
func Install() {
	if Saved == nil {
		Saved = http.DefaultTransport
	}
}

// Client is the client the library sends with.
var Client = &http.Client{Transport: &http.Transport{}}

// SetClient stores the caller's client: the caller's change of process-wide state.
func SetClient(c *http.Client) {
	Client = c // reported (leaked) in the test variant only: see TestLibraryState
}
