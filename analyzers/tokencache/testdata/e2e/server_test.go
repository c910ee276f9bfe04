package orders

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// authServer is an OAuth2 token endpoint and an API that accepts the tokens it issued to
// each client, on the loopback interface.
type authServer struct {
	*httptest.Server
	mu     sync.Mutex
	issued map[string]string // access token -> client ID
}

func newAuthServer(t *testing.T) *authServer {
	t.Helper()
	s := &authServer{issued: make(map[string]string)}
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
