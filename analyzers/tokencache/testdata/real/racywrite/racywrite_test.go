package racywrite

import (
	"net/http"
	"sync"
	"testing"
)

// tokens is filled lazily by login, which the parallel tests call: a data race.
var tokens = map[string]string{}

func login(user string) string {
	if tok, ok := tokens[user]; ok {
		return tok
	}
	tok := fetchToken(user)
	tokens[user] = tok // want `data race: parallel test TestOrders writes token cache tokens without holding a mutex while parallel test TestRefunds uses it`
	return tok
}

func TestOrders(t *testing.T) {
	t.Parallel()
	_ = login("alice") // want `parallel test TestOrders reads token cache tokens while parallel test TestRefunds refreshes it \(in .*login\): a retry can carry a token`
}

func TestRefunds(t *testing.T) {
	t.Parallel()
	_ = login("alice") // want `parallel test TestRefunds reads token cache tokens while parallel test TestOrders refreshes it`
}

// Element type says credentials; the writes are direct, in parallel subtests started in a loop.
var jar = map[string]*http.Cookie{}

func TestCookies(t *testing.T) {
	for _, name := range []string{"a", "b"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			jar[name] = &http.Cookie{Name: name} // want `data race: parallel test TestCookies/\* writes token cache jar without holding a mutex while another run of TestCookies/\* uses it`
			_ = jar[name]                        // want `parallel test TestCookies/\* reads token cache jar while another run of TestCookies/\* refreshes it`
		})
	}
}

// Writes under a mutex are not a data race, but still a refresh: an expired session is
// replaced. (A fill of missing keys only is not a refresh: see package negatives.)
var (
	mu       sync.Mutex
	sessions = map[string]string{}
)

func expired(s string) bool { return s == "" }

func session(user string) string {
	mu.Lock()
	defer mu.Unlock()
	s, ok := sessions[user]
	if !ok || expired(s) {
		s = fetchToken(user)
		sessions[user] = s
	}
	return s
}

func TestLockedA(t *testing.T) {
	t.Parallel()
	_ = session("a") // want `parallel test TestLockedA reads token cache sessions while parallel test TestLockedB refreshes it`
}

func TestLockedB(t *testing.T) {
	t.Parallel()
	_ = session("a") // want `parallel test TestLockedB reads token cache sessions while parallel test TestLockedA refreshes it`
}

// sync.Map is safe for concurrent use: no data race, but a refresh.
var authCache sync.Map

func TestSyncMapA(t *testing.T) {
	t.Parallel()
	authCache.Store("a", fetchToken("a"))
	_, _ = authCache.Load("a") // want `parallel test TestSyncMapA reads token cache authCache while parallel test TestSyncMapB refreshes it`
}

func TestSyncMapB(t *testing.T) {
	t.Parallel()
	authCache.Store("a", fetchToken("a")) // not a read
}

// Not a token cache: neither the name nor the element type says credentials.
var counts = map[string]int{}

func TestCountsA(t *testing.T) {
	t.Parallel()
	counts["a"]++
}

func TestCountsB(t *testing.T) {
	t.Parallel()
	counts["b"]++
}

// Written before t.Parallel(): the parallel tests are paused then.
var loginCookies = map[string]*http.Cookie{}

func TestBeforeParallelA(t *testing.T) {
	loginCookies["a"] = &http.Cookie{Name: "a"}
	t.Parallel()
	_ = loginCookies["a"]
}

func TestBeforeParallelB(t *testing.T) {
	loginCookies["b"] = &http.Cookie{Name: "b"}
	t.Parallel()
	_ = loginCookies["b"]
}

// Used by one parallel test only: nothing runs concurrently with it on this cache.
var jwtCache = map[string]string{}

func TestSolo(t *testing.T) {
	t.Parallel()
	jwtCache["solo"] = fetchToken("solo")
	_ = jwtCache["solo"]
}
