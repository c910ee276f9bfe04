// Package resty is a stub of github.com/go-resty/resty/v2 with the signatures fixturelint's
// tests use. Methods that mutate the client in the real library mutate it here too.
package resty

import (
	"crypto/tls"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"time"
)

// User holds basic auth credentials.
type User struct {
	Username, Password string
}

// RequestMiddleware runs before a request is sent.
type RequestMiddleware func(*Client, *Request) error

// ResponseMiddleware runs after a response is received.
type ResponseMiddleware func(*Client, *Response) error

// Client is a resty client.
type Client struct {
	BaseURL    string
	HostURL    string
	QueryParam url.Values
	Header     http.Header
	UserInfo   *User
	Token      string
	AuthScheme string
	Cookies    []*http.Cookie
	RetryCount int

	httpClient      *http.Client
	udBeforeRequest []RequestMiddleware
	afterResponse   []ResponseMiddleware
}

// New creates a client with a cookie jar, like the real library.
func New() *Client {
	jar, _ := cookiejar.New(nil)
	return createClient(&http.Client{Jar: jar})
}

// NewWithClient creates a client around hc.
func NewWithClient(hc *http.Client) *Client { return createClient(hc) }

func createClient(hc *http.Client) *Client {
	if hc.Transport == nil {
		hc.Transport = &http.Transport{}
	}
	return &Client{Header: http.Header{}, QueryParam: url.Values{}, AuthScheme: "Bearer", httpClient: hc}
}

func (c *Client) SetBaseURL(u string) *Client { c.BaseURL = u; c.HostURL = u; return c }
func (c *Client) SetHostURL(u string) *Client { c.SetBaseURL(u); return c }
func (c *Client) SetHeader(header, value string) *Client {
	c.Header.Set(header, value)
	return c
}
func (c *Client) SetHeaders(headers map[string]string) *Client {
	for h, v := range headers {
		c.Header.Set(h, v)
	}
	return c
}
func (c *Client) SetHeaderVerbatim(header, value string) *Client {
	c.Header[header] = []string{value}
	return c
}
func (c *Client) SetCookieJar(jar http.CookieJar) *Client { c.httpClient.Jar = jar; return c }
func (c *Client) SetCookie(hc *http.Cookie) *Client       { c.Cookies = append(c.Cookies, hc); return c }
func (c *Client) SetCookies(cs []*http.Cookie) *Client {
	c.Cookies = append(c.Cookies, cs...)
	return c
}
func (c *Client) SetBasicAuth(username, password string) *Client {
	c.UserInfo = &User{Username: username, Password: password}
	return c
}
func (c *Client) SetAuthToken(token string) *Client   { c.Token = token; return c }
func (c *Client) SetAuthScheme(scheme string) *Client { c.AuthScheme = scheme; return c }
func (c *Client) SetTimeout(timeout time.Duration) *Client {
	c.httpClient.Timeout = timeout
	return c
}
func (c *Client) SetRetryCount(count int) *Client { c.RetryCount = count; return c }
func (c *Client) SetTLSClientConfig(config *tls.Config) *Client {
	if t, ok := c.httpClient.Transport.(*http.Transport); ok {
		t.TLSClientConfig = config
	}
	return c
}
func (c *Client) SetTransport(transport http.RoundTripper) *Client {
	if transport != nil {
		c.httpClient.Transport = transport
	}
	return c
}
func (c *Client) OnBeforeRequest(m RequestMiddleware) *Client {
	c.udBeforeRequest = append(c.udBeforeRequest, m)
	return c
}
func (c *Client) OnAfterResponse(m ResponseMiddleware) *Client {
	c.afterResponse = append(c.afterResponse, m)
	return c
}
func (c *Client) GetClient() *http.Client { return c.httpClient }
func (c *Client) R() *Request             { return &Request{Header: http.Header{}, client: c} }
func (c *Client) NewRequest() *Request    { return c.R() }

// Request is a resty request.
type Request struct {
	URL    string
	Method string
	Token  string
	Header http.Header

	client *Client
}

func (r *Request) SetHeader(header, value string) *Request { r.Header.Set(header, value); return r }
func (r *Request) SetAuthToken(token string) *Request      { r.Token = token; return r }
func (r *Request) SetBody(body interface{}) *Request       { return r }
func (r *Request) SetResult(res interface{}) *Request      { return r }
func (r *Request) Get(url string) (*Response, error)       { return r.Execute(http.MethodGet, url) }
func (r *Request) Post(url string) (*Response, error)      { return r.Execute(http.MethodPost, url) }
func (r *Request) Put(url string) (*Response, error)       { return r.Execute(http.MethodPut, url) }
func (r *Request) Delete(url string) (*Response, error)    { return r.Execute(http.MethodDelete, url) }
func (r *Request) Execute(method, url string) (*Response, error) {
	return &Response{Request: r}, nil
}

// Response is a resty response.
type Response struct {
	Request     *Request
	RawResponse *http.Response
}

func (r *Response) Body() []byte    { return nil }
func (r *Response) StatusCode() int { return 0 }
func (r *Response) String() string  { return "" }
func (r *Response) IsSuccess() bool { return true }
