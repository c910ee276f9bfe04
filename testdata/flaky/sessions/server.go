// Package sessions is a small account service with cookie sessions: log in with a user name
// and password, ask who you are, keep a cart, and rotate the session ID.
package sessions

import (
	"crypto/rand"
	"encoding/json"
	"net/http"
	"sync"
)

// CookieName is the name of the session cookie.
const CookieName = "session"

// Server keeps users, their sessions and their carts in memory.
type Server struct {
	mu       sync.Mutex
	users    map[string]string   // user -> password
	sessions map[string]string   // session ID -> user
	carts    map[string][]string // user -> SKUs
}

// NewServer returns a server that accepts the given users (name -> password).
func NewServer(users map[string]string) *Server {
	return &Server{users: users, sessions: map[string]string{}, carts: map[string][]string{}}
}

// Handler serves the API:
//
//	POST /login            form user, password; sets the session cookie
//	GET  /me               {"user": ...} for the session's user
//	POST /session/refresh  replaces the session ID; the old one stops working
//	POST /cart             form sku; adds it to the user's cart
//	GET  /cart             {"items": [...]}
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /login", s.login)
	mux.HandleFunc("GET /me", s.me)
	mux.HandleFunc("POST /session/refresh", s.refresh)
	mux.HandleFunc("POST /cart", s.addToCart)
	mux.HandleFunc("GET /cart", s.cart)
	return mux
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	user, password := r.FormValue("user"), r.FormValue("password")
	s.mu.Lock()
	want, ok := s.users[user]
	s.mu.Unlock()
	if !ok || want != password {
		http.Error(w, "invalid user or password", http.StatusUnauthorized)
		return
	}
	s.startSession(w, user)
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) refresh(w http.ResponseWriter, r *http.Request) {
	user, ok := s.endSession(r)
	if !ok {
		http.Error(w, "no session", http.StatusUnauthorized)
		return
	}
	s.startSession(w, user)
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) me(w http.ResponseWriter, r *http.Request) {
	user, ok := s.user(r)
	if !ok {
		http.Error(w, "no session", http.StatusUnauthorized)
		return
	}
	writeJSON(w, map[string]string{"user": user})
}

func (s *Server) addToCart(w http.ResponseWriter, r *http.Request) {
	user, ok := s.user(r)
	if !ok {
		http.Error(w, "no session", http.StatusUnauthorized)
		return
	}
	sku := r.FormValue("sku")
	if sku == "" {
		http.Error(w, "missing sku", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.carts[user] = append(s.carts[user], sku)
	s.mu.Unlock()
	w.WriteHeader(http.StatusCreated)
}

func (s *Server) cart(w http.ResponseWriter, r *http.Request) {
	user, ok := s.user(r)
	if !ok {
		http.Error(w, "no session", http.StatusUnauthorized)
		return
	}
	s.mu.Lock()
	items := append([]string{}, s.carts[user]...)
	s.mu.Unlock()
	writeJSON(w, map[string][]string{"items": items})
}

func (s *Server) startSession(w http.ResponseWriter, user string) {
	id := rand.Text()
	s.mu.Lock()
	s.sessions[id] = user
	s.mu.Unlock()
	http.SetCookie(w, &http.Cookie{Name: CookieName, Value: id, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode})
}

func (s *Server) endSession(r *http.Request) (string, bool) {
	c, err := r.Cookie(CookieName)
	if err != nil {
		return "", false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	user, ok := s.sessions[c.Value]
	delete(s.sessions, c.Value)
	return user, ok
}

func (s *Server) user(r *http.Request) (string, bool) {
	c, err := r.Cookie(CookieName)
	if err != nil {
		return "", false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	user, ok := s.sessions[c.Value]
	return user, ok
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
