// Package own hands each caller a client of its own: nothing is shared.
package own

import "net/http"

// Config is what New is given.
type Config struct {
	Key     string
	BaseURL string
}

type client struct {
	http *http.Client
	cfg  Config
}

var defaultConfig = Config{BaseURL: "http://127.0.0.1:1"}

// A Client sends with its own key.
type Client struct{ c *client }

// New returns a client of its own, over a copy of the default configuration.
func New(key, base string) Client {
	cfg := defaultConfig
	cfg.Key, cfg.BaseURL = key, base
	return Client{c: &client{http: &http.Client{}, cfg: cfg}}
}

// Get sends a request with the client's key.
func (c Client) Get(path string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, c.c.cfg.BaseURL+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.c.cfg.Key)
	return c.c.http.Do(req)
}
