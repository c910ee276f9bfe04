package identity_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"

	"golang.org/x/oauth2"

	"example.com/flaky/identity"
)

var passwords = map[string]string{
	"alice": "wonderland",
	"bob":   "builder",
	"carol": "singer",
}

var orders = map[string][]string{
	"alice": {"A-1001", "A-1002"},
	"bob":   {"B-2001"},
	"carol": {},
}

var (
	apiURL      string
	oauthConfig *oauth2.Config
)

func TestMain(m *testing.M) {
	idp := identity.NewServer(passwords)
	idpSrv := httptest.NewServer(idp.Handler())
	apiSrv := httptest.NewServer(identity.API(idp, orders))
	apiURL = apiSrv.URL
	oauthConfig = &oauth2.Config{
		ClientID:     "test-suite",
		ClientSecret: "test-suite-secret",
		Endpoint:     oauth2.Endpoint{TokenURL: idpSrv.URL + "/oauth/token"},
	}
	code := m.Run()
	apiSrv.Close()
	idpSrv.Close()
	os.Exit(code)
}

// tokenCache holds one test's tokens, one per user. Each test has its own, so that no other
// test can refresh (and so revoke) a token it is using.
type tokenCache map[string]*oauth2.Token

// tokenFor returns user's access token, logging in the first time.
func tokenFor(t *testing.T, tokens tokenCache, user string) *oauth2.Token {
	t.Helper()
	if tok, ok := tokens[user]; ok && tok.Valid() {
		return tok
	}
	tok, err := oauthConfig.PasswordCredentialsToken(context.Background(), user, passwords[user])
	if err != nil {
		t.Fatalf("log in as %s: %v", user, err)
	}
	tokens[user] = tok
	return tok
}

// get calls the API as user and decodes the JSON response into v.
func get(t *testing.T, tokens tokenCache, user, path string, v any) {
	t.Helper()
	client := oauthConfig.Client(context.Background(), tokenFor(t, tokens, user))
	resp, err := client.Get(apiURL + path)
	if err != nil {
		t.Fatalf("GET %s as %s: %v", path, user, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s as %s: %s", path, user, resp.Status)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatalf("GET %s as %s: %v", path, user, err)
	}
}

// status returns the status of GET path with the given access token.
func status(t *testing.T, path string, tok *oauth2.Token) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, apiURL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	tok.SetAuthHeader(req)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	resp.Body.Close()
	return resp.StatusCode
}
