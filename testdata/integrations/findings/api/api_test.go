package api

import (
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"testing"
)

// client keeps the session cookie of whichever test logged in last.
var client = &http.Client{Jar: newJar()}

func newJar() http.CookieJar {
	jar, err := cookiejar.New(nil)
	if err != nil {
		panic(err)
	}
	return jar
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
	srv := server(t, "bob")
	if _, err := client.Get(srv.URL + "/login"); err != nil {
		t.Fatal(err)
	}
	if got, err := Whoami(client, srv.URL); err != nil || got != "bob" {
		t.Fatalf("Whoami = %q, %v", got, err)
	}
}
