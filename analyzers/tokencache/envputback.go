package tokencache

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// putBackInBody reports whether the test of the environment write w puts the variable back
// itself, later in the same body and not deferred: it unsets it (os.Unsetenv(k) at the end
// of the test), or sets it again to a value it saved from the variable before the change
// (old := os.Getenv(k); ...; os.Setenv(k, old)), which is then no leak either. A passing run gets there, so no later test
// sees the value; a failing assertion in between can skip it, but then the test has failed
// already. This is the environment's counterpart of putBackLater for token caches.
//
// Both writes must run in the body itself: a write in a function literal of the body (a
// closure that the test may call at any time, or never) is not ordered by its position. The
// putting back must run whenever the body gets there: not in a branch, loop or case, and
// with no return or t.Skip between the two that a passing run could take.
func (c *checker) putBackInBody(w *parallel.Access, accs []*parallel.Access) bool {
	if w.Region == nil || parallel.BodyPath(c.pass, w) == nil {
		return false
	}
	if c.setsSavedValue(w, w, accs) {
		return true // w is itself the putting back
	}
	for _, r := range accs {
		if r.Op != parallel.Write || r.Restores || r.Region != w.Region || r.Pos() <= w.Pos() {
			continue
		}
		if !parallel.Unconditional(c.pass, r) || parallel.LeavesBetween(c.pass.TypesInfo, w.Region, w.Pos(), r.Pos()) {
			continue
		}
		if r.Unsets || c.setsSavedValue(r, w, accs) {
			return true
		}
	}
	return false
}

// setsSavedValue reports whether r is os.Setenv(k, old) where old is a local variable that
// an os.Getenv or os.LookupEnv of the same variable in w's region defined before w.
func (c *checker) setsSavedValue(r, w *parallel.Access, accs []*parallel.Access) bool {
	call, ok := r.Node.(*ast.CallExpr)
	if !ok || len(r.Via) > 0 || len(call.Args) != 2 {
		return false
	}
	id, ok := ast.Unparen(call.Args[1]).(*ast.Ident)
	if !ok {
		return false
	}
	old, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	for _, a := range accs {
		if a.Op != parallel.Read || a.Region != w.Region || a.Pos() >= w.Pos() || len(a.Via) > 0 {
			continue
		}
		read, ok := a.Node.(*ast.CallExpr)
		if !ok {
			continue
		}
		file := c.fileOf(read)
		if file == nil {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(file, read.Pos(), read.End())
		if len(path) < 2 {
			continue
		}
		for _, v := range parallel.DefinedBy(c.pass.TypesInfo, path[1], read) {
			if v == old {
				return true
			}
		}
	}
	return false
}
