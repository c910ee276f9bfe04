// Package sdk keeps one default client, set by Initialize and used by Get: state that the
// package does not export, which its external tests reach only through these functions.
package sdk

import (
	"net/http"
	"net/http/cookiejar"
)

// Config is what Initialize is given.
type Config struct {
	Key     string
	BaseURL string
}

// client is not exported, nor named by any exported declaration: go vet's view of this
// package from another one holds neither it nor defaultClient.
type client struct {
	http *http.Client
	cfg  Config
	next *client // a type that refers to itself
}

var defaultClient *client

// Initialize replaces the default client.
func Initialize(cfg Config) {
	jar, _ := cookiejar.New(nil)
	defaultClient = &client{http: &http.Client{Jar: jar}, cfg: cfg}
}

// Get sends a request, with the default client's key, through its HTTP client.
func Get(path string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, defaultClient.cfg.BaseURL+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+defaultClient.cfg.Key)
	return defaultClient.http.Do(req)
}
