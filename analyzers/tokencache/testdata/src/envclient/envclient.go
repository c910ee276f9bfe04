// Package envclient mirrors an API client that falls back to a token from the environment.
package envclient

import (
	"net/http"
	"os"
)

const tokenVar = "SERVICE_TOKEN"

type Config struct {
	Address string
	Token   string
}

type Client struct{ token string }

// NewClient uses the environment's token when the configuration has none.
func NewClient(cfg *Config) (*Client, error) {
	if cfg.Token == "" {
		cfg.Token = os.Getenv(tokenVar)
	}
	if cfg.Address == "" {
		cfg.Address = os.Getenv("SERVICE_ADDRESS")
	}
	return &Client{token: cfg.Token}, nil
}

// Lookup reads the variable its caller names.
func Lookup(name string) string { return os.Getenv(name) }

var accessKeyVars = []string{"ALT_ACCESS_KEY_ID", "ALT_ACCESS_KEY"}

// AccessKey returns the first of the alternative variables that is set.
func AccessKey() string {
	for _, k := range accessKeyVars {
		if v := os.Getenv(k); v != "" {
			return v
		}
	}
	return ""
}

// Authorize sends a variable whose name says nothing: the header says it is a credential.
func Authorize(h http.Header) { h.Set("Authorization", "Bearer "+os.Getenv("SERVICE_AUTH")) }
