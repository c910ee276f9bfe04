package sessions_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/hashicorp/go-retryablehttp"

	"example.com/flaky/sessions"
)

var users = map[string]string{
	"alice": "wonderland",
	"bob":   "builder",
	"carol": "singer",
	"dave":  "diver",
	"erin":  "brockovich",
	"frank": "sinatra",
}

var (
	// baseURL is the address of the service, started once for the test binary.
	baseURL string
)

// newAPIClient returns the client a test talks to the service with: it retries transient
// failures and keeps the session cookie between requests, like the web app does. Each test
// gets its own, so that its cookie jar holds its own session only.
func newAPIClient(t *testing.T) *retryablehttp.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		panic(err)
	}
	c := retryablehttp.NewClient()
	c.HTTPClient.Jar = jar
	c.HTTPClient.Timeout = 5 * time.Second
	c.RetryMax = 3
	c.RetryWaitMin = 10 * time.Millisecond
	c.RetryWaitMax = 200 * time.Millisecond
	c.Logger = nil
	t.Cleanup(c.HTTPClient.CloseIdleConnections)
	return c
}

func TestMain(m *testing.M) {
	srv := httptest.NewServer(sessions.NewServer(users).Handler())
	baseURL = srv.URL
	code := m.Run()
	srv.Close()
	os.Exit(code)
}

// login logs user in; the session cookie lands in the client's jar.
func login(t *testing.T, api *retryablehttp.Client, user string) {
	t.Helper()
	resp, err := api.PostForm(baseURL+"/login", url.Values{"user": {user}, "password": {users[user]}})
	if err != nil {
		t.Fatalf("login %s: %v", user, err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNoContent {
		t.Fatalf("login %s: %s", user, resp.Status)
	}
}

// refreshSession rotates the session ID. When the session is gone (it expired, or the
// service restarted), it logs in again and retries.
func refreshSession(t *testing.T, api *retryablehttp.Client, user string) {
	t.Helper()
	for attempt := 1; ; attempt++ {
		resp, err := api.Post(baseURL+"/session/refresh", "", nil)
		if err != nil {
			t.Fatalf("refresh: %v", err)
		}
		resp.Body.Close()
		switch {
		case resp.StatusCode == http.StatusNoContent:
			return
		case resp.StatusCode == http.StatusUnauthorized && attempt < 3:
			login(t, api, user)
		default:
			t.Fatalf("refresh: %s after %d attempts", resp.Status, attempt)
		}
	}
}

// getJSON fetches path and decodes the JSON response into v.
func getJSON(t *testing.T, api *retryablehttp.Client, path string, v any) {
	t.Helper()
	resp, err := api.Get(baseURL + path)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s", path, resp.Status)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
}

func whoami(t *testing.T, api *retryablehttp.Client) string {
	t.Helper()
	var me struct{ User string }
	getJSON(t, api, "/me", &me)
	return me.User
}

func addToCart(t *testing.T, api *retryablehttp.Client, sku string) {
	t.Helper()
	resp, err := api.PostForm(baseURL+"/cart", url.Values{"sku": {sku}})
	if err != nil {
		t.Fatalf("add %s to cart: %v", sku, err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("add %s to cart: %s", sku, resp.Status)
	}
}

func cart(t *testing.T, api *retryablehttp.Client) []string {
	t.Helper()
	var c struct{ Items []string }
	getJSON(t, api, "/cart", &c)
	return c.Items
}

func fmtCart(items []string) string { return fmt.Sprintf("%q", items) }
