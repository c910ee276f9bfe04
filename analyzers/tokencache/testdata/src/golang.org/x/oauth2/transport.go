package oauth2

import "net/http"

// Transport is an http.RoundTripper that makes OAuth 2.0 HTTP requests.
type Transport struct {
	Source TokenSource
	Base   http.RoundTripper
}

// RoundTrip authorizes and authenticates the request with an access token from Transport's
// Source.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	tok, err := t.Source.Token()
	if err != nil {
		return nil, err
	}
	req2 := req.Clone(req.Context())
	tok.SetAuthHeader(req2)
	base := t.Base
	if base == nil {
		base = http.DefaultTransport
	}
	return base.RoundTrip(req2)
}
