package ctxclient

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"golang.org/x/oauth2"
)

func newServer(t *testing.T) *httptest.Server {
	// A 204 has no body: the connection is idle before the client has the answer.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(srv.Close)
	return srv
}

var token = oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "t"})

// An oauth2 client built on an empty context sends through http.DefaultTransport.
func TestBackgroundContext(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	client := oauth2.NewClient(context.Background(), token)
	client.Get(srv.URL) // want `client.Get in parallel test TestBackgroundContext uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; the client it sends through is a library's over http.DefaultTransport`
}

func TestBackgroundLocal(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	ctx := context.Background()
	client := oauth2.NewClient(ctx, token)
	client.Get(srv.URL) // want `in parallel test TestBackgroundLocal uses http.DefaultTransport`
}

// A context that carries the server's client gives the oauth2 client that client's
// transport.
func TestContextClient(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	ctx := context.WithValue(context.Background(), oauth2.HTTPClient, srv.Client())
	oauth2.NewClient(ctx, token).Get(srv.URL)
}

func TestContextReassigned(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	ctx := context.Background()
	ctx = context.WithValue(ctx, oauth2.HTTPClient, srv.Client())
	oauth2.NewClient(ctx, token).Get(srv.URL)
}

func TestContextParameter(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	get(context.WithValue(context.Background(), oauth2.HTTPClient, srv.Client()), srv.URL)
}

func get(ctx context.Context, url string) {
	oauth2.NewClient(ctx, token).Get(url)
}
