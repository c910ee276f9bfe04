package api

import (
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"testing"
)

// newClient gives each test its own client and cookie jar.
func newClient(t *testing.T) *http.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &http.Client{Jar: jar}
}

func server(t *testing.T, user string) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/login" {
			http.SetCookie(w, &http.Cookie{Name: "session", Value: user})
			return
		}
		c, err := r.Cookie("session")
		if err != nil {
			http.Error(w, "no session", http.StatusUnauthorized)
			return
		}
		_, _ = w.Write([]byte(c.Value))
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestAlice(t *testing.T) {
	t.Parallel()
	client := newClient(t)
	srv := server(t, "alice")
	if _, err := client.Get(srv.URL + "/login"); err != nil {
		t.Fatal(err)
	}
	if got, err := Whoami(client, srv.URL); err != nil || got != "alice" {
		t.Fatalf("Whoami = %q, %v", got, err)
	}
}

func TestBob(t *testing.T) {
	t.Parallel()
	client := newClient(t)
	srv := server(t, "bob")
	if _, err := client.Get(srv.URL + "/login"); err != nil {
		t.Fatal(err)
	}
	if got, err := Whoami(client, srv.URL); err != nil || got != "bob" {
		t.Fatalf("Whoami = %q, %v", got, err)
	}
}
