// Package api is a tiny HTTP API client whose tests share one client.
package api

import (
	"fmt"
	"io"
	"net/http"
)

// Whoami asks the server who the session cookie belongs to.
func Whoami(c *http.Client, base string) (string, error) {
	resp, err := c.Get(base + "/whoami")
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("whoami: %s", resp.Status)
	}
	return string(b), nil
}
