// Package authtest is the test fixture of the module: an OAuth2 token endpoint with an API
// behind it, and a per-binary cache of the tokens it issues.
package authtest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
)

// Server is an OAuth2 token endpoint and an API that accepts the tokens it issued, on the
// loopback interface.
type Server struct {
	*httptest.Server
	mu     sync.Mutex
	issued map[string]string // access token -> client ID
}

// NewServer starts a Server for the test.
func NewServer(t testing.TB) *Server {
	t.Helper()
	s := &Server{issued: make(map[string]string)}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /token", func(w http.ResponseWriter, r *http.Request) {
		id, _, ok := r.BasicAuth()
		if !ok {
			id = r.PostFormValue("client_id")
		}
		s.mu.Lock()
		tok := "tok-" + id + "-" + strings.Repeat("x", len(s.issued)+1)
		s.issued[tok] = id
		s.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"access_token": tok, "token_type": "Bearer", "expires_in": 3600})
	})
	mux.HandleFunc("GET /orders", func(w http.ResponseWriter, r *http.Request) {
		tok := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		s.mu.Lock()
		id, ok := s.issued[tok]
		s.mu.Unlock()
		if !ok {
			http.Error(w, "unknown token", http.StatusUnauthorized)
			return
		}
		w.Write([]byte("orders of " + id))
	})
	s.Server = httptest.NewServer(mux)
	t.Cleanup(s.Close)
	return s
}

// Config returns the client-credentials configuration of clientID for the server.
func (s *Server) Config(clientID string) *clientcredentials.Config {
	return &clientcredentials.Config{ClientID: clientID, ClientSecret: "s", TokenURL: s.URL + "/token"}
}

// Tokens caches each client's token for the whole test binary, to save logins.
var Tokens = map[string]*oauth2.Token{}

// Token returns the client's token, logging in on first use.
func Token(ctx context.Context, conf *clientcredentials.Config) (*oauth2.Token, error) {
	if tok, ok := Tokens[conf.ClientID]; ok && tok.Valid() {
		return tok, nil
	}
	tok, err := conf.Token(ctx)
	if err != nil {
		return nil, err
	}
	Tokens[conf.ClientID] = tok
	return tok, nil
}
