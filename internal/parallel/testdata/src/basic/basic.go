package basic

import (
	"net/http"
	"net/http/cookiejar"
	"sync"
	"testing"
)

var client = &http.Client{}

var tokens = map[string]string{}

var mu sync.Mutex

var (
	once   sync.Once
	shared *http.Client
)

// Shared is the sync.Once getter idiom: callers get the package-level client.
func Shared() *http.Client {
	once.Do(func() { shared = &http.Client{} })
	return shared
}

// setJar mutates the client it is given.
func setJar(c *http.Client) {
	jar, _ := cookiejar.New(nil)
	c.Jar = jar
}

func storeToken(user, tok string) {
	mu.Lock()
	defer mu.Unlock()
	tokens[user] = tok
}

// parallel is a helper that makes the calling test parallel.
func parallel(t *testing.T) {
	t.Helper()
	t.Parallel()
}

// TestNotATest is in a non-test file: go test never runs it.
func TestNotATest(t *testing.T) {
	t.Parallel()
	client.Timeout = 1
}

// setTimeoutCopy changes its own copy of the client it is given.
func setTimeoutCopy(c http.Client) {
	c.Timeout = 1
}

var rw sync.RWMutex

// storeUnlocked writes after releasing the lock, and under a read lock: neither is locked.
func storeUnlocked(user string) {
	mu.Lock()
	_ = tokens[user]
	mu.Unlock()
	tokens[user] = "late"
	rw.RLock()
	tokens[user] = "read-locked"
	rw.RUnlock()
}

// ClientFor returns the shared client only when given no transport: its result is a new
// client on the other path, so callers do not hold an alias of client.
func ClientFor(rt http.RoundTripper) *http.Client {
	if rt == nil {
		return client
	}
	return &http.Client{Transport: rt}
}

// tuneNamed looks a client up with the two-value form of a map index, in a non-test file:
// the local is no alias there (a library's lookup; its summary keeps no write through it).
func tuneNamed(name string) {
	if c, ok := byNameLib[name]; ok {
		c.Timeout = 1
	}
}

var byNameLib = map[string]*http.Client{"a": {}}
