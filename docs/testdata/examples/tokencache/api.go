// Package tokencache is the example of docs/checks/tokencache.md: tests that cache their
// users' tokens in a package-level map.
package tokencache

import (
	"net/http"
	"strconv"
	"sync/atomic"
	"testing"
)

// apiURL is where the API under test listens.
var apiURL = "http://localhost:8080"

var issued atomic.Int64

// fetchToken logs user in and returns a new token; the auth server revokes the user's
// previous one.
func fetchToken(user string) string {
	return user + "-" + strconv.FormatInt(issued.Add(1), 10)
}

// get sends GET path with token and fails t unless the API answers 200 OK.
func get(t testing.TB, path, token string) {
	t.Helper()
	req, err := http.NewRequest("GET", apiURL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("GET %s: %s", path, resp.Status)
	}
}
