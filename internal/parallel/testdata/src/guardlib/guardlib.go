// Package guardlib builds clients that adopt a replaced default transport, the way a driver
// honours a program that sets http.DefaultTransport.
package guardlib

import "net/http"

var Client = &http.Client{}

// NewClient writes Client.Transport only when http.DefaultTransport no longer holds its
// initial *http.Transport.
func NewClient() *http.Client {
	c := Client
	if _, ok := http.DefaultTransport.(*http.Transport); !ok {
		c.Transport = http.DefaultTransport
	}
	return c
}

// ElseClient is NewClient with the write in the else branch.
func ElseClient() *http.Client {
	if t, ok := http.DefaultTransport.(*http.Transport); ok {
		_ = t
	} else {
		Client.Transport = http.DefaultTransport
	}
	return Client
}

// EarlyClient returns before the write while the default transport is the initial one.
func EarlyClient() *http.Client {
	ok := false
	_, ok2 := http.DefaultTransport.(http.RoundTripper)
	_ = ok
	if !ok2 {
		return Client
	}
	if _, ok := http.DefaultTransport.(*http.Transport); ok {
		return Client
	}
	Client.Timeout = 1
	return Client
}

// SwitchClient writes in the cases that the initial transport cannot reach.
func SwitchClient() *http.Client {
	switch http.DefaultTransport.(type) {
	case *http.Transport:
		Client.Jar = nil
	default:
		Client.Transport = http.DefaultTransport
	}
	return Client
}

type closer interface{ CloseIdleConnections() }

type custom interface{ Custom() }

// CustomClient writes when the transport is not of a type the initial one lacks: that runs
// from the start, and is no guard.
func CustomClient() *http.Client {
	if _, ok := http.DefaultTransport.(custom); !ok {
		Client.CheckRedirect = nil
	}
	if _, ok := http.DefaultTransport.(closer); !ok {
		Client.Transport = nil
	}
	return Client
}

// Transport is this package's own default, whose initializer the engine reads.
var Transport http.RoundTripper = &http.Transport{}

// Wrap adopts Transport once a caller replaced it.
func Wrap() {
	if _, ok := Transport.(*http.Transport); !ok {
		Client.Transport = Transport
	}
}

// Replace replaces Transport.
func Replace(rt http.RoundTripper) { Transport = rt }

// Reset is assigned by init: its initializer says nothing about what callers find in it.
var Reset http.RoundTripper = &http.Transport{}

func init() { Reset = http.DefaultTransport }

// WrapReset's write is not guarded.
func WrapReset() {
	if _, ok := Reset.(*http.Transport); !ok {
		Client.Transport = Reset
	}
}

// Adopt replaces Transport, but only once http.DefaultTransport was replaced: a write that
// makes Wrap's guard hold only when its own guard does.
func Adopt() {
	if _, ok := http.DefaultTransport.(*http.Transport); !ok {
		Transport = http.DefaultTransport
	}
}
