// Package services is an API client as many SDKs write it: options gathered in a struct
// that defaults the transport, a client whose methods send through a field, and a
// service that sends by calling its own methods.
package services

import (
	"net/http"
	"time"
)

type options struct {
	baseURL   string
	transport http.RoundTripper
}

type Option func(*options) error

func WithBaseURL(u string) Option { // a plain option: no fact
	return func(o *options) error { o.baseURL = u; return nil }
}

func WithTransport(rt http.RoundTripper) Option { // want WithTransport:"defaultEnd\\(setsTransport\\)"
	return func(o *options) error { o.transport = rt; return nil }
}

type Client struct {
	baseURL string
	http    *http.Client
}

// NewClient defaults the options' transport to http.DefaultTransport and builds a client
// over whatever the options leave there.
func NewClient(opts ...Option) (*Client, error) { // want NewClient:"defaultEnd\\(result\\)"
	o := options{baseURL: "https://api.example.com", transport: http.DefaultTransport}
	for _, opt := range opts {
		if err := opt(&o); err != nil {
			return nil, err
		}
	}
	c := Client{http: &http.Client{Transport: o.transport, Timeout: 30 * time.Second}}
	c.baseURL = o.baseURL // another field: the transport stays
	return &c, nil
}

// NewOwnClient gives its client a transport of its own: no fact.
func NewOwnClient() *Client {
	return &Client{http: &http.Client{Transport: &http.Transport{}}}
}

func (c *Client) do(req *http.Request) error { // unexported: no fact, but Version has one through it
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Version sends through its receiver by calling do.
func (c *Client) Version() error { // want Version:"defaultEnd\\(sendsRecv\\)"
	req, err := http.NewRequest(http.MethodGet, c.baseURL+"/version", nil)
	if err != nil {
		return err
	}
	return c.do(req)
}

// BaseURL sends nothing: no fact.
func (c *Client) BaseURL() string { return c.baseURL }
