// Package retryablehttp is a stub of github.com/hashicorp/go-retryablehttp with the
// signatures fixturelint's tests use.
package retryablehttp

import (
	"context"

	"net/http"
	"time"
)

// CheckRetry decides whether to retry after a request.
type CheckRetry func(ctx context.Context, resp *http.Response, err error) (bool, error)

// Backoff computes the wait before a retry.
type Backoff func(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration

// ErrorHandler is called when retries are exhausted.
type ErrorHandler func(resp *http.Response, err error, numTries int) (*http.Response, error)

// RequestLogHook is called before each retry.
type RequestLogHook func(Logger, *http.Request, int)

// Logger is the minimal logger interface.
type Logger interface {
	Printf(string, ...interface{})
}

// Client is a retrying HTTP client.
type Client struct {
	HTTPClient *http.Client
	Logger     interface{}

	RetryWaitMin time.Duration
	RetryWaitMax time.Duration
	RetryMax     int

	RequestLogHook RequestLogHook
	CheckRetry     CheckRetry
	Backoff        Backoff
	ErrorHandler   ErrorHandler
}

// NewClient creates a client with its own pooled transport, like the real library.
func NewClient() *Client {
	return &Client{
		HTTPClient:   &http.Client{Transport: &http.Transport{}},
		RetryWaitMin: time.Second,
		RetryWaitMax: 30 * time.Second,
		RetryMax:     4,
		CheckRetry:   DefaultRetryPolicy,
		Backoff:      DefaultBackoff,
	}
}

// DefaultRetryPolicy retries on connection errors and 5xx responses.
func DefaultRetryPolicy(ctx context.Context, resp *http.Response, err error) (bool, error) {
	return err != nil, nil
}

// DefaultBackoff waits exponentially longer.
func DefaultBackoff(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration {
	return min
}

// Request wraps an *http.Request with a rewindable body.
type Request struct {
	*http.Request
}

// NewRequest creates a request.
func NewRequest(method, url string, rawBody interface{}) (*Request, error) {
	r, err := http.NewRequest(method, url, nil)
	return &Request{r}, err
}

func (c *Client) Do(req *Request) (*http.Response, error) { return c.HTTPClient.Do(req.Request) }
func (c *Client) Get(url string) (*http.Response, error) {
	req, err := NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}
func (c *Client) Post(url, bodyType string, body interface{}) (*http.Response, error) {
	req, err := NewRequest(http.MethodPost, url, body)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// StandardClient returns an *http.Client that retries through c.
func (c *Client) StandardClient() *http.Client {
	return &http.Client{Transport: &RoundTripper{Client: c}}
}

// RoundTripper retries through a Client.
type RoundTripper struct {
	Client *Client
}

func (rt *RoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	return rt.Client.HTTPClient.Do(req)
}
