// Package notify is a library that sends with net/http's default client by itself.
package notify

import (
	"net/http"
	"strings"
)

// Ping posts to url through http.Post, which uses http.DefaultClient.
func Ping(url string) error {
	resp, err := http.Post(url, "text/plain", strings.NewReader("ping"))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Describe sends nothing.
func Describe(url string) string { return "notify " + url }
