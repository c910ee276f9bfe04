// Package leakedlib is a client library that sends through net/http's defaults unless told
// otherwise.
package leakedlib

import "net/http"

// Client is an API client on an *http.Client.
type Client struct{ hc *http.Client }

// New returns a client that sends through http.DefaultClient.
func New() *Client { return &Client{hc: http.DefaultClient} }

// Ping sends a request.
func (c *Client) Ping(url string) error {
	resp, err := c.hc.Get(url)
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// NewHTTPClient returns a client on http.DefaultTransport.
func NewHTTPClient() *http.Client { return &http.Client{Transport: http.DefaultTransport} }
