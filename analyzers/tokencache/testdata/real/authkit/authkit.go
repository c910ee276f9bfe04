// Package authkit is a helper package whose functions put credentials on requests.
package authkit

import "net/http"

// Current is the token that Send sends; Refresh replaces it.
var Current string

// Authorize sends tok as a bearer token.
func Authorize(req *http.Request, tok string) {
	req.Header.Set("Authorization", "Bearer "+tok)
}

// Send sends the package's current token.
func Send(req *http.Request) {
	req.Header.Set("Authorization", "Bearer "+Current)
}

// Refresh fetches a new current token.
func Refresh(user string) {
	Current = "token-" + user
}
