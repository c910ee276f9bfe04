// Package jarinitfunc gives its shared client a cookie jar in an init function of a non-test
// file: the finding points there ("the cookie jar is set here"), not at the declaration.
package jarinitfunc

import (
	"net/http"
	"net/http/cookiejar"
)

var client *http.Client

func init() {
	jar, _ := cookiejar.New(nil)
	client = &http.Client{Jar: jar} // the jar is set here
}
