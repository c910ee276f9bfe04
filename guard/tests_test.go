package guard

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// Tests that are not tracked are found from their goroutine's stack, under their test
// function's name; parallel subtests of one test are told apart by goroutine.
func TestUntrackedTestsFoundFromTheStack(t *testing.T) {
	srv := newService(t)
	api := newClient(t)
	s := newSteps(3)
	t.Run("group", func(t *testing.T) {
		t.Run("alice", func(t *testing.T) {
			t.Parallel()
			s.do(0, func() { send(t, api, "POST", srv.URL+"/login?user=alice", "") })
			s.do(2, func() { send(t, api, "GET", srv.URL+"/me", "") })
		})
		t.Run("bob", func(t *testing.T) {
			t.Parallel()
			s.do(1, func() { send(t, api, "POST", srv.URL+"/login?user=bob", "") })
		})
	})
	fs := findingsOf(instanceOf(api))
	if len(fs) != 3 { // two requests carried the other's session; bob's login replaced alice's
		t.Fatalf("got %d misroutes, want 3: %+v", len(fs), fs)
	}
	for _, f := range fs {
		if !strings.HasPrefix(f.Test, "TestUntrackedTestsFoundFromTheStack/* (goroutine ") ||
			!strings.HasPrefix(f.Other, "TestUntrackedTestsFoundFromTheStack/* (goroutine ") || f.Test == f.Other {
			t.Errorf("misroute between %q and %q: want two subtests told apart by goroutine", f.Test, f.Other)
		}
	}
}

// A top-level test found from the stack is named by its function (with its goroutine when
// -count runs it more than once).
func TestUntrackedTopLevelName(t *testing.T) {
	srv := newService(t)
	api := newClient(t)
	send(t, api, "GET", srv.URL+"/me", "")
	if got := theRun.report(time.Now()).Instances[instanceOf(api).id-1].Tests; len(got) != 1 || !strings.HasPrefix(got[0], "TestUntrackedTopLevelName") || strings.Contains(got[0], "/") {
		t.Errorf("tests = %q, want [TestUntrackedTopLevelName]", got)
	}
}

// Requests from goroutines a test starts belong to it: through Context, or because a tracked
// test's goroutine started them.
func TestRequestsFromGoroutinesOfATest(t *testing.T) {
	srv := newService(t)
	api := newClient(t)
	t.Run("tracked", func(t *testing.T) {
		Track(t)
		done := make(chan bool)
		go func() {
			defer close(done)
			send(t, api, "GET", srv.URL+"/me", "")
		}()
		<-done
	})
	t.Run("context", func(t *testing.T) {
		ctx := Context(t)
		done := make(chan bool)
		go func() {
			defer close(done)
			ready := make(chan bool)
			go func() { // two goroutines away from the test: only the context tells
				defer close(ready)
				req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/me", nil)
				resp, err := api.Do(req)
				if err != nil {
					t.Error(err)
					return
				}
				resp.Body.Close()
			}()
			<-ready
		}()
		<-done
	})
	got := theRun.report(time.Now()).Instances[instanceOf(api).id-1].Tests
	want := []string{"TestRequestsFromGoroutinesOfATest/tracked", "TestRequestsFromGoroutinesOfATest/context"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("tests = %q, want %q", got, want)
	}
}
