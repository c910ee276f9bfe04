package guard

import (
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
)

// tokenCache is a credential cache that tests share: each request takes the current token.
type tokenCache struct {
	mu    sync.Mutex
	token string
}

func (c *tokenCache) get() string { c.mu.Lock(); defer c.mu.Unlock(); return c.token }
func (c *tokenCache) set(v string) {
	c.mu.Lock()
	c.token = v
	c.mu.Unlock()
}

// bearer sends GET /me?n with the given token through rt: a new request each time, not a
// retry.
func bearer(t *testing.T, rt http.RoundTripper, url, token string) {
	t.Helper()
	api := &http.Client{Transport: authWrapper{rt, func() string { return token }}}
	send(t, api, "GET", fmt.Sprintf("%s/me?%d", url, requestSeq.Add(1)), "")
}

var requestSeq atomic.Int64

// alice and bob send the token of one cache; bob refreshes it (a new token replaces, and on a
// real identity server revokes, the one alice sends).
func TestCredentialRotatedByAnotherTest(t *testing.T) {
	errs := captureErrors(t)
	srv := newService(t)
	shared := Transport(&http.Transport{})
	cache := &tokenCache{token: "t0"}
	s := newSteps(4)
	t.Run("group", func(t *testing.T) {
		t.Run("alice", func(t *testing.T) {
			t.Parallel()
			Track(t)
			s.do(0, func() { bearer(t, shared, srv.URL, cache.get()) })
			s.do(3, func() { bearer(t, shared, srv.URL, cache.get()) })
		})
		t.Run("bob", func(t *testing.T) {
			t.Parallel()
			Track(t)
			s.do(1, func() { bearer(t, shared, srv.URL, cache.get()) })
			s.do(2, func() {
				cache.set("t1") // refresh
				bearer(t, shared, srv.URL, cache.get())
			})
		})
	})
	f := wantOne(t, findingsOf(transportInstance(shared)), "credential", "TestCredentialRotatedByAnotherTest/group/alice", "TestCredentialRotatedByAnotherTest/group/bob", "Authorization header")
	if f.Count < 2 {
		t.Errorf("count = %d, want both of alice's requests", f.Count)
	}
	if len(errs()["TestCredentialRotatedByAnotherTest/group/bob"]) != 0 || len(errs()["TestCredentialRotatedByAnotherTest/group/alice"]) != 1 {
		t.Errorf("failed tests: %q, want alice once", errs())
	}
}

func TestCredentialNotReported(t *testing.T) {
	errs := captureErrors(t)
	srv := newService(t)

	t.Run("own tokens, one refreshed", func(t *testing.T) {
		shared := Transport(&http.Transport{})
		s := newSteps(3)
		t.Run("alice", func(t *testing.T) {
			t.Parallel()
			Track(t)
			s.do(0, func() { bearer(t, shared, srv.URL, "alice-0") })
		})
		t.Run("bob", func(t *testing.T) {
			t.Parallel()
			Track(t)
			s.do(1, func() { bearer(t, shared, srv.URL, "bob-0") })
			s.do(2, func() { bearer(t, shared, srv.URL, "bob-1") })
		})
		t.Cleanup(func() { wantNone(t, findingsOf(transportInstance(shared))) })
	})

	t.Run("one static token", func(t *testing.T) {
		shared := Transport(&http.Transport{})
		s := newSteps(4)
		for i, user := range []string{"alice", "bob"} {
			t.Run(user, func(t *testing.T) {
				t.Parallel()
				Track(t)
				s.do(i, func() { bearer(t, shared, srv.URL, "static") })
				s.do(i+2, func() { bearer(t, shared, srv.URL, "static") })
			})
		}
		t.Cleanup(func() { wantNone(t, findingsOf(transportInstance(shared))) })
	})

	t.Run("sequential reuse, then a refresh", func(t *testing.T) {
		shared := Transport(&http.Transport{})
		cache := &tokenCache{token: "t0"}
		t.Run("alice", func(t *testing.T) {
			Track(t)
			bearer(t, shared, srv.URL, cache.get())
		})
		t.Run("bob", func(t *testing.T) {
			Track(t)
			bearer(t, shared, srv.URL, cache.get())
			cache.set("t1")
			bearer(t, shared, srv.URL, cache.get())
		})
		wantNone(t, findingsOf(transportInstance(shared)))
	})

	for name, msgs := range errs() {
		t.Errorf("%s failed: %q", name, msgs)
	}
}
