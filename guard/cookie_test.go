package guard

import (
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
)

// Two parallel tests log in through one client with a cookie jar: each request carries the
// session that the other test's login left in the jar.
func TestCookieFromAnotherTest(t *testing.T) {
	errs := captureErrors(t)
	srv := newService(t)
	api := newClient(t)
	s := newSteps(3)
	t.Run("group", func(t *testing.T) {
		t.Run("alice", func(t *testing.T) {
			t.Parallel()
			Track(t)
			s.do(0, func() { send(t, api, "POST", srv.URL+"/login?user=alice", "") })
			s.do(2, func() { send(t, api, "GET", srv.URL+"/me", "") })
		})
		t.Run("bob", func(t *testing.T) {
			t.Parallel()
			Track(t)
			s.do(1, func() { send(t, api, "POST", srv.URL+"/login?user=bob", "") })
		})
	})
	fs := findingsOf(instanceOf(api))
	const alice, bob = "TestCookieFromAnotherTest/group/alice", "TestCookieFromAnotherTest/group/bob"
	want := map[string]bool{
		"cookie " + bob + " <- " + alice:      true, // bob's login carried alice's session
		"overwritten " + alice + " <- " + bob: true, // bob's login replaced alice's session in the jar
		"cookie " + alice + " <- " + bob:      true, // alice's GET /me carried bob's
	}
	for _, f := range fs {
		k := f.Kind + " " + f.Test + " <- " + f.Other
		if !want[k] || f.Changed != `cookie "session"` {
			t.Errorf("unexpected misroute: %s", f.Message)
		}
		delete(want, k)
	}
	for k := range want {
		t.Errorf("missing misroute %s", k)
	}
	msgs := errs()["TestCookieFromAnotherTest/group/alice"]
	wantMsg := `misrouted request: TestCookieFromAnotherTest/group/alice sent GET /me through shared client #` +
		`N with cookie "session" that parallel test TestCookieFromAnotherTest/group/bob received; give each test its own client`
	if !containsMsg(msgs, wantMsg) {
		t.Errorf("alice failed with %q\nwant %q", msgs, wantMsg)
	}
	wantMsg = `misrouted cookie: the response to /login?user=bob in parallel test TestCookieFromAnotherTest/group/bob replaced cookie "session" that TestCookieFromAnotherTest/group/alice received, in the jar of shared client #N; give each test its own client`
	if !containsMsg(msgs, wantMsg) || len(msgs) != 2 {
		t.Errorf("alice failed with %q\nwant also %q", msgs, wantMsg)
	}
}

func containsMsg(msgs []string, want string) bool {
	for _, m := range msgs {
		if numbered(m) == want {
			return true
		}
	}
	return false
}

// A response that sets a cookie another running test received is reported even when no
// request carried the wrong one yet; a value both tests received alike is not.
func TestCookieOverwritten(t *testing.T) {
	errs := captureErrors(t)
	srv := newService(t)
	api := newClient(t)
	u := srv.URL
	s := newSteps(3)
	t.Run("group", func(t *testing.T) {
		t.Run("alice", func(t *testing.T) {
			t.Parallel()
			Track(t)
			s.do(0, func() { send(t, api, "POST", u+"/login?user=alice", "") })
			s.do(2, func() {}) // still running when bob logs in
		})
		t.Run("bob", func(t *testing.T) {
			t.Parallel()
			Track(t)
			s.do(1, func() { setCookie(t, api, u, "session", "bob-1") })
		})
	})
	wantOne(t, findingsOf(instanceOf(api)), "overwritten", "TestCookieOverwritten/group/alice", "TestCookieOverwritten/group/bob", `cookie "session"`)
	if len(errs()["TestCookieOverwritten/group/alice"]) != 1 {
		t.Errorf("alice was not failed: %q", errs())
	}

	t.Run("same value", func(t *testing.T) {
		api := newClient(t)
		s := newSteps(2)
		for i, user := range []string{"alice", "bob"} {
			t.Run(user, func(t *testing.T) {
				t.Parallel()
				Track(t)
				s.do(i, func() { setCookie(t, api, u, "consent", "yes") })
			})
		}
		t.Cleanup(func() { wantNone(t, findingsOf(instanceOf(api))) })
	})
	t.Run("sequential", func(t *testing.T) {
		api := newClient(t)
		for _, user := range []string{"alice", "bob"} {
			t.Run(user, func(t *testing.T) {
				Track(t)
				setCookie(t, api, u, "session", user)
			})
		}
		wantNone(t, findingsOf(instanceOf(api)))
	})
}

// setCookie has the jar receive a cookie as a response to the test would set it, without a
// request that carries the jar's cookies.
func setCookie(t *testing.T, c *http.Client, base, name, value string) {
	t.Helper()
	u, err := url.Parse(base + "/login")
	if err != nil {
		t.Fatal(err)
	}
	c.Jar.SetCookies(u, []*http.Cookie{{Name: name, Value: value, Path: "/"}})
}

// numbered replaces the instance number in a message by N.
func numbered(msg string) string {
	before, after, ok := strings.Cut(msg, "client #")
	if !ok {
		return msg
	}
	i := 0
	for i < len(after) && after[i] >= '0' && after[i] <= '9' {
		i++
	}
	return before + "client #N" + after[i:]
}

func TestCookieNotReported(t *testing.T) {
	errs := captureErrors(t)
	srv := newService(t)

	t.Run("per-test clients", func(t *testing.T) {
		var insts []*instance
		s := newSteps(4)
		for i, user := range []string{"alice", "bob"} {
			api := newClient(t)
			insts = append(insts, instanceOf(api))
			t.Run(user, func(t *testing.T) {
				t.Parallel()
				Track(t)
				s.do(i, func() { send(t, api, "POST", srv.URL+"/login?user="+user, "") })
				s.do(i+2, func() { send(t, api, "GET", srv.URL+"/me", "") })
			})
		}
		t.Cleanup(func() {
			for _, inst := range insts {
				wantNone(t, findingsOf(inst))
			}
		})
	})

	t.Run("sequential reuse", func(t *testing.T) {
		api := newClient(t)
		for _, user := range []string{"alice", "bob"} {
			t.Run(user, func(t *testing.T) {
				Track(t)
				send(t, api, "POST", srv.URL+"/login?user="+user, "")
				send(t, api, "GET", srv.URL+"/me", "")
			})
		}
		wantNone(t, findingsOf(instanceOf(api)))
	})

	t.Run("own jars on the default transport", func(t *testing.T) {
		s := newSteps(4)
		var insts []*instance
		for i, user := range []string{"alice", "bob"} {
			jar, _ := cookiejar.New(nil)
			api := Client(&http.Client{Jar: jar}) // Transport nil: http.DefaultTransport's pool
			insts = append(insts, instanceOf(api))
			t.Run(user, func(t *testing.T) {
				t.Parallel()
				Track(t)
				s.do(i, func() { send(t, api, "POST", srv.URL+"/login?user="+user, "") })
				s.do(i+2, func() { send(t, api, "GET", srv.URL+"/me", "") })
			})
		}
		t.Cleanup(func() {
			for _, inst := range insts {
				wantNone(t, findingsOf(inst))
				if o := overlapsOf(inst); len(o) > 0 {
					t.Errorf("overlaps on a client of one test: %+v", o)
				}
			}
		})
	})

	t.Run("one guarded default transport, own jars", func(t *testing.T) {
		shared := Transport(nil)
		s := newSteps(4)
		for i, user := range []string{"alice", "bob"} {
			jar, _ := cookiejar.New(nil)
			api := &http.Client{Jar: jar, Transport: shared}
			t.Run(user, func(t *testing.T) {
				t.Parallel()
				Track(t)
				s.do(i, func() { send(t, api, "POST", srv.URL+"/login?user="+user, "") })
				s.do(i+2, func() { send(t, api, "GET", srv.URL+"/me", "") })
			})
		}
		t.Cleanup(func() { wantNone(t, findingsOf(transportInstance(shared))) })
	})

	for name, msgs := range errs() {
		t.Errorf("%s failed: %q", name, msgs)
	}
}
