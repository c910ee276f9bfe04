package leaked

import (
	"net/http"
	"testing"
	"time"

	"leakedlib"
)

// A sequential test that changes http.DefaultClient and never puts it back: the other tests
// that send through it, directly, through a helper or through a library, get the timeout.
func TestSetsTimeout(t *testing.T) {
	http.DefaultClient.Timeout = time.Millisecond // want `test TestSetsTimeout mutates http.DefaultClient\.Timeout and does not restore it, so other tests that use it inherit the change \(TestSetsRedirectHook, TestGetsDirectly, TestGetsThroughHelper and 1 more\); restore it with t\.Cleanup, or give the test its own client instead`
}

// An alias of http.DefaultClient is http.DefaultClient: the hook stays for the tests that
// send through it (TestSetsTimeout only writes it).
func TestSetsRedirectHook(t *testing.T) {
	hc := http.DefaultClient
	hc.CheckRedirect = func(*http.Request, []*http.Request) error { // want `test TestSetsRedirectHook mutates http.DefaultClient\.CheckRedirect and does not restore it, so other tests that use it inherit the change \(TestSetsItsOwn, TestGetsDirectly, TestGetsThroughHelper and 1 more\)`
		t.Log("redirect")
		return nil
	}
	hc.Get("http://example.com")
}

// Restored when the test ends: nothing leaks.
func TestRestoresWithDefer(t *testing.T) {
	old := http.DefaultClient.Timeout
	defer func() { http.DefaultClient.Timeout = old }()
	http.DefaultClient.Timeout = time.Second
}

func TestRestoresWithCleanup(t *testing.T) {
	old := http.DefaultClient.CheckRedirect
	t.Cleanup(func() { http.DefaultClient.CheckRedirect = old })
	http.DefaultClient.CheckRedirect = func(*http.Request, []*http.Request) error { return nil }
}

// Sets the timeout itself before it sends (and puts it back): it sees its own value, so it
// does not inherit TestSetsTimeout's change, but it does see TestSetsRedirectHook's, which
// runs before it.
func TestSetsItsOwn(t *testing.T) {
	old := http.DefaultClient.Timeout
	t.Cleanup(func() { http.DefaultClient.Timeout = old })
	http.DefaultClient.Timeout = time.Minute
	http.DefaultClient.Get("http://example.com")
}

// Its own client: not a user of the defaults.
func TestOwnClient(t *testing.T) {
	c := &http.Client{Transport: &http.Transport{}}
	c.Get("http://example.com")
}

// Benchmarks run only with -bench, after the tests: they are not counted.
func BenchmarkGet(b *testing.B) {
	http.Get("http://example.com")
}

func TestGetsDirectly(t *testing.T) {
	http.Get("http://example.com")
}

func get(url string) { http.Get(url) }

func TestGetsThroughHelper(t *testing.T) {
	get("http://example.com")
}

func TestGetsThroughLibrary(t *testing.T) {
	leakedlib.New().Ping("http://example.com")
}
