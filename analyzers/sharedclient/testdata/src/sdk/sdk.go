// Package sdk is a client library whose Client type fixturelint does not know.
package sdk

// Client talks to a service over a connection of its own.
type Client struct {
	Endpoint string
	Retries  int
}

// New returns a client.
func New(endpoint string) *Client { return &Client{Endpoint: endpoint} }

// SetRetries changes the client.
func (c *Client) SetRetries(n int) { c.Retries = n }

// Ping talks to the service.
func (c *Client) Ping() error { return nil }
