package state

import (
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// PutBackInBody reports whether the test of w, a change of the package-level variable v,
// puts v back itself later in the same body, not deferred: a write that covers w's
// (WriteCovers) of the value v starts with (the expression it is declared with again,
// ResetsToInitializer, or the constant its initializer holds there, KeepsInitialValue) or
// of a value saved from v before the change (SavedFrom):
//
//	DefaultClient = &custom
//	_, err := MakeRequestRetry(request)
//	assert.NotNil(t, err)
//	DefaultClient = rest.DefaultClient
//
// No later test sees the change then. The ordering rules are EnvPutBackInBody's: both
// writes in the body itself (not in a function literal, whose position orders nothing),
// the putting back where every run that gets past w gets (not in a branch, loop or case,
// nor in a helper where it may not run), and no return, goto or t.Skip between them that a passing run can
// take (LeavesBetween). A failing assertion in between can skip it, but then the test has
// failed already. accs are the accesses of v.
func PutBackInBody(res *parallel.Result, pass *analysis.Pass, v *types.Var, w *flow.Access, accs []*flow.Access) bool {
	if w.Region == nil || BodyPath(pass, w) == nil {
		return false
	}
	return laterInBody(res, pass, w, accs, func(b *flow.Access) bool {
		if !b.Op.IsWrite() || !WriteCovers(b, w) {
			return false
		}
		return ResetsToInitializer(res, pass, v, b) || KeepsInitialValue(res, pass.TypesInfo, b) || SavedFrom(pass, b.Stored(), v)
	})
}

// laterInBody reports whether one of accs that puts back reports true for runs after w in
// w's own body whenever a passing run gets past w: in the body itself, not a restore, not
// through a helper where it may not run (AlwaysInHelper), not in a branch, loop or case (Unconditional: a loop over a table literal with cases runs), not past a t.Parallel
// that w is before, and with no way out between them (LeavesBetween).
func laterInBody(res *parallel.Result, pass *analysis.Pass, w *flow.Access, accs []*flow.Access, putsBack func(b *flow.Access) bool) bool {
	for _, b := range accs {
		if b == w || b.Restores || b.Region != w.Region || b.Pos() <= w.Pos() || len(b.Via) > 0 && !AlwaysInHelper(pass, b) {
			continue
		}
		if b.Parallel && !w.Parallel || !putsBack(b) || !Unconditional(pass, b) || LeavesBetween(res, pass, w.Region, w.Pos(), b.Pos()) {
			continue
		}
		return true
	}
	return false
}
