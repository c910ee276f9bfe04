// Package guardexample is the example of docs/guard.md: a suite whose tests share one API
// client, watched by the runtime guard.
package guardexample

import (
	"net/http"
	"net/http/cookiejar"
)

// newAPIClient returns the client the suite logs in with.
func newAPIClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}
