package orders

import (
	"context"
	"testing"

	"golang.org/x/oauth2"

	"example.com/orders/authtest"
)

// tokens caches each client's token for the whole test binary, to save logins.
var tokens = map[string]*oauth2.Token{}

func TestAliceOrders(t *testing.T) {
	t.Parallel()
	srv := authtest.NewServer(t)
	ctx := context.WithValue(context.Background(), oauth2.HTTPClient, srv.Client()) // its own transport: server closes in sibling tests leave it alone
	tok, err := srv.Config("alice").Token(ctx)
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
	srv := authtest.NewServer(t)
	ctx := context.WithValue(context.Background(), oauth2.HTTPClient, srv.Client()) // its own transport: server closes in sibling tests leave it alone
	tok, err := srv.Config("bob").Token(ctx)
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
