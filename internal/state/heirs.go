package state

import (
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// An Inheritance finds who inherits the changes that sequential tests make to one piece of
// process-wide state and never put back: the uses by other tests (InheritedBy) that see a
// change, less those whose own test replaces it first (SetsFirst). Which uses see a change
// and which writes replace it are the check's rules (a map key, a field path, the whole
// variable); the scheduling is the engine's.
//
// One Inheritance serves every change of the state: build it once and ask Heirs for each.
type Inheritance struct {
	// Uses are the uses by test code that may see a change, in the order heirs are wanted.
	Uses []*flow.Access
	// Writes are the writes by test code that may give a use's test its own value before
	// the use (SetsFirst's candidates): the check leaves out those that never replace a
	// change, such as restore functions.
	Writes []*flow.Access
	// Sees reports whether use sees what change left (a read of another map key does
	// not); nil means every use sees every change.
	Sees func(change, use *flow.Access) bool
	// Replaces reports whether write, by use's test, replaces what change left as use sees
	// it (the whole variable, the field use reads or one that holds it, the key it reads);
	// nil means every write does, and SetsFirst is then asked once per use.
	Replaces func(write, change, use *flow.Access) bool
	// OnePerTest keeps only the first use of each test that inherits a change.
	OnePerTest bool

	byTest    map[*schedule.Test][]*flow.Access // Writes by test
	setsFirst map[*flow.Access]bool             // SetsFirst per use, when Replaces is nil
}

// Heirs returns the uses that inherit what changes leave, in the order of the changes and,
// for each, of Uses; each use (or, with OnePerTest, each test) once.
func (in *Inheritance) Heirs(changes ...*flow.Access) []*flow.Access {
	if in.byTest == nil {
		in.byTest = make(map[*schedule.Test][]*flow.Access)
		for _, x := range in.Writes {
			in.byTest[x.Test()] = append(in.byTest[x.Test()], x)
		}
	}
	var out []*flow.Access
	seenUse := make(map[*flow.Access]bool)
	seenTest := make(map[*schedule.Test]bool)
	for _, w := range changes {
		for _, u := range flow.InheritedBy(w, in.Uses) {
			if seenUse[u] || (in.OnePerTest && seenTest[u.Test()]) {
				continue
			}
			if (in.Sees != nil && !in.Sees(w, u)) || in.replacedFirst(w, u) {
				continue
			}
			seenUse[u] = true
			seenTest[u.Test()] = true
			out = append(out, u)
		}
	}
	return out
}

// replacedFirst reports whether u's test replaces what w left before u runs.
func (in *Inheritance) replacedFirst(w, u *flow.Access) bool {
	own := in.byTest[u.Test()]
	if in.Replaces == nil {
		first, ok := in.setsFirst[u]
		if !ok {
			first = SetsFirst(u, own)
			if in.setsFirst == nil {
				in.setsFirst = make(map[*flow.Access]bool)
			}
			in.setsFirst[u] = first
		}
		return first
	}
	var replacing []*flow.Access
	for _, x := range own {
		if in.Replaces(x, w, u) {
			replacing = append(replacing, x)
		}
	}
	return SetsFirst(u, replacing)
}
