// Package oauth2 mirrors the parts of golang.org/x/oauth2 that pick a client's transport.
package oauth2

import (
	"context"
	"net/http"
)

// HTTPClient is the context key to use with context.WithValue to give NewClient the client
// whose transport it wraps.
var HTTPClient contextKey

type contextKey struct{}

// Token is a credential.
type Token struct{ AccessToken string }

// TokenSource supplies tokens.
type TokenSource interface{ Token() (*Token, error) }

type staticTokenSource struct{ t *Token }

func (s staticTokenSource) Token() (*Token, error) { return s.t, nil }

// StaticTokenSource returns a TokenSource that always returns t.
func StaticTokenSource(t *Token) TokenSource { return staticTokenSource{t} }

// Transport adds the token to each request and sends it through Base.
type Transport struct {
	Source TokenSource
	Base   http.RoundTripper
}

func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	return t.base().RoundTrip(req)
}

func (t *Transport) base() http.RoundTripper {
	if t.Base != nil {
		return t.Base
	}
	return http.DefaultTransport
}

func contextClient(ctx context.Context) *http.Client {
	if ctx != nil {
		if hc, ok := ctx.Value(HTTPClient).(*http.Client); ok {
			return hc
		}
	}
	return http.DefaultClient
}

// NewClient returns a client that authorizes its requests with src's tokens, over the
// transport of the context's HTTPClient, or http.DefaultTransport.
func NewClient(ctx context.Context, src TokenSource) *http.Client {
	if src == nil {
		return contextClient(ctx)
	}
	cc := contextClient(ctx)
	return &http.Client{Transport: &Transport{Base: cc.Transport, Source: src}, Timeout: cc.Timeout}
}
