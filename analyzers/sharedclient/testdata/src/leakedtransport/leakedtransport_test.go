package leakedtransport

import (
	"crypto/tls"
	"net/http"
	"testing"

	"leakedlib"
)

// A field of http.DefaultTransport, changed for good: every client without a Transport of
// its own, and a library that wraps the default transport, send with it afterwards.
func TestInsecure(t *testing.T) {
	http.DefaultTransport.(*http.Transport).TLSClientConfig = &tls.Config{InsecureSkipVerify: true} // want `test TestInsecure mutates http.DefaultTransport\.TLSClientConfig and does not restore it, so other tests that use it inherit the change \(TestBareClient and TestLibraryTransport\)`
}

func TestBareClient(t *testing.T) {
	c := &http.Client{}
	c.Get("https://example.com")
}

func TestLibraryTransport(t *testing.T) {
	leakedlib.NewHTTPClient().Get("https://example.com")
}

type stub struct{}

func (stub) RoundTrip(*http.Request) (*http.Response, error) { return nil, nil }

// Replaces the whole transport before sending, and puts it back: it sees its own stub, and
// saving the old value is not a use.
func TestOwnStub(t *testing.T) {
	old := http.DefaultTransport
	defer func() { http.DefaultTransport = old }()
	http.DefaultTransport = stub{}
	http.Get("https://example.com")
}
