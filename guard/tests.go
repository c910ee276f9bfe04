package guard

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A test is one running test (or subtest), as the guard knows it: tracked with Track or
// Context, or found from the goroutine a request is sent on.
type test struct {
	seq    int        // order of first sight, for stable output
	name   string     // t.Name() when tracked; "TestX" or "TestX/*" when found from the stack
	goid   uint64     // the goroutine the test runs on
	t      *testing.T // nil when found from the stack
	worker int        // small index among the tests running at the same time

	started, ended time.Time // set when tracked: Track and the test's cleanup
	first, last    time.Time // its first request's start and its last request's end

	attempts map[requestKey]*attempt
	values   map[scopeKey][]uint64 // auth header values sent, in order, without repeats
	rotated  map[scopeKey]bool     // it was the first to send a new value after an old one
}

// span is when the test is known to have run: from Track (or its first request) to its
// cleanup (or its last request). Running tracked tests extend to now.
func (t *test) span(now time.Time) (from, to time.Time) {
	from, to = t.first, t.last
	if !t.started.IsZero() && (from.IsZero() || t.started.Before(from)) {
		from = t.started
	}
	switch {
	case !t.ended.IsZero():
		to = t.ended
	case t.t != nil:
		to = now
	}
	return from, to
}

// concurrent says whether two tests were running at the same time, as far as their spans show.
func concurrent(a, b *test, now time.Time) bool {
	af, at := a.span(now)
	bf, bt := b.span(now)
	if af.IsZero() || bf.IsZero() {
		return false
	}
	return !at.Before(bf) && !bt.Before(af)
}

type ctxKey struct{}

// Track tells the guard that requests sent from the calling goroutine belong to t, and names
// them t.Name() in reports. Call it at the start of a test or subtest, after t.Parallel.
// Misrouted requests of a tracked test fail it with t.Errorf. Tests that are not tracked are
// still found from their goroutine, under the name of their test function.
func Track(t *testing.T) {
	t.Helper()
	if !enabled {
		return
	}
	trackTest(t)
}

// Context returns t.Context() carrying t, for requests that the test sends from goroutines of
// its own (req.WithContext(guard.Context(t))). It also tracks t, like Track.
func Context(t *testing.T) context.Context {
	t.Helper()
	if !enabled {
		return t.Context()
	}
	return context.WithValue(t.Context(), ctxKey{}, trackTest(t))
}

func trackTest(t *testing.T) *test {
	id := goid()
	now := time.Now()
	r := theRun
	r.mu.Lock()
	defer r.mu.Unlock()
	tst := r.byGoid[id]
	if tst == nil || tst.t != t {
		if tst == nil || tst.t != nil {
			tst = r.newTest(id)
		}
		tst.name, tst.t, tst.started = t.Name(), t, now
		r.byGoid[id] = tst
		t.Cleanup(func() { r.endTest(tst) })
	}
	return tst
}

// currentTest returns the test a request belongs to: the one in its context, the one tracked
// or seen on this goroutine, or the one whose goroutine started it; nil when the request comes
// from no test (TestMain, init, a goroutine that no test is known to have started).
func (r *run) currentTest(ctx context.Context) *test {
	if tst, ok := ctx.Value(ctxKey{}).(*test); ok {
		return tst
	}
	id := goid()
	r.mu.Lock()
	tst, seen := r.byGoid[id]
	r.mu.Unlock()
	if seen {
		return tst
	}
	info := stackFrames() // once per goroutine
	r.mu.Lock()
	defer r.mu.Unlock()
	if tst, seen := r.byGoid[id]; seen {
		return tst
	}
	switch {
	case info.testFunc != "":
		tst = r.newTest(id)
		tst.name = testName(info.testFunc, r.byGoid[info.parent])
	case info.parent != 0:
		tst = r.byGoid[info.parent] // nil when the parent is not a known test
	}
	r.byGoid[id] = tst
	return tst
}

// testName names a test found from its stack: its test function, "/*" for a subtest (a
// closure inside it, or a function that a known test runs with t.Run).
func testName(fn string, parent *test) string {
	top, _, closure := strings.Cut(fn, ".")
	switch {
	case isTestFunc(top) && !closure:
		return top
	case isTestFunc(top):
		return top + "/*"
	case parent != nil:
		return strings.TrimSuffix(parent.name, "/*") + "/*"
	}
	return fn
}

func isTestFunc(name string) bool {
	for _, p := range []string{"Test", "Benchmark", "Fuzz", "Example"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// displayName is the test's name in reports; tests found from the stack that share a name
// (parallel subtests of one test) are told apart by their goroutine.
func (r *run) displayName(t *test) string {
	if t == nil {
		return "(no test)"
	}
	if t.t == nil && r.nameCount(t.name) > 1 {
		return t.name + " (goroutine " + strconv.FormatUint(t.goid, 10) + ")"
	}
	return t.name
}
