// Package envlib is library code that reads its credentials from the environment.
package envlib

import (
	"net/http"
	"os"
	"testing"
)

const tokenEnv = "LIB_TOKEN"

type Client struct{ token string }

// NewClient reads the token through a helper, with a constant name.
func NewClient() *Client { return &Client{token: token()} }

func token() string { return os.Getenv(tokenEnv) }

// Lookup reads the variable its caller names.
func Lookup(name string) string {
	v, _ := os.LookupEnv(name)
	return v
}

// Setenv sets the variable its caller names and puts it back when the test ends.
func Setenv(t testing.TB, name, value string) {
	old := os.Getenv(name)
	os.Setenv(name, value)
	t.Cleanup(func() { os.Setenv(name, old) })
}

// SetToken sets LIB_TOKEN and returns a function that puts it back.
func SetToken(v string) func() {
	old := os.Getenv(tokenEnv)
	os.Setenv(tokenEnv, v)
	return func() { os.Setenv(tokenEnv, old) }
}

// Computed names are not recorded.
func Computed(prefix string) string { return os.Getenv(prefix + "_TOKEN") }

var accessKeyVars = []string{"LIB_ACCESS_KEY_ID", "LIB_ACCESS_KEY"}

// FromEnv reads the first of several alternative names that is set.
func FromEnv() string { return first(accessKeyVars) }

func first(keys []string) string {
	for _, k := range keys {
		if v := os.Getenv(k); v != "" {
			return v
		}
	}
	return ""
}

// First is first for any caller: the names travel as a list.
func First(keys []string) string { return first(keys) }

// Authorize sends a variable whose name says nothing: the header says it is a credential.
func Authorize(h http.Header) { h.Set("Authorization", "Bearer "+os.Getenv("LIB_AUTH")) }
