package guard

import (
	"os"
	"sync"
	"testing"
	"time"
)

// enabled is false when FIXTURELINT_GUARD=off: the guard then wraps nothing, so that one test
// binary can be run with and without it.
var enabled = os.Getenv("FIXTURELINT_GUARD") != "off"

// A run is everything the guard has seen in this test binary.
type run struct {
	mu        sync.Mutex
	byGoid    map[uint64]*test // nil values: goroutines known not to belong to a test
	tests     []*test
	workers   []bool // test.worker indexes in use
	instances []*instance
	findings  []*finding
	byFinding map[findingKey]*finding
	overlaps  []*overlap
}

var theRun = newRun()

// errorf fails a tracked test; the guard's own tests replace it to see the messages.
var errorf = func(t *testing.T, msg string) { t.Error(msg) }

func newRun() *run {
	return &run{byGoid: map[uint64]*test{}, byFinding: map[findingKey]*finding{}}
}

func (r *run) newTest(id uint64) *test {
	tst := &test{
		seq:      len(r.tests) + 1,
		goid:     id,
		worker:   r.takeWorker(),
		attempts: map[requestKey]*attempt{},
		values:   map[scopeKey][]uint64{},
		rotated:  map[scopeKey]bool{},
	}
	r.tests = append(r.tests, tst)
	return tst
}

// takeWorker returns the smallest index that no running test holds. Tests found from their
// stack never say when they end, so they keep theirs.
func (r *run) takeWorker() int {
	for i, used := range r.workers {
		if !used {
			r.workers[i] = true
			return i
		}
	}
	r.workers = append(r.workers, true)
	return len(r.workers) - 1
}

// endTest runs in a tracked test's cleanup: it frees the test's worker index and fails the
// test for misroutes found since its last request.
func (r *run) endTest(tst *test) {
	now := time.Now()
	r.mu.Lock()
	tst.ended = now
	if tst.worker < len(r.workers) {
		r.workers[tst.worker] = false
	}
	var msgs []string
	for _, f := range r.findings {
		if f.test == tst && !f.reported && concurrent(f.test, f.other, now) {
			f.reported = true
			msgs = append(msgs, r.message(f))
		}
	}
	r.mu.Unlock()
	for _, m := range msgs {
		errorf(tst.t, m)
	}
}

func (r *run) nameCount(name string) int {
	n := 0
	for _, t := range r.tests {
		if t.name == name {
			n++
		}
	}
	return n
}
