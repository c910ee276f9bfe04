package orders

import (
	"context"
	"testing"

	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
)

// tokens caches each client's token for the whole test binary, to save logins.
var tokens = map[string]*oauth2.Token{}

func TestAliceOrders(t *testing.T) {
	t.Parallel()
	srv := newAuthServer(t)
	ctx := context.Background()
	conf := clientcredentials.Config{ClientID: "alice", ClientSecret: "s", TokenURL: srv.URL + "/token"}
	tok, err := conf.Token(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tokens["alice"] = tok
	got, err := List(ctx, oauth2.NewClient(ctx, oauth2.StaticTokenSource(tokens["alice"])), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	if got != "orders of alice" {
		t.Errorf("got %q", got)
	}
}

func TestBobOrders(t *testing.T) {
	t.Parallel()
	srv := newAuthServer(t)
	ctx := context.Background()
	conf := clientcredentials.Config{ClientID: "bob", ClientSecret: "s", TokenURL: srv.URL + "/token"}
	tok, err := conf.Token(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tokens["bob"] = tok
	got, err := List(ctx, oauth2.NewClient(ctx, oauth2.StaticTokenSource(tokens["bob"])), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	if got != "orders of bob" {
		t.Errorf("got %q", got)
	}
}
