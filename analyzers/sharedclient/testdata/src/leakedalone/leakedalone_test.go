package leakedalone

import (
	"net/http"
	"testing"
)

type stub struct{}

func (stub) RoundTrip(*http.Request) (*http.Response, error) { return nil, nil }

// The only test that sends through the default transport is the one that replaced it: no
// other test inherits the change (strict mode reports it).
func TestAlone(t *testing.T) {
	http.DefaultTransport = stub{}
	http.Get("http://example.com")
}

func TestOwnClient(t *testing.T) {
	c := &http.Client{Transport: &http.Transport{}}
	c.Get("http://example.com")
}
