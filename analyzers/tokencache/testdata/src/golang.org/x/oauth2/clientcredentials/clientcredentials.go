// Package clientcredentials is a stub of golang.org/x/oauth2/clientcredentials with the same
// exported signatures.
package clientcredentials

import (
	"context"
	"net/http"
	"net/url"

	"golang.org/x/oauth2"
)

// Config describes a 2-legged OAuth2 flow.
type Config struct {
	ClientID       string
	ClientSecret   string
	TokenURL       string
	Scopes         []string
	EndpointParams url.Values
	AuthStyle      oauth2.AuthStyle
}

// Token uses client credentials to retrieve a token.
func (c *Config) Token(ctx context.Context) (*oauth2.Token, error) {
	return c.TokenSource(ctx).Token()
}

// Client returns an HTTP client using the provided token.
func (c *Config) Client(ctx context.Context) *http.Client {
	return oauth2.NewClient(ctx, c.TokenSource(ctx))
}

// TokenSource returns a TokenSource that returns t until t expires.
func (c *Config) TokenSource(ctx context.Context) oauth2.TokenSource {
	return oauth2.ReuseTokenSource(nil, &tokenSource{ctx: ctx, conf: c})
}

type tokenSource struct {
	ctx  context.Context
	conf *Config
}

func (c *tokenSource) Token() (*oauth2.Token, error) {
	return &oauth2.Token{AccessToken: c.conf.ClientID}, nil
}
