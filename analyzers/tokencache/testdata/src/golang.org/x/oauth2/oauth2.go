// Package oauth2 is a stub of golang.org/x/oauth2 with the same exported signatures as the
// parts fixturelint's tests use.
package oauth2

import (
	"context"
	"net/http"
	"time"
)

// A TokenSource is anything that can return a token.
type TokenSource interface {
	Token() (*Token, error)
}

// AuthStyle says how the client ID and secret are sent.
type AuthStyle int

const (
	AuthStyleAutoDetect AuthStyle = 0
	AuthStyleInParams   AuthStyle = 1
	AuthStyleInHeader   AuthStyle = 2
)

// Endpoint is an OAuth 2.0 provider's authorization and token endpoint URLs.
type Endpoint struct {
	AuthURL       string
	DeviceAuthURL string
	TokenURL      string
	AuthStyle     AuthStyle
}

// Config describes a 3-legged OAuth2 flow.
type Config struct {
	ClientID     string
	ClientSecret string
	Endpoint     Endpoint
	RedirectURL  string
	Scopes       []string
}

// AuthCodeOption is passed to Config.AuthCodeURL and Config.Exchange.
type AuthCodeOption interface {
	setValue(map[string][]string)
}

// Exchange converts an authorization code into a token.
func (c *Config) Exchange(ctx context.Context, code string, opts ...AuthCodeOption) (*Token, error) {
	return &Token{AccessToken: code}, nil
}

// PasswordCredentialsToken converts a resource owner username and password pair into a token.
func (c *Config) PasswordCredentialsToken(ctx context.Context, username, password string) (*Token, error) {
	return &Token{AccessToken: username}, nil
}

// Client returns an HTTP client using the provided token.
func (c *Config) Client(ctx context.Context, t *Token) *http.Client {
	return NewClient(ctx, c.TokenSource(ctx, t))
}

// TokenSource returns a TokenSource that returns t until t expires.
func (c *Config) TokenSource(ctx context.Context, t *Token) TokenSource {
	return ReuseTokenSource(t, StaticTokenSource(t))
}

type reuseTokenSource struct {
	new TokenSource
	t   *Token
}

func (s *reuseTokenSource) Token() (*Token, error) {
	if s.t.Valid() {
		return s.t, nil
	}
	t, err := s.new.Token()
	if err != nil {
		return nil, err
	}
	s.t = t
	return t, nil
}

// StaticTokenSource returns a TokenSource that always returns the same token.
func StaticTokenSource(t *Token) TokenSource {
	return staticTokenSource{t}
}

type staticTokenSource struct {
	t *Token
}

func (s staticTokenSource) Token() (*Token, error) {
	return s.t, nil
}

// NewClient creates an *http.Client from a context and a TokenSource.
func NewClient(ctx context.Context, src TokenSource) *http.Client {
	return &http.Client{Transport: &Transport{Source: src}}
}

// ReuseTokenSource returns a TokenSource which repeatedly returns the same token as long as
// it's valid, starting with t.
func ReuseTokenSource(t *Token, src TokenSource) TokenSource {
	return &reuseTokenSource{t: t, new: src}
}

// ReuseTokenSourceWithExpiry is like ReuseTokenSource with an early expiry.
func ReuseTokenSourceWithExpiry(t *Token, src TokenSource, earlyExpiry time.Duration) TokenSource {
	return &reuseTokenSource{t: t, new: src}
}
