package guard

import (
	"net/http"
	"testing"
)

// Two parallel tests whose requests are in flight on one client at the same time overlap;
// an overlap alone is no misroute (a client is safe for concurrent use).
func TestSharedInFlight(t *testing.T) {
	srv := newService(t)
	api := Client(&http.Client{Transport: &http.Transport{}})
	t.Run("group", func(t *testing.T) {
		for _, user := range []string{"alice", "bob"} {
			t.Run(user, func(t *testing.T) {
				t.Parallel()
				Track(t)
				if code := send(t, api, "GET", srv.URL+"/wait", ""); code != http.StatusOK {
					t.Errorf("GET /wait: %d", code)
				}
			})
		}
	})
	os := overlapsOf(instanceOf(api))
	if len(os) != 1 {
		t.Fatalf("overlaps = %+v, want 1", os)
	}
	if got := os[0].Tests; got != [2]string{"TestSharedInFlight/group/alice", "TestSharedInFlight/group/bob"} &&
		got != [2]string{"TestSharedInFlight/group/bob", "TestSharedInFlight/group/alice"} {
		t.Errorf("overlap of %q", got)
	}
	if os[0].Request != "GET /wait" {
		t.Errorf("overlap request %q", os[0].Request)
	}
	wantNone(t, findingsOf(instanceOf(api)))
}

func TestNotInFlightTogether(t *testing.T) {
	srv := newService(t)
	t.Run("per-test clients", func(t *testing.T) {
		a := Client(&http.Client{Transport: &http.Transport{}})
		b := Client(&http.Client{Transport: &http.Transport{}})
		for user, api := range map[string]*http.Client{"alice": a, "bob": b} {
			t.Run(user, func(t *testing.T) {
				t.Parallel()
				Track(t)
				if code := send(t, api, "GET", srv.URL+"/wait", ""); code != http.StatusOK {
					t.Errorf("GET /wait: %d", code) // both were in flight at once
				}
			})
		}
		t.Cleanup(func() {
			if o := append(overlapsOf(instanceOf(a)), overlapsOf(instanceOf(b))...); len(o) > 0 {
				t.Errorf("overlaps on clients of one test each: %+v", o)
			}
		})
	})
	t.Run("sequential reuse", func(t *testing.T) {
		api := Client(&http.Client{Transport: &http.Transport{}})
		for _, user := range []string{"alice", "bob"} {
			t.Run(user, func(t *testing.T) {
				Track(t)
				send(t, api, "GET", srv.URL+"/me", "")
			})
		}
		if o := overlapsOf(instanceOf(api)); len(o) > 0 {
			t.Errorf("overlaps of sequential tests: %+v", o)
		}
	})
}
