// Package gock is a stub of github.com/h2non/gock with the signatures fixturelint's tests
// use. New intercepts http.DefaultTransport, as the real library does.
package gock

import (
	"net/http"
	"net/url"
)

// Transport intercepts requests for registered mocks.
type Transport struct {
	Transport http.RoundTripper
}

// NewTransport creates an intercepting transport.
func NewTransport() *Transport { return &Transport{Transport: NativeTransport} }

func (m *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	return m.Transport.RoundTrip(req)
}

// NativeTransport is http.DefaultTransport before interception.
var NativeTransport = http.DefaultTransport

// DefaultTransport is the transport Intercept installs.
var DefaultTransport = NewTransport()

var mocks []*Request

// Request is the mock definition DSL.
type Request struct {
	URLStruct *url.URL
	Method    string
	Response  *Response
}

// Response is the mocked response DSL.
type Response struct {
	StatusCode int
	BodyBuffer []byte
}

func (r *Request) Get(path string) *Request  { r.Method = http.MethodGet; return r }
func (r *Request) Post(path string) *Request { r.Method = http.MethodPost; return r }
func (r *Request) Reply(status int) *Response {
	r.Response.StatusCode = status
	return r.Response
}
func (r *Response) JSON(data interface{}) *Response { return r }
func (r *Response) BodyString(body string) *Response {
	r.BodyBuffer = []byte(body)
	return r
}

// New registers a mock for uri and intercepts http.DefaultTransport.
func New(uri string) *Request {
	Intercept()
	u, _ := url.Parse(uri)
	req := &Request{URLStruct: u, Response: &Response{}}
	mocks = append(mocks, req)
	return req
}

// Intercepting reports whether http.DefaultTransport is intercepted.
func Intercepting() bool { return http.DefaultTransport == DefaultTransport }

// Intercept replaces http.DefaultTransport.
func Intercept() {
	if !Intercepting() {
		http.DefaultTransport = DefaultTransport
	}
}

// InterceptClient makes cli's transport intercept requests.
func InterceptClient(cli *http.Client) {
	trans := NewTransport()
	trans.Transport = cli.Transport
	cli.Transport = trans
}

// RestoreClient undoes InterceptClient.
func RestoreClient(cli *http.Client) {
	if trans, ok := cli.Transport.(*Transport); ok {
		cli.Transport = trans.Transport
	}
}

// Disable restores http.DefaultTransport.
func Disable() { http.DefaultTransport = NativeTransport }

// Flush removes the registered mocks.
func Flush() { mocks = nil }

// Off flushes the mocks and restores http.DefaultTransport.
func Off() {
	Flush()
	Disable()
}

// IsDone reports whether every mock was matched.
func IsDone() bool { return len(mocks) == 0 }
