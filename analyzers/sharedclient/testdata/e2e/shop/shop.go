// Package shop is a small client of a shop API, tested by tests that share HTTP clients.
package shop

import (
	"fmt"
	"io"
	"net/http"
)

// Fetch returns the body of base+path, fetched with c.
func Fetch(c *http.Client, base, path string) (string, error) {
	resp, err := c.Get(base + path)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("%s: %s", path, resp.Status)
	}
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}
