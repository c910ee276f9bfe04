package fixhelper

import (
	"net/http"
	"testing"
)

// tokenCache is filled by a helper that takes the test's *testing.T.
var tokenCache = map[string]string{}

func cachedToken(t *testing.T, user string) string {
	t.Helper()
	if tok, ok := tokenCache[user]; ok {
		return tok
	}
	tok := fetchToken(user)
	tokenCache[user] = tok // want `data race: parallel test TestA writes token cache tokenCache without holding a mutex while parallel test TestB uses it`
	return tok
}

func TestA(t *testing.T) {
	t.Parallel()
	_ = cachedToken(t, "a") // want `parallel test TestA reads token cache tokenCache while parallel test TestB refreshes it`
}

func TestB(t *testing.T) {
	t.Parallel()
	_ = cachedToken(t, "a") // want `parallel test TestB reads token cache tokenCache while parallel test TestA refreshes it`
}

// cookieStore is returned by a getter that takes a testing.TB.
var cookieStore = map[string]*http.Cookie{}

func cookies(tb testing.TB) map[string]*http.Cookie {
	return cookieStore
}

func TestC(t *testing.T) {
	t.Parallel()
	c := cookies(t)                  // want `parallel test TestC reads token cache cookieStore while parallel test TestD refreshes it`
	c["x"] = &http.Cookie{Name: "x"} // want `data race: parallel test TestC writes token cache cookieStore`
	_ = c["x"]
}

func TestD(t *testing.T) {
	t.Parallel()
	c := cookies(t)                  // want `parallel test TestD reads token cache cookieStore while parallel test TestC refreshes it`
	c["y"] = &http.Cookie{Name: "y"} // want `data race: parallel test TestD writes token cache cookieStore`
	_ = c["y"]
}
