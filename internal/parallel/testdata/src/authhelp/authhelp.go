// Package authhelp is a helper package whose functions put credentials on requests.
package authhelp

import "net/http"

// Token is a credential that SetAuth sends.
var Token string

// Authorize sends tok as a bearer token: its parameter reaches the sink.
func Authorize(req *http.Request, tok string) {
	req.Header.Set("Authorization", "Bearer "+tok)
}

// Login passes its parameter on to Authorize: a sink two calls down.
func Login(req *http.Request, user, password string) {
	Authorize(req, user+":"+password)
}

// SetAuth sends the package's own Token.
func SetAuth(req *http.Request) {
	req.Header.Set("X-Api-Key", Token)
}

// Describe sends its parameter as a non-auth header: no sink.
func Describe(req *http.Request, agent string) {
	req.Header.Set("User-Agent", agent)
}
