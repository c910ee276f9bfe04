package state

import (
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file finds the credentials that a sequential test sets and leaves for the tests
// after it, and who reads what they leave.

// LeftSet returns the writes of the cache that a sequential test makes and leaves when it
// ends: refreshes (IsRefresh) of its credential state (WritesCredentialState), not in a
// parallel part or a spawned goroutine, not a restore, not of the value the variable
// starts with (KeepsInitialValue), and not put back: restored by the test
// (RestoredIn), set again later in its region (PutBackLater) or a value saved from the
// variable (SavedFrom), or set back to the value it starts with later in its body
// (PutBackInBody).
func (tc *CredentialCache) LeftSet(pass *analysis.Pass, res *parallel.Result) []*flow.Access {
	writesIn := make(map[*schedule.Region][]*flow.Access)
	for _, a := range tc.Accesses {
		if a.Op.IsWrite() && a.Region != nil {
			writesIn[a.Region] = append(writesIn[a.Region], a)
		}
	}
	var writes []*flow.Access
	for _, w := range tc.Accesses {
		if w.Parallel || w.Spawned || w.Restores || !tc.IsRefresh(pass, w) {
			continue
		}
		if !tc.WritesCredentialState(w) || KeepsInitialValue(res, pass.TypesInfo, w) {
			continue // configuration next to the tokens, or the value the variable starts with
		}
		if RestoredIn(w, tc.Accesses) || PutBackLater(pass, w, writesIn[w.Region]) || SavedFrom(pass, w.Stored(), tc.Var) || PutBackInBody(res, pass, tc.Var, w, tc.Accesses) {
			continue
		}
		writes = append(writes, w)
	}
	return writes
}

// Heirs returns, in source order, one read for each other test that reads the cache
// without setting its own first: the tests that see the value writes leave (Inheritance).
// A read sees a write of the field path it reads, of a prefix or an extension of it (a read
// of the whole value, or a pass of it to code that may read any of it, sees every write),
// and not one of another key (DistinctKeys). A test's own value is a write of the whole
// cache, of the path the change wrote or of the path the read reads (or a prefix of
// either), at the key the read reads.
func (tc *CredentialCache) Heirs(info *types.Info, writes []*flow.Access) []*flow.Access {
	if tc.inheritance == nil {
		distinct := func(a, b *flow.Access) bool { return DistinctKeys(info, a, b) }
		tc.inheritance = &Inheritance{
			Sees: func(w, r *flow.Access) bool {
				return gocode.PathsOverlap(WrittenPath(w), WrittenPath(r)) && !distinct(w, r)
			},
			Replaces: func(x, w, r *flow.Access) bool {
				if !gocode.PathCovers(WrittenPath(x), WrittenPath(w)) && (WrittenPath(r) == "" || !gocode.PathCovers(WrittenPath(x), WrittenPath(r))) {
					return false // x changes only part of what w changed and r reads
				}
				return x.Op == flow.Write || !distinct(x, r)
			},
			OnePerTest: true,
		}
		for _, a := range tc.Accesses {
			if tc.IsRead(a) {
				tc.inheritance.Uses = append(tc.inheritance.Uses, a)
			}
			if a.Op.IsWrite() && !a.Restores && a.Region != nil {
				tc.inheritance.Writes = append(tc.inheritance.Writes, a)
			}
		}
	}
	// The heirs of a test's write do not depend on which of its writes.
	var firsts []*flow.Access
	writerDone := make(map[*schedule.Test]bool)
	for _, w := range writes {
		if !writerDone[w.Test()] {
			writerDone[w.Test()] = true
			firsts = append(firsts, w)
		}
	}
	out := tc.inheritance.Heirs(firsts...)
	SortByPos(out)
	return out
}
