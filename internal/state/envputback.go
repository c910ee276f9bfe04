package state

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// EnvPutBackInBody reports whether the test of the environment write w puts the variable
// back itself, later in the same body and not deferred: it unsets it (os.Unsetenv(k) at the
// end of the test, or os.Clearenv), or sets it again to a value it saved from the variable before the change
// (old := os.Getenv(k); ...; os.Setenv(k, old)), which is then no leak either; or w's value
// never leaves the test because a later write of the same body replaces it with a constant
// (whether that one leaks is asked of it in turn; a value from a variable may be w's own,
// read back). accs are the
// accesses to the variable. A passing run gets there, so no later test sees the value; a
// failing assertion in between can skip it, but then the test has failed already; a
// t.Parallel in between does not count: the test waits there, with the variable set, until
// the sequential tests have run. This is the environment's counterpart of PutBackLater for
// token caches.
//
// Both writes must run in the body itself: a write in a function literal of the body (a
// closure that the test may call at any time, or never) is not ordered by its position. The
// putting back must run whenever the body gets there: not in a branch, loop (but one over a
// table literal with cases, Unconditional) or case, nor in
// a helper (which may have branches of its own), and with no return, goto or t.Skip between
// the two that a passing run could take.
func EnvPutBackInBody(res *parallel.Result, pass *analysis.Pass, w *flow.Access, accs []*flow.Access) bool {
	if w.Region == nil || BodyPath(pass, w) == nil {
		return false
	}
	if setsSavedEnv(pass, w, w, accs) {
		return true // w is itself the putting back
	}
	return laterInBody(res, pass, w, accs, func(r *flow.Access) bool {
		return r.Op == flow.Write && (r.Unsets || r.Env == parallel.EnvAll || r.EnvValueKnown || setsSavedEnv(pass, r, w, accs))
	})
}

// setsSavedEnv reports whether r is os.Setenv(k, old) where old is a local variable that
// an os.Getenv or os.LookupEnv of the same variable in w's region defined before w, and
// that nothing assigns again (the test may also compare it with what the code under test
// found: it still holds the value the variable had).
func setsSavedEnv(pass *analysis.Pass, r, w *flow.Access, accs []*flow.Access) bool {
	call, ok := r.Node.(*ast.CallExpr)
	if !ok || len(r.Via) > 0 || len(call.Args) != 2 {
		return false
	}
	id, ok := ast.Unparen(call.Args[1]).(*ast.Ident)
	if !ok {
		return false
	}
	old, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	for _, a := range accs {
		if a.Op != flow.Read || a.Region != w.Region || a.Pos() >= w.Pos() || len(a.Via) > 0 {
			continue
		}
		read, ok := a.Node.(*ast.CallExpr)
		if !ok {
			continue
		}
		path := gocode.PathAt(pass, read.Pos(), read.End())
		if len(path) < 2 {
			continue
		}
		for _, v := range DefinedBy(pass.TypesInfo, path[1], read) {
			if v == old && !changedIn(pass, gocode.ScopeSyntax(pass, v), v) {
				return true
			}
		}
	}
	return false
}
