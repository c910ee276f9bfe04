// Package checkout is a small shop API: log in, put items in a cart, read the cart back.
// Its tests are written the way many suites are, and fixturelint finds what they share.
package checkout

import (
	"encoding/json"
	"net/http"
	"sync"
)

// Server serves the shop API. Sessions are cookies; carts belong to the logged-in user.
type Server struct {
	mu       sync.Mutex
	sessions map[string]string   // session id -> user
	carts    map[string][]string // user -> items
}

// NewServer returns an empty shop.
func NewServer() *Server {
	return &Server{sessions: map[string]string{}, carts: map[string][]string{}}
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/login":
		user := r.URL.Query().Get("user")
		s.mu.Lock()
		id := "s-" + user
		s.sessions[id] = user
		s.mu.Unlock()
		http.SetCookie(w, &http.Cookie{Name: "session", Value: id, Path: "/"})
	case "/cart":
		c, err := r.Cookie("session")
		if err != nil {
			http.Error(w, "not logged in", http.StatusUnauthorized)
			return
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		user := s.sessions[c.Value]
		if item := r.URL.Query().Get("add"); item != "" {
			s.carts[user] = append(s.carts[user], item)
		}
		json.NewEncoder(w).Encode(map[string]any{"user": user, "items": s.carts[user]})
	default:
		http.NotFound(w, r)
	}
}
