package billing

import (
	"context"
	"testing"

	"golang.org/x/oauth2"

	"example.com/orders"
	"example.com/orders/authtest"
)

func TestInvoices(t *testing.T) {
	t.Parallel()
	srv := authtest.NewServer(t)
	ctx := context.WithValue(context.Background(), oauth2.HTTPClient, srv.Client()) // its own transport: server closes in sibling tests leave it alone
	tok, err := authtest.NewTokens(t).Token(ctx, srv.Config("carol"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := orders.List(ctx, oauth2.NewClient(ctx, oauth2.StaticTokenSource(tok)), srv.URL); err != nil {
		t.Fatal(err)
	}
}

func TestRefunds(t *testing.T) {
	t.Parallel()
	srv := authtest.NewServer(t)
	ctx := context.WithValue(context.Background(), oauth2.HTTPClient, srv.Client()) // its own transport: server closes in sibling tests leave it alone
	tok, err := authtest.NewTokens(t).Token(ctx, srv.Config("carol"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := orders.List(ctx, oauth2.NewClient(ctx, oauth2.StaticTokenSource(tok)), srv.URL); err != nil {
		t.Fatal(err)
	}
}
