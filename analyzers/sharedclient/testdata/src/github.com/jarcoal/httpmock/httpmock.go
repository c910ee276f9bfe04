// Package httpmock is a stub of github.com/jarcoal/httpmock with the signatures fixturelint's
// tests use. Activate replaces http.DefaultTransport, as the real library does.
package httpmock

import "net/http"

// Responder answers a mocked request.
type Responder func(*http.Request) (*http.Response, error)

// MockTransport routes requests to responders.
type MockTransport struct {
	responders map[string]Responder
}

// NewMockTransport creates a transport with no responders.
func NewMockTransport() *MockTransport {
	return &MockTransport{responders: map[string]Responder{}}
}

func (m *MockTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	return m.responders[req.Method+" "+req.URL.String()](req)
}

func (m *MockTransport) RegisterResponder(method, url string, responder Responder) {
	m.responders[method+" "+url] = responder
}

func (m *MockTransport) Reset() { m.responders = map[string]Responder{} }

// DefaultTransport is the mock transport Activate installs.
var DefaultTransport = NewMockTransport()

// InitialTransport is http.DefaultTransport before Activate.
var InitialTransport = http.DefaultTransport

var oldClients = map[*http.Client]http.RoundTripper{}

// Activate replaces http.DefaultTransport with DefaultTransport.
func Activate() {
	if http.DefaultTransport != DefaultTransport {
		InitialTransport = http.DefaultTransport
	}
	http.DefaultTransport = DefaultTransport
}

// ActivateNonDefault replaces the Transport of client only.
func ActivateNonDefault(client *http.Client) {
	if _, ok := oldClients[client]; !ok {
		oldClients[client] = client.Transport
	}
	client.Transport = DefaultTransport
}

// Deactivate restores http.DefaultTransport and the clients given to ActivateNonDefault.
func Deactivate() {
	http.DefaultTransport = InitialTransport
	for c, t := range oldClients {
		c.Transport = t
		delete(oldClients, c)
	}
}

// Reset removes the responders.
func Reset() { DefaultTransport.Reset() }

// DeactivateAndReset is Deactivate then Reset.
func DeactivateAndReset() {
	Deactivate()
	Reset()
}

// RegisterResponder registers a responder on DefaultTransport.
func RegisterResponder(method, url string, responder Responder) {
	DefaultTransport.RegisterResponder(method, url, responder)
}

// NewStringResponder answers with status and body.
func NewStringResponder(status int, body string) Responder {
	return func(*http.Request) (*http.Response, error) {
		return &http.Response{StatusCode: status}, nil
	}
}
