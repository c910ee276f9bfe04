package sources

import (
	"context"
	"strings"
	"testing"

	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
)

var (
	conf = &oauth2.Config{ClientID: "id"}
	cc   = &clientcredentials.Config{ClientID: "id"}
)

var (
	exchanged string // oauth2.Config.Exchange
	granted   string // oauth2.Config.PasswordCredentialsToken
	machine   string // clientcredentials.Config.Token
	sourced   string // a TokenSource's Token()
	plain     string // not from an auth source: not a credential
)

func refresh(ctx context.Context) {
	t1, _ := conf.Exchange(ctx, "code")
	exchanged = t1.AccessToken
	t2, _ := conf.PasswordCredentialsToken(ctx, "u", "p")
	granted = t2.AccessToken
	t3, _ := cc.Token(ctx)
	machine = t3.AccessToken
	src := cc.TokenSource(ctx)
	t4, _ := src.Token()
	sourced = t4.AccessToken
	plain = strings.ToUpper("x")
}

func TestRefresh(t *testing.T) {
	t.Parallel()
	refresh(context.Background())
}

func TestRead(t *testing.T) {
	t.Parallel()
	_ = exchanged // want `parallel test TestRead reads token cache exchanged while parallel test TestRefresh refreshes it \(in sources\.refresh\)`
	_ = granted   // want `parallel test TestRead reads token cache granted while parallel test TestRefresh refreshes it`
	_ = machine   // want `parallel test TestRead reads token cache machine while parallel test TestRefresh refreshes it`
	_ = sourced   // want `parallel test TestRead reads token cache sourced while parallel test TestRefresh refreshes it`
	_ = plain
}
