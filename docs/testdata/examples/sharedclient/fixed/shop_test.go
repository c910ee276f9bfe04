package sharedclient

import (
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"testing"
)

var srv *httptest.Server

func TestMain(m *testing.M) {
	srv = httptest.NewServer(NewShop())
	code := m.Run()
	srv.Close()
	os.Exit(code)
}

// One client for the whole suite: its jar keeps the cookie of whoever logged in last.
var session = func() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Transport: &http.Transport{}}
}()

// newSession returns a new client for the test, built like the shared session.
func newSession(t testing.TB) *http.Client {
	t.Helper()
	c := func() *http.Client {
		jar, _ := cookiejar.New(nil)
		return &http.Client{Jar: jar, Transport: &http.Transport{}}
	}()
	return c
}

func TestCheckout(t *testing.T) {
	t.Parallel()
	session := newSession(t)
	if _, err := Fetch(session, srv.URL, "/login?user=alice"); err != nil {
		t.Fatal(err)
	}
	body, err := Fetch(session, srv.URL, "/checkout")
	if err != nil || body != "alice /checkout" {
		t.Errorf("checkout: %q, %v", body, err)
	}
}

func TestCart(t *testing.T) {
	t.Parallel()
	session := newSession(t)
	if _, err := Fetch(session, srv.URL, "/login?user=bob"); err != nil {
		t.Fatal(err)
	}
	body, err := Fetch(session, srv.URL, "/cart")
	if err != nil || body != "bob /cart" {
		t.Errorf("cart: %q, %v", body, err)
	}
}
