package authapis

import (
	"context"
	"testing"

	"github.com/go-resty/resty/v2"
	"golang.org/x/oauth2"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/oauth"
	"google.golang.org/grpc/metadata"
)

var (
	s   string
	tok *oauth2.Token
	src oauth2.TokenSource
	ctx = context.Background()
)

// On the real libraries the engine sees what their code does (realProbe leaves out what they
// do to their own state): resty.New reads http.NoBody; oauth2.NewClient wraps the source in
// ReuseTokenSource before the Transport gets it; Config.Client goes through Config.TokenSource, which keeps the Config,
// ClientSecret and all, for NewClient; and a Transport's Source and a Token reach the
// Authorization header (Token.SetAuthHeader).
func TestAPIs(t *testing.T) { // want `region TestAPIs serial`
	c := resty.New()                                    // want `read http\.NoBody in TestAPIs serial via resty\.New via resty\.createClient via resty\.parseRequestBody`
	c.SetAuthToken(s)                                   // want `sink authapis\.s\.resty\.SetAuthToken in TestAPIs serial` `read authapis\.s in TestAPIs serial`
	c.SetAuthScheme(s)                                  // want `sink authapis\.s\.resty\.SetAuthScheme in TestAPIs serial` `read authapis\.s in TestAPIs serial`
	c.SetBasicAuth("u", s)                              // want `sink authapis\.s\.resty\.SetBasicAuth in TestAPIs serial` `read authapis\.s in TestAPIs serial`
	c.R().SetHeader("X-Api-Key", s)                     // want `sink authapis\.s\.X-Api-Key in TestAPIs serial` `read authapis\.s in TestAPIs serial`
	c.R().SetHeader("Accept", s)                        // want `read authapis\.s in TestAPIs serial`
	c.SetHeaders(map[string]string{"Authorization": s}) // want `sink authapis\.s\.Authorization in TestAPIs serial` `read authapis\.s in TestAPIs serial`

	_ = oauth2.StaticTokenSource(tok)                 // want `sink authapis\.tok\.oauth2\.StaticTokenSource in TestAPIs serial` `read authapis\.tok in TestAPIs serial`
	_ = oauth2.ReuseTokenSource(nil, src)             // want `sink authapis\.src\.oauth2\.ReuseTokenSource in TestAPIs serial` `read authapis\.src in TestAPIs serial`
	_ = oauth2.NewClient(ctx, src)                    // want `sink authapis\.src\.oauth2\.NewClient in TestAPIs serial` `sink authapis\.src\.oauth2\.ReuseTokenSource in TestAPIs serial via oauth2\.NewClient` `read authapis\.src in TestAPIs serial` `read authapis\.ctx in TestAPIs serial`
	_ = &oauth2.Transport{Source: src}                // want `sink authapis\.src\.Authorization in TestAPIs serial` `sink authapis\.src\.oauth2\.Transport in TestAPIs serial` `read authapis\.src in TestAPIs serial`
	_ = &oauth2.Token{AccessToken: s}                 // want `sink authapis\.s\.Authorization in TestAPIs serial` `sink authapis\.s\.oauth2\.Token in TestAPIs serial` `read authapis\.s in TestAPIs serial`
	conf := &oauth2.Config{ClientSecret: s}           // want `sink authapis\.s\.oauth2\.NewClient in TestAPIs serial` `sink authapis\.s\.oauth2\.Config\.ClientSecret in TestAPIs serial` `read authapis\.s in TestAPIs serial`
	_ = conf.Client(ctx, tok)                         // want `sink authapis\.tok\.oauth2\.Config\.Client in TestAPIs serial` `sink authapis\.tok\.oauth2\.Config\.TokenSource in TestAPIs serial via oauth2\.Config\.Client` `read authapis\.tok in TestAPIs serial` `read authapis\.ctx in TestAPIs serial`
	_, _ = conf.PasswordCredentialsToken(ctx, "u", s) // want `sink authapis\.s\.oauth2\.Config\.PasswordCredentialsToken in TestAPIs serial` `read authapis\.s in TestAPIs serial` `read authapis\.ctx in TestAPIs serial`

	_ = grpc.WithPerRPCCredentials(oauth.NewOauthAccess(tok))       // want `sink authapis\.tok\.oauth\.NewOauthAccess in TestAPIs serial` `sink authapis\.tok\.Authorization in TestAPIs serial via oauth\.NewOauthAccess` `read authapis\.tok in TestAPIs serial`
	_ = grpc.PerRPCCredentials(oauth.TokenSource{TokenSource: src}) // want `sink authapis\.src\.oauth\.TokenSource in TestAPIs serial` `sink authapis\.src\.Authorization in TestAPIs serial` `read authapis\.src in TestAPIs serial`
	_ = oauth.TokenSource{src}                                      // want `sink authapis\.src\.oauth\.TokenSource in TestAPIs serial` `sink authapis\.src\.Authorization in TestAPIs serial` `read authapis\.src in TestAPIs serial`
	_ = metadata.Pairs("k", s, "authorization", "Bearer "+s)        // want `sink authapis\.s\.Authorization in TestAPIs serial` `read authapis\.s in TestAPIs serial` `read authapis\.s in TestAPIs serial`
	_ = metadata.MD{"x-api-key": {s}}                               // want `sink authapis\.s\.X-Api-Key in TestAPIs serial` `read authapis\.s in TestAPIs serial`
}
