// Package resty is a stub of github.com/go-resty/resty/v2 with the same exported signatures
// as the parts fixturelint's tests use.
package resty

import "net/http"

// Client is a resty client.
type Client struct {
	Token      string
	AuthScheme string
	Header     http.Header
	Cookies    []*http.Cookie
}

// New creates a client.
func New() *Client { return &Client{Header: http.Header{}} }

func (c *Client) SetAuthToken(token string) *Client   { c.Token = token; return c }
func (c *Client) SetAuthScheme(scheme string) *Client { c.AuthScheme = scheme; return c }
func (c *Client) SetBasicAuth(username, password string) *Client {
	return c
}
func (c *Client) SetHeader(header, value string) *Client { c.Header.Set(header, value); return c }
func (c *Client) SetHeaders(headers map[string]string) *Client {
	for h, v := range headers {
		c.Header.Set(h, v)
	}
	return c
}
func (c *Client) SetCookie(hc *http.Cookie) *Client { c.Cookies = append(c.Cookies, hc); return c }
func (c *Client) SetCookies(cs []*http.Cookie) *Client {
	c.Cookies = append(c.Cookies, cs...)
	return c
}

// R creates a request.
func (c *Client) R() *Request { return &Request{Header: http.Header{}} }

// Request is a resty request.
type Request struct {
	Token  string
	Header http.Header
}

func (r *Request) SetAuthToken(token string) *Request { r.Token = token; return r }
func (r *Request) SetAuthScheme(scheme string) *Request {
	return r
}
func (r *Request) SetBasicAuth(username, password string) *Request { return r }
func (r *Request) SetHeader(header, value string) *Request         { r.Header.Set(header, value); return r }
func (r *Request) SetCookie(hc *http.Cookie) *Request              { return r }
func (r *Request) Get(url string) (*Response, error)               { return &Response{}, nil }

// Response is a resty response.
type Response struct{}
