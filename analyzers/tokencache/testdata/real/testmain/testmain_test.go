package testmain

import (
	"net/http"
	"os"
	"testing"

	"golang.org/x/oauth2"
)

var (
	bearer    string
	cached    *oauth2.Token
	cookieJar map[string]*http.Cookie
)

func TestMain(m *testing.M) {
	bearer = fetchToken("svc")
	cached = &oauth2.Token{AccessToken: bearer}
	cookieJar = map[string]*http.Cookie{}
	os.Exit(m.Run())
}

// Assigned only in TestMain: initialization.
func TestBearerA(t *testing.T) {
	t.Parallel()
	_ = bearer
	_ = cached.Valid()
}

func TestBearerB(t *testing.T) {
	t.Parallel()
	_ = bearer
	_ = cached.Valid()
}

// Created in TestMain, written by parallel tests.
func TestCookieWrite(t *testing.T) {
	t.Parallel()
	cookieJar["b"] = &http.Cookie{Name: "b"} // want `data race: parallel test TestCookieWrite writes token cache cookieJar without holding a mutex while parallel test TestCookieRead uses it`
}

func TestCookieRead(t *testing.T) {
	t.Parallel()
	_ = cookieJar["b"] // want `parallel test TestCookieRead reads token cache cookieJar while parallel test TestCookieWrite refreshes it`
}
