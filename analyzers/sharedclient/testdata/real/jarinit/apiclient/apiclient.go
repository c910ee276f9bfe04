// Package apiclient is an API client package whose package-level clients get their cookie
// jars where importers cannot see it: in an init function, and in the initializer of a
// variable of an interface type. Its functions send through them.
package apiclient

import (
	"net/http"
	"net/http/cookiejar"
)

var client *http.Client

func init() {
	jar, _ := cookiejar.New(nil)
	client = &http.Client{Jar: jar}
}

// Get sends through the package's client, whose jar keeps every response's cookies.
func Get(url string) (*http.Response, error) { return client.Get(url) }

// A Doer sends requests, as generated API clients declare it.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

var doer Doer = func() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}()

// Fetch sends through the package's Doer, a client with a cookie jar.
func Fetch(url string) (*http.Response, error) {
	req, _ := http.NewRequest("GET", url, nil)
	return doer.Do(req)
}

var plain *http.Client

func init() {
	plain = &http.Client{}
}

// GetPlain sends through a client without a jar: safe for concurrent use, no per-test state.
func GetPlain(url string) (*http.Response, error) { return plain.Get(url) }

var plainDoer Doer = func() *http.Client { return &http.Client{} }()

// FetchPlain sends through a Doer without a jar.
func FetchPlain(url string) (*http.Response, error) {
	req, _ := http.NewRequest("GET", url, nil)
	return plainDoer.Do(req)
}
