package state

import (
	"go/types"
	"sort"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file finds who inherits a change that a sequential test makes to a variable and
// never puts back, and whether the test undoes it itself.

// VarHeirs returns the uses, by tests other than the changes', that see a change the
// changes make to a variable (Inheritance), in source order: less the uses that their own
// test makes after changing the same state itself with one of writes, the writes of the
// changed variable by test code: one that assigns the whole variable, or the field the
// change wrote or one that holds it (WriteCovers). Restores (IsRestoring) do not count: they
// put the old value back when a test ends.
func VarHeirs(info *types.Info, changes, uses, writes []*flow.Access) []*flow.Access {
	in := &Inheritance{Uses: uses,
		Replaces: func(x, w, _ *flow.Access) bool { return x.Var == w.Var && WriteCovers(x, w) }}
	for _, x := range writes {
		if !IsRestoring(info, x) {
			in.Writes = append(in.Writes, x)
		}
	}
	out := in.Heirs(changes...)
	SortByPos(out)
	return out
}

// WriteCovers reports whether the write x replaces everything that the change w made: x
// assigns the whole variable, or both write fields and x's path holds w's (PathCovers).
func WriteCovers(x, w *flow.Access) bool {
	switch {
	case x.Op == flow.Write:
		return true
	case x.Op == flow.FieldWrite && w.Op == flow.FieldWrite && x.Path != "":
		return gocode.PathCovers(x.Path, w.Path)
	}
	return false
}

// UndoneByOwnTest reports whether a's test puts back what a changes when it ends: among
// uses, a write of the same variable covering a's (WriteCovers), or a call of the same
// setter, in deferred or t.Cleanup code of the same test (a teardown that covers a's region,
// for Ginkgo).
func UndoneByOwnTest(a *flow.Access, uses []*flow.Access) bool {
	for _, b := range uses {
		undoes := (b.Op.IsWrite() && WriteCovers(b, a)) || (b.Op == flow.MethodCall && a.Op == flow.MethodCall && b.Path == a.Path)
		if b != a && b.Region.Test == a.Region.Test && undoes && b.Restores && (!b.Region.Teardown || schedule.TeardownCovers(b.Region, a.Region)) {
			return true
		}
	}
	return false
}

// SortByPos sorts accesses by position, keeping the order of those at the same position.
func SortByPos(as []*flow.Access) {
	sort.SliceStable(as, func(i, j int) bool { return as[i].Pos() < as[j].Pos() })
}
