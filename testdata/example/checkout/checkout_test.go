package checkout

import (
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"testing"
)

var (
	baseURL string
	// One client for the whole suite: it keeps the session cookie of whoever logged in last.
	api = newClient()
	// Tokens handed out by login, cached so that each test logs in once.
	tokens = map[string]string{}
)

func newClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}

func TestMain(m *testing.M) {
	srv := httptest.NewServer(NewServer())
	baseURL = srv.URL
	code := m.Run()
	srv.Close()
	os.Exit(code)
}

func login(t *testing.T, user string) {
	t.Helper()
	resp, err := api.Get(baseURL + "/login?user=" + user)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	tokens[user] = resp.Cookies()[0].Value
}

func cart(t *testing.T, add string) (user string, items []string) {
	t.Helper()
	resp, err := api.Get(baseURL + "/cart?add=" + add)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body struct {
		User  string
		Items []string
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		t.Fatal(err)
	}
	return body.User, body.Items
}

func TestAliceCart(t *testing.T) {
	t.Parallel()
	login(t, "alice")
	if user, _ := cart(t, "book"); user != "alice" {
		t.Errorf("cart belongs to %q, want alice", user)
	}
}

func TestBobCart(t *testing.T) {
	t.Parallel()
	login(t, "bob")
	if user, _ := cart(t, "lamp"); user != "bob" {
		t.Errorf("cart belongs to %q, want bob", user)
	}
}

func TestUsers(t *testing.T) {
	srv := httptest.NewServer(NewServer())
	defer srv.Close()
	for _, user := range []string{"carol", "dave"} {
		t.Run(user, func(t *testing.T) {
			t.Parallel()
			resp, err := http.Get(srv.URL + "/login?user=" + user)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
		})
	}
}
