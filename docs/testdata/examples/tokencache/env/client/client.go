// Package client is an API client that, like many SDKs, falls back to the environment for
// its credentials.
package client

import "os"

// Config configures a Client; a zero Config takes the token from API_TOKEN.
type Config struct {
	Token string
}

// A Client sends requests with a token.
type Client struct {
	Token string
}

// New returns a client with cfg's token, or API_TOKEN's when cfg has none.
func New(cfg Config) *Client {
	if cfg.Token == "" {
		cfg.Token = os.Getenv("API_TOKEN")
	}
	return &Client{Token: cfg.Token}
}
