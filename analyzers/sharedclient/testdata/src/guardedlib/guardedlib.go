// Package guardedlib is a driver that adopts a replaced http.DefaultTransport into its own
// package-level client: the write runs only once a program has replaced the default.
package guardedlib

import "net/http"

// DefaultHTTPClient is the client every connection uses unless told otherwise.
var DefaultHTTPClient = &http.Client{}

// NewHTTPClient returns DefaultHTTPClient, on http.DefaultTransport when that was replaced.
func NewHTTPClient() *http.Client {
	client := DefaultHTTPClient
	if _, ok := http.DefaultTransport.(*http.Transport); !ok {
		client.Transport = http.DefaultTransport
	}
	return client
}

// ElseHTTPClient is NewHTTPClient with the write in the else branch.
func ElseHTTPClient() *http.Client {
	if _, ok := http.DefaultTransport.(*http.Transport); ok {
		return DefaultHTTPClient
	} else {
		DefaultHTTPClient.Transport = http.DefaultTransport
	}
	return DefaultHTTPClient
}

// EarlyHTTPClient returns early while the default transport is the initial one.
func EarlyHTTPClient() *http.Client {
	_, initial := http.DefaultTransport.(*http.Transport)
	if initial {
		return DefaultHTTPClient
	}
	DefaultHTTPClient.Transport = http.DefaultTransport
	return DefaultHTTPClient
}

// Options are a connection's options.
type Options struct{ HTTPClient *http.Client }

// Client returns options with the driver's HTTP client.
func Client() *Options { return &Options{HTTPClient: NewHTTPClient()} }
