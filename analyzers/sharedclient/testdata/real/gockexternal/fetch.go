// Package gockexternal sends through http.Get; its external tests mock it with gock and do
// not import net/http themselves.
package gockexternal

import (
	"io"
	"net/http"
)

// Fetch returns the body at url.
func Fetch(url string) (string, error) {
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}
