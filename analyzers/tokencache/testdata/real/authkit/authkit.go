// Package authkit is a helper package whose functions put credentials on requests.
package authkit

import (
	"net/http"
	"os"
)

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

// Client keeps the key it was built with and sends it on every request.
type Client struct{ key string }

// New returns a client that sends key.
func New(key string) *Client { return &Client{key: key} }

// Do puts the client's key on req.
func (c *Client) Do(req *http.Request) { req.Header.Set("Authorization", "Bearer "+c.key) }

// NewFromEnv returns a client that sends the key AUTHKIT_KEY holds when it is called.
func NewFromEnv() *Client { return New(os.Getenv("AUTHKIT_KEY")) }
