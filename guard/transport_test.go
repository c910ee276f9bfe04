package guard

import (
	"net/http"
	"net/url"
	"testing"
)

// Malformed input reaches the wrapped transport and jar as it would without the guard.
func TestMalformedInputDoesNotPanic(t *testing.T) {
	rt := Transport(&http.Transport{})
	if _, err := rt.RoundTrip(&http.Request{Method: "GET"}); err == nil {
		t.Error("a request without a URL did not fail")
	}
	if _, err := rt.RoundTrip(&http.Request{Method: "GET", URL: &url.URL{Scheme: "http", Host: "127.0.0.1:1"}}); err == nil {
		t.Error("a request without headers to a closed port did not fail")
	}
	c := Client(&http.Client{Jar: ignoringJar{}})
	c.Jar.SetCookies(nil, []*http.Cookie{nil, {Name: "a", Value: "b"}})
}

// ignoringJar accepts anything, as a jar of a library might.
type ignoringJar struct{}

func (ignoringJar) SetCookies(*url.URL, []*http.Cookie) {}
func (ignoringJar) Cookies(*url.URL) []*http.Cookie     { return nil }
