package tokencache

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// putBackInBody reports whether the test of the environment write w puts the variable back
// itself, later in the same body and not deferred: it unsets it (os.Unsetenv(k) at the end
// of the test), or sets it again to a value it saved from the variable before the change
// (old := os.Getenv(k); ...; os.Setenv(k, old)), which is then no leak either. A passing
// run gets there, so no later test sees the value; a failing assertion in between can skip
// it, but then the test has failed already. A t.Parallel in between does not: the test
// waits there, with the variable set, until the sequential tests have run. This is the environment's counterpart of putBackLater for token caches.
//
// Both writes must run in the body itself: a write in a function literal of the body (a
// closure that the test may call at any time, or never) is not ordered by its position. The
// putting back must run whenever the body gets there: not in a branch, loop or case, and
// with no return or t.Skip between the two that a passing run could take.
func (c *checker) putBackInBody(w *parallel.Access, accs []*parallel.Access) bool {
	if w.Region == nil || c.bodyPath(w) == nil {
		return false
	}
	if c.setsSavedValue(w, w, accs) {
		return true // w is itself the putting back
	}
	for _, r := range accs {
		if r.Op != parallel.Write || r.Restores || r.Region != w.Region || r.Pos() <= w.Pos() {
			continue
		}
		if (r.Parallel && !w.Parallel) || len(r.Via) > 0 || !c.unconditional(r) || c.leavesBetween(w.Region, w.Pos(), r.Pos()) {
			continue
		}
		if r.Unsets || c.setsSavedValue(r, w, accs) {
			return true
		}
	}
	return false
}

// bodyPath returns the nodes enclosing a's node up to its region's function, innermost
// first, or nil when the node is inside a function literal within it.
func (c *checker) bodyPath(a *parallel.Access) []ast.Node {
	file := c.fileOf(a.Node)
	if file == nil || a.Region.Func == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, a.Node.Pos(), a.Node.End())
	for i, n := range path {
		switch n.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			if n != a.Region.Func {
				return nil
			}
			return path[:i+1]
		}
	}
	return nil
}

// unconditional reports whether a's node runs whenever its region's body gets to it: each
// statement around it is a plain statement or block, or an if statement whose init or
// condition it is in (if err := os.Unsetenv(k); err != nil), and it is no right operand of
// && or ||.
func (c *checker) unconditional(a *parallel.Access) bool {
	path := c.bodyPath(a)
	if path == nil {
		return false
	}
	for i, n := range path[:len(path)-1] {
		switch n := n.(type) {
		case *ast.IfStmt:
			if i == 0 || (path[i-1] != n.Init && path[i-1] != n.Cond) {
				return false
			}
		case *ast.BinaryExpr:
			if (n.Op == token.LAND || n.Op == token.LOR) && i > 0 && path[i-1] == n.Y {
				return false // the right operand may not be evaluated
			}
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt,
			*ast.CaseClause, *ast.CommClause, *ast.GoStmt, *ast.DeferStmt:
			return false // a loop may run no time, a case may not be taken
		}
	}
	return true
}

// leavesBetween reports whether the body of region r has a return statement, or a call that
// stops the test without failing it (t.Skip, t.Skipf, t.SkipNow), between from and to,
// outside function literals: a passing run can leave before it gets to to.
func (c *checker) leavesBetween(r *parallel.Region, from, to token.Pos) bool {
	if r.Body == nil {
		return true
	}
	leaves := false
	ast.Inspect(r.Body, func(n ast.Node) bool {
		if leaves || n == nil || n.End() <= from || n.Pos() >= to {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			leaves = n.Pos() > from
		case *ast.BranchStmt:
			leaves = n.Pos() > from && n.Tok == token.GOTO
		case *ast.CallExpr:
			if n.Pos() > from && c.res.Reaches(c.pass, n, c.isSkipCall) {
				leaves = true
			}
		}
		return !leaves
	})
	return leaves
}

func (c *checker) isSkipCall(n ast.Node) bool {
	call, ok := n.(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	return fn != nil && isSkip(fn)
}

// isSkip reports whether fn is one of the testing methods that end a test as skipped.
func isSkip(fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != "testing" {
		return false
	}
	switch fn.Name() {
	case "Skip", "Skipf", "SkipNow":
		return true
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
			if v == old && parallel.SavesEnvForRestore(c.pass, a, accs) {
				return true
			}
		}
	}
	return false
}
