package guard

import (
	"net/http"
	"net/http/cookiejar"
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
	want := map[string]string{
		"TestCookieFromAnotherTest/group/alice": "TestCookieFromAnotherTest/group/bob",
		"TestCookieFromAnotherTest/group/bob":   "TestCookieFromAnotherTest/group/alice",
	}
	if len(fs) != len(want) {
		t.Fatalf("got %d misroutes, want %d: %+v", len(fs), len(want), fs)
	}
	for _, f := range fs {
		if f.Kind != "cookie" || want[f.Test] != f.Other || f.Changed != `cookie "session"` {
			t.Errorf("unexpected misroute: %+v", f)
		}
	}
	msgs := errs()["TestCookieFromAnotherTest/group/alice"]
	wantMsg := `misrouted request: TestCookieFromAnotherTest/group/alice sent GET /me through shared client #` +
		`N with cookie "session" that parallel test TestCookieFromAnotherTest/group/bob received; give each test its own client`
	if len(msgs) != 1 || numbered(msgs[0]) != wantMsg {
		t.Errorf("alice failed with %q\nwant %q", msgs, wantMsg)
	}
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
