// Package identity is a small OAuth 2.0 identity server (password and refresh_token grants)
// and an API that accepts its bearer tokens.
//
// Refresh tokens rotate: a refresh revokes the access token and the refresh token it
// replaces, so a leaked or stale token stops working as soon as its owner refreshes.
package identity

import (
	"crypto/rand"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
)

// Server issues and verifies tokens.
type Server struct {
	mu      sync.Mutex
	users   map[string]string // user -> password
	access  map[string]string // live access token -> user
	refresh map[string]grant  // live refresh token -> grant
}

type grant struct{ user, access string }

// NewServer returns an identity server for the given users (name -> password).
func NewServer(users map[string]string) *Server {
	return &Server{users: users, access: map[string]string{}, refresh: map[string]grant{}}
}

// Handler serves POST /oauth/token.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /oauth/token", s.token)
	return mux
}

func (s *Server) token(w http.ResponseWriter, r *http.Request) {
	var user string
	switch r.FormValue("grant_type") {
	case "password":
		user = r.FormValue("username")
		s.mu.Lock()
		want, ok := s.users[user]
		s.mu.Unlock()
		if !ok || want != r.FormValue("password") {
			oauthError(w, "invalid_grant")
			return
		}
	case "refresh_token":
		s.mu.Lock()
		g, ok := s.refresh[r.FormValue("refresh_token")]
		if ok { // rotate: the old pair stops working now
			delete(s.refresh, r.FormValue("refresh_token"))
			delete(s.access, g.access)
		}
		s.mu.Unlock()
		if !ok {
			oauthError(w, "invalid_grant")
			return
		}
		user = g.user
	default:
		oauthError(w, "unsupported_grant_type")
		return
	}
	access, refresh := "at-"+rand.Text(), "rt-"+rand.Text()
	s.mu.Lock()
	s.access[access] = user
	s.refresh[refresh] = grant{user: user, access: access}
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"access_token":  access,
		"token_type":    "Bearer",
		"refresh_token": refresh,
		"expires_in":    3600,
	})
}

func oauthError(w http.ResponseWriter, code string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadRequest)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": code})
}

// User returns the user a live access token belongs to.
func (s *Server) User(accessToken string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	user, ok := s.access[accessToken]
	return user, ok
}

// API serves the resources of the user a bearer token belongs to:
//
//	GET /v1/profile  {"user": ...}
//	GET /v1/orders   {"orders": [...]}
func API(s *Server, orders map[string][]string) http.Handler {
	mux := http.NewServeMux()
	auth := func(h func(http.ResponseWriter, *http.Request, string)) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
			user, live := s.User(token)
			if !ok || !live {
				w.Header().Set("WWW-Authenticate", `Bearer error="invalid_token"`)
				http.Error(w, "invalid or revoked token", http.StatusUnauthorized)
				return
			}
			h(w, r, user)
		}
	}
	mux.HandleFunc("GET /v1/profile", auth(func(w http.ResponseWriter, r *http.Request, user string) {
		writeJSON(w, map[string]string{"user": user})
	}))
	mux.HandleFunc("GET /v1/orders", auth(func(w http.ResponseWriter, r *http.Request, user string) {
		writeJSON(w, map[string][]string{"orders": append([]string{}, orders[user]...)})
	}))
	return mux
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
