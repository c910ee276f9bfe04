package state

import (
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// This file finds the changes of a package-level variable that a sequential test leaves
// for the tests after it, and the uses that may see them.

// LeftChanged returns the accesses of accs, changes of v, that a sequential test makes and
// leaves when it ends: not in a parallel part or a spawned goroutine, not a restore
// (Access.Restores), not undone by the test itself among uses (UndoneByOwnTest), not put
// back later in its body (PutBackInBody), not a library's bookkeeping (IsBookkeeping), and
// not a reset of v to its initializer (ResetsToInitializer).
func LeftChanged(r *parallel.Result, pass *analysis.Pass, v *types.Var, accs, uses []*flow.Access) []*flow.Access {
	var changes []*flow.Access
	for _, a := range accs {
		if a.Parallel || a.Spawned || a.Restores || UndoneByOwnTest(a, uses) || IsBookkeeping(pass, a) || ResetsToInitializer(r, pass, v, a) {
			continue
		}
		if PutBackInBody(r, pass, v, a, uses) {
			continue
		}
		changes = append(changes, a)
	}
	return changes
}

// ReadsAndWrites splits uses for VarHeirs: the writes, which may give a later test its own
// value, and the reads and method calls that may see a change, less those in changes and the
// reads that save the value to put it back later (SavedForRestore).
func ReadsAndWrites(pass *analysis.Pass, uses []*flow.Access, changes map[*flow.Access]bool) (reads, writes []*flow.Access) {
	for _, u := range uses {
		switch {
		case u.Op.IsWrite():
			writes = append(writes, u)
		case (u.Op == flow.Read || u.Op == flow.MethodCall) && !changes[u] && !SavedForRestore(pass, u):
			reads = append(reads, u)
		}
	}
	return reads, writes
}

// OtherTestUses returns the uses by tests other than a's that a change a makes may reach:
// all of them when a or the use runs in a parallel part, else those of the tests that run
// after a's test (Test.Order).
func OtherTestUses(a *flow.Access, uses []*flow.Access) []*flow.Access {
	var others []*flow.Access
	for _, u := range uses {
		if u.Region.Test != a.Region.Test && (a.Parallel || u.Parallel || u.Region.Test.Order > a.Region.Test.Order) {
			others = append(others, u)
		}
	}
	return others
}
