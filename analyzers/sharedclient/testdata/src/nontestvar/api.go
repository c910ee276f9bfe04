// Package nontestvar declares shared clients in a file that is not a test file.
package nontestvar

import (
	"net/http"
	"net/http/cookiejar"
)

// Shared is used by tests only.
var Shared = newJarClient()

// Used is used by the package's own code too.
var Used = newJarClient()

func newJarClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}

// Fetch gets url with Used.
func Fetch(url string) error {
	_, err := Used.Get(url)
	return err
}
