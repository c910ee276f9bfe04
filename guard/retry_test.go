package guard

import (
	"net/http"
	"strings"
	"sync"
	"testing"
)

// alice's payment fails and her loop sends it again; in between, bob logs in through the same
// client, so her retry carries bob's session.
func TestRetryCarriesCookieAnotherTestSet(t *testing.T) {
	errs := captureErrors(t)
	srv := newService(t)
	srv.fail("/pay", 1)
	api := newClient(t)
	s := newSteps(2)
	t.Run("group", func(t *testing.T) {
		t.Run("alice", func(t *testing.T) {
			t.Parallel()
			Track(t)
			send(t, api, "POST", srv.URL+"/login?user=alice", "")
			retry(t, api, "POST", srv.URL+"/pay", "amount=10", func(int) {
				close(s.turns[1])
				<-s.turns[2]
			})
		})
		t.Run("bob", func(t *testing.T) {
			t.Parallel()
			Track(t)
			<-s.turns[1]
			send(t, api, "POST", srv.URL+"/login?user=bob", "")
			close(s.turns[2])
		})
	})
	var retries []Misroute
	for _, f := range findingsOf(instanceOf(api)) {
		if f.Kind == "retry" {
			retries = append(retries, f)
		}
	}
	f := wantOne(t, retries, "retry", "TestRetryCarriesCookieAnotherTestSet/group/alice", "TestRetryCarriesCookieAnotherTestSet/group/bob", `cookie "session"`)
	if f.Attempts != 2 || f.Request != "POST /pay" {
		t.Errorf("attempts %d of %s, want 2 of POST /pay", f.Attempts, f.Request)
	}
	want := `misrouted retry: attempt 2 of POST /pay in TestRetryCarriesCookieAnotherTestSet/group/alice carries cookie "session" that parallel test TestRetryCarriesCookieAnotherTestSet/group/bob changed after attempt 1 on shared client #N; give each test its own client`
	if msgs := errs()["TestRetryCarriesCookieAnotherTestSet/group/alice"]; !containsMsg(msgs, want) {
		t.Errorf("alice failed with %q\nwant %q", msgs, want)
	}
}

// alice retries on a jar that nothing changed in between: bob uses the same client for
// another service on another host name, whose cookies the jar keeps apart. (A cookie ignores
// ports: two services on 127.0.0.1 would share it.)
func TestRetryOnUnchangedJar(t *testing.T) {
	errs := captureErrors(t)
	srv, other := newService(t), newService(t)
	srv.fail("/pay", 2)
	api := newClient(t)
	s := newSteps(2)
	t.Run("group", func(t *testing.T) {
		t.Run("alice", func(t *testing.T) {
			t.Parallel()
			Track(t)
			send(t, api, "POST", srv.URL+"/login?user=alice", "")
			code := retry(t, api, "POST", srv.URL+"/pay", "amount=10", func(attempt int) {
				if attempt == 1 {
					close(s.turns[1])
					<-s.turns[2]
				}
			})
			if code != http.StatusOK {
				t.Errorf("pay: %d", code)
			}
		})
		t.Run("bob", func(t *testing.T) {
			t.Parallel()
			Track(t)
			<-s.turns[1]
			otherURL := strings.Replace(other.URL, "127.0.0.1", "localhost", 1)
			send(t, api, "POST", otherURL+"/login?user=bob", "")
			send(t, api, "GET", otherURL+"/me", "")
			close(s.turns[2])
		})
	})
	wantNone(t, findingsOf(instanceOf(api)))
	for name, msgs := range errs() {
		t.Errorf("%s failed: %q", name, msgs)
	}
}

// A shared wrapper sets the Authorization header from a variable that tests set: bob sets his
// token between alice's first attempt and her retry.
func TestRetryCarriesHeaderAnotherTestSet(t *testing.T) {
	errs := captureErrors(t)
	srv := newService(t)
	srv.fail("/pay", 1)
	var mu sync.Mutex
	token := "alice-token"
	api := &http.Client{Transport: authWrapper{Transport(&http.Transport{}), func() string { mu.Lock(); defer mu.Unlock(); return token }}}
	inst := transportInstance(api.Transport.(authWrapper).next)
	s := newSteps(2)
	t.Run("group", func(t *testing.T) {
		t.Run("alice", func(t *testing.T) {
			t.Parallel()
			Track(t)
			retry(t, api, "POST", srv.URL+"/pay", "amount=10", func(int) {
				close(s.turns[1])
				<-s.turns[2]
			})
		})
		t.Run("bob", func(t *testing.T) {
			t.Parallel()
			Track(t)
			<-s.turns[1]
			mu.Lock()
			token = "bob-token"
			mu.Unlock()
			send(t, api, "GET", srv.URL+"/me", "")
			close(s.turns[2])
		})
	})
	wantOne(t, findingsOf(inst), "retry", "TestRetryCarriesHeaderAnotherTestSet/group/alice", "TestRetryCarriesHeaderAnotherTestSet/group/bob", "Authorization header")
	if len(errs()["TestRetryCarriesHeaderAnotherTestSet/group/alice"]) != 1 {
		t.Errorf("alice was not failed: %q", errs())
	}
}

type authWrapper struct {
	next  http.RoundTripper
	token func() string
}

func (w authWrapper) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.Header.Set("Authorization", "Bearer "+w.token())
	return w.next.RoundTrip(req)
}

// bob replaces the shared client between alice's attempts: her retry leaves through his.
func TestRetryMovedToAnotherTestsTransport(t *testing.T) {
	errs := captureErrors(t)
	srv := newService(t)
	srv.fail("/pay", 1)
	var mu sync.Mutex
	api := newClient(t)
	first := instanceOf(api)
	current := func() *http.Client { mu.Lock(); defer mu.Unlock(); return api }
	s := newSteps(2)
	var second *instance
	t.Run("group", func(t *testing.T) {
		t.Run("alice", func(t *testing.T) {
			t.Parallel()
			Track(t)
			for attempt := 1; attempt <= 2; attempt++ {
				if send(t, current(), "POST", srv.URL+"/pay", "amount=10") != http.StatusServiceUnavailable {
					break
				}
				close(s.turns[1])
				<-s.turns[2]
			}
		})
		t.Run("bob", func(t *testing.T) {
			t.Parallel()
			Track(t)
			<-s.turns[1]
			c := newClient(t)
			second = instanceOf(c)
			mu.Lock()
			api = c
			mu.Unlock()
			send(t, c, "GET", srv.URL+"/me", "")
			close(s.turns[2])
		})
	})
	wantNone(t, findingsOf(first))
	f := wantOne(t, findingsOf(second), "moved", "TestRetryMovedToAnotherTestsTransport/group/alice", "TestRetryMovedToAnotherTestsTransport/group/bob", "transport")
	if f.Attempts != 2 {
		t.Errorf("attempts = %d, want 2", f.Attempts)
	}
	if len(errs()["TestRetryMovedToAnotherTestsTransport/group/alice"]) != 1 {
		t.Errorf("alice was not failed: %q", errs())
	}
}

// A test that moves to a client of its own between attempts carries nobody else's state.
func TestRetryMovedToOwnClient(t *testing.T) {
	errs := captureErrors(t)
	srv := newService(t)
	srv.fail("/pay", 1)
	a, b := newClient(t), newClient(t)
	t.Run("alice", func(t *testing.T) {
		Track(t)
		send(t, a, "POST", srv.URL+"/pay", "amount=10")
		send(t, b, "POST", srv.URL+"/pay", "amount=10")
	})
	wantNone(t, findingsOf(instanceOf(a)))
	wantNone(t, findingsOf(instanceOf(b)))
	for name, msgs := range errs() {
		t.Errorf("%s failed: %q", name, msgs)
	}
}
