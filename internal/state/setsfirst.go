package state

import (
	"github.com/fixturelint/fixturelint/internal/flow"
)

// SetsFirst reports whether the test of u gives the state its own value before u runs, with
// one of writes (the writes that replace what a leaked change left, as the check judges it:
// the whole variable, the field or map key u reads): so u sees its own test's value, not what
// an earlier test left. A write counts when it takes effect at once (not one that puts a
// saved value back when its test ends; t.Setenv counts) and runs before u: in u's region or
// one that encloses it, at or before the code that leads to u, or in an earlier sequential
// subtest. A helper call that both writes and reads counts as writing first: it fills the
// state itself when it finds it empty.
//
// This is the one answer for every check's "does the later test depend on the leak".
func SetsFirst(u *flow.Access, writes []*flow.Access) bool {
	test := u.Test()
	if test == nil {
		return false
	}
	for _, x := range writes {
		if !x.Op.IsWrite() || (x.Restores && !x.Scoped) || x.Test() != test {
			continue
		}
		if flow.RunsBefore(x, u) {
			return true
		}
	}
	return false
}
