// Package testutil is a helper package that tests of other packages import.
package testutil

import (
	"net/http"
	"sync"
	"testing"
)

var (
	once   sync.Once
	client *http.Client
)

// Client returns the client shared by every test of the binary.
func Client() *http.Client {
	once.Do(func() { client = &http.Client{} })
	return client
}

// Tokens is a package-level token cache.
var Tokens = map[string]string{}

// Login fills the token cache.
func Login(user string) string {
	tok := "token-" + user
	Tokens[user] = tok
	return tok
}

// Parallel marks the calling test parallel.
func Parallel(t *testing.T) {
	t.Helper()
	t.Parallel()
}

// Setup calls Parallel through another helper.
func Setup(t testing.TB, tt *testing.T) {
	Parallel(tt)
}

// SetTimeout changes the client it is given.
func SetTimeout(c *http.Client) {
	c.Timeout = 1
}

// RunCases builds parallel subtests that read the token cache.
func RunCases(t *testing.T, users []string) {
	for _, u := range users {
		t.Run(u, func(t *testing.T) {
			t.Parallel()
			_ = Tokens[u]
		})
	}
}

// ParallelTB marks the calling test parallel when it is a *testing.T, as helpers written for
// testing.TB do.
func ParallelTB(tb testing.TB) {
	tb.Helper()
	if t, ok := tb.(*testing.T); ok {
		t.Parallel()
	}
}
