// Package testutil is a helper package that tests of other packages import.
package testutil

import (
	"net/http"
	"net/http/cookiejar"
	"sync"
	"testing"
)

// Client is shared by every test that imports this package; it has a cookie jar.
var Client = newClient()

// Plain is shared and holds no state.
var Plain = &http.Client{}

var (
	once   sync.Once
	cached *http.Client
)

func newClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}

// Shared returns the package's cached client.
func Shared() *http.Client {
	once.Do(func() { cached = &http.Client{} })
	return cached
}

// Login mutates the shared client.
func Login(token string) {
	Plain.Timeout = 0
}

// NewClient builds a new client for each test: not shared.
func NewClient(t testing.TB) *http.Client {
	c := &http.Client{}
	t.Cleanup(c.CloseIdleConnections)
	return c
}
