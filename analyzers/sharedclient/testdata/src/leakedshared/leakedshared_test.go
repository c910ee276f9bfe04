package leakedshared

import (
	"net/http"
	"testing"
	"time"
)

// A package-level client changed by a sequential test for good: the tests that use it later
// get the timeout, though none of them runs in parallel.
var api = &http.Client{Transport: &http.Transport{}}

func TestConfigures(t *testing.T) {
	api.Timeout = time.Millisecond // want `shared client "api" is mutated here \(Timeout\) by sequential test TestConfigures and not restored, so other tests that use it inherit the change \(TestUses and TestUsesThroughHelper\); restore it with t\.Cleanup, or give each test its own client`
}

func TestUses(t *testing.T) {
	api.Get("http://example.com")
}

func ping(c *http.Client) { c.Get("http://example.com") }

func TestUsesThroughHelper(t *testing.T) {
	ping(api)
}

// Put back when the test ends.
var restored = &http.Client{Transport: &http.Transport{}}

func TestRestores(t *testing.T) {
	old := restored.Timeout
	t.Cleanup(func() { restored.Timeout = old })
	restored.Timeout = time.Millisecond
}

func TestUsesRestored(t *testing.T) {
	restored.Get("http://example.com")
}

// Every test builds the client again first (a setup helper): none inherits another's change.
var fresh *http.Client

func setup() { fresh = &http.Client{Transport: &http.Transport{}} }

func TestFreshConfigures(t *testing.T) {
	setup()
	fresh.Timeout = time.Second
}

func TestFreshUses(t *testing.T) {
	setup()
	fresh.Get("http://example.com")
}

// The only user is the test that changed it.
var mine = &http.Client{Transport: &http.Transport{}}

func TestMine(t *testing.T) {
	mine.Timeout = time.Second
	mine.Get("http://example.com")
}

// Built again like its declaration: the later tests get a client like the first one.
var rebuilt = &http.Client{Timeout: 2 * time.Second}

func TestRebuilds(t *testing.T) {
	rebuilt = &http.Client{Timeout: 2 * time.Second}
	rebuilt.Get("http://example.com")
}

func TestUsesRebuilt(t *testing.T) {
	rebuilt.Get("http://example.com")
}

// Set back to the value it is declared with at the end of the test's body, where every
// passing run gets (a return right after t.Error is no way out for a passing run): no
// later test sees the change.
var defaultClient = http.DefaultClient

func TestPutsBack(t *testing.T) {
	custom := &http.Client{Timeout: time.Millisecond}
	defaultClient = custom
	if _, err := defaultClient.Get("http://example.com"); err == nil {
		t.Error("no timeout")
		return
	}
	defaultClient = http.DefaultClient
}

func TestUsesPutBack(t *testing.T) {
	defaultClient.Get("http://example.com")
}

// Not put back on every passing path: in a branch, after a return a passing run can take,
// or in a closure whose position orders nothing.
var branchClient = http.DefaultClient

func TestPutsBackInBranch(t *testing.T) {
	branchClient = &http.Client{Timeout: time.Millisecond} // want `shared client "branchClient" is mutated here \(reassigned\) by sequential test TestPutsBackInBranch and not restored`
	if testing.Short() {
		branchClient = http.DefaultClient
	}
}

func TestUsesBranchClient(t *testing.T) {
	branchClient.Get("http://example.com")
}

var earlyClient = http.DefaultClient

func TestReturnsEarly(t *testing.T) {
	earlyClient = &http.Client{Timeout: time.Millisecond} // want `shared client "earlyClient" is mutated here \(reassigned\) by sequential test TestReturnsEarly and not restored`
	if testing.Short() {
		return
	}
	earlyClient = http.DefaultClient
}

func TestUsesEarlyClient(t *testing.T) {
	earlyClient.Get("http://example.com")
}
