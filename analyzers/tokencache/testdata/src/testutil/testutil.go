// Package testutil is a helper package whose token cache tests in other packages share.
package testutil

import "sync"

// Tokens caches one token per user for the whole test binary.
var Tokens = map[string]string{}

// Login returns the user's token, fetching it on first use.
func Login(user string) string {
	if tok, ok := Tokens[user]; ok {
		return tok
	}
	tok := "token-" + user
	Tokens[user] = tok
	return tok
}

var (
	sessionOnce sync.Once
	session     string
)

// Session logs in once per test binary: initialization, never a refresh.
func Session() string {
	sessionOnce.Do(func() { session = "session-1" })
	return session
}

var (
	cookieMu sync.Mutex
	cookies  = map[string]string{}
)

// Cookie stores a cookie under a mutex: not a data race, but a refresh.
func Cookie(name string) string {
	cookieMu.Lock()
	defer cookieMu.Unlock()
	if c, ok := cookies[name]; ok {
		return c
	}
	c := "c-" + name
	cookies[name] = c
	return c
}
