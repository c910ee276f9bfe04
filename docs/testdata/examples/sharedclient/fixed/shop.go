// Package sharedclient is the example of docs/checks/sharedclient.md: a shop whose tests
// share one client with a cookie jar.
package sharedclient

import (
	"io"
	"net/http"
)

// Fetch gets path from the shop at baseURL with c and returns the body.
func Fetch(c *http.Client, baseURL, path string) (string, error) {
	resp, err := c.Get(baseURL + path)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// NewShop returns the shop's handler: /login sets the session cookie, other paths answer
// with the user the session belongs to.
func NewShop() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/login" {
			http.SetCookie(w, &http.Cookie{Name: "session", Value: r.URL.Query().Get("user")})
			return
		}
		c, err := r.Cookie("session")
		if err != nil {
			http.Error(w, "not logged in", http.StatusUnauthorized)
			return
		}
		io.WriteString(w, c.Value+" "+r.URL.Path)
	})
}
