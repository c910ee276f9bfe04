// Package transportfacts declares clients in a file that is not a test file: the engine
// tells importers which of them start with a cookie jar.
package transportfacts

import (
	"net/http"
	"net/http/cookiejar"
)

var Shared = newJarClient() // want Shared:"hasJar"

var Literal = &http.Client{Jar: mustJar()} // want Literal:"hasJar"

// Plain has no jar, and NilJar's is nil: no fact.
var Plain = &http.Client{}

var NilJar = &http.Client{Jar: nil}

func newJarClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}

func mustJar() http.CookieJar {
	jar, _ := cookiejar.New(nil)
	return jar
}
