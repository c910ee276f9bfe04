package state

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file answers whether code in a test's body runs whenever an earlier point of the
// body is passed: what a check needs to know before it counts a later statement, such as
// putting the environment back, as done.

// BodyPath returns the nodes enclosing a's node up to its region's function, innermost
// first, or nil when the node is inside a function literal within it.
func BodyPath(pass *analysis.Pass, a *flow.Access) []ast.Node {
	if a.Region.Func == nil {
		return nil
	}
	path := gocode.PathAt(pass, a.Node.Pos(), a.Node.End())
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

// Unconditional reports whether a's node runs whenever its region's body gets to it: each
// statement around it is a plain statement or block, or an if statement whose init or
// condition it is in (if err := os.Unsetenv(k); err != nil), or the body of a loop over a
// table literal with cases up to the first statement that may leave the iteration, and it
// is no right operand of && or ||.
func Unconditional(pass *analysis.Pass, a *flow.Access) bool {
	path := BodyPath(pass, a)
	return path != nil && gocode.UnconditionalPathEntering(path, func(r *ast.RangeStmt) bool {
		return rangesOverCases(pass, r, path[len(path)-1])
	})
}

// rangesOverCases reports whether the loop r ranges over a table literal with cases: the
// literal itself, or a local of fn defined with it that nothing in fn changes. Its body then
// runs at least once.
func rangesOverCases(pass *analysis.Pass, r *ast.RangeStmt, fn ast.Node) bool {
	x := ast.Unparen(r.X)
	if id, ok := x.(*ast.Ident); ok {
		v, _ := pass.TypesInfo.Uses[id].(*types.Var)
		if v == nil || gocode.IsPackageLevel(v) {
			return false
		}
		x = localInit(pass, fn, v)
	}
	lit, ok := x.(*ast.CompositeLit)
	return ok && len(lit.Elts) > 0
}

// AlwaysInHelper reports whether an access made through one helper of this package (one
// step of Via: unsetEnv(t, k), which calls os.Unsetenv(k)) runs whenever the helper is
// called: it is unconditional in the helper's body (Unconditional's test), and no return
// comes before it there.
func AlwaysInHelper(pass *analysis.Pass, a *flow.Access) bool {
	if len(a.Via) != 1 || !a.Site.IsValid() {
		return false
	}
	pos := positionIn(pass, a.Site)
	if !pos.IsValid() {
		return false
	}
	path := gocode.PathAt(pass, pos, pos+1)
	for i, n := range path {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.FuncDecl:
			return gocode.UnconditionalPath(path[:i+1]) && !returnsBefore(n.Body, pos)
		}
	}
	return false
}

// positionIn returns the position of p in the files of pass, or token.NoPos when p is in
// none of them.
func positionIn(pass *analysis.Pass, p token.Position) token.Pos {
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf != nil && tf.Name() == p.Filename && p.Offset < tf.Size() {
			return tf.Pos(p.Offset)
		}
	}
	return token.NoPos
}

// returnsBefore reports whether body has a return statement before pos, outside function
// literals.
func returnsBefore(body *ast.BlockStmt, pos token.Pos) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found || n == nil || n.Pos() >= pos {
			return false
		}
		switch n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			found = true
		}
		return !found
	})
	return found
}

// LeavesBetween reports whether the body of region r has a return or goto statement, or a
// call that stops the test without failing it (t.Skip, t.Skipf, t.SkipNow, also in one of the
// package's helpers), between from and to, outside function literals: a passing run can
// leave before it gets to to. A return right after the test is marked failed (t.Error(...);
// return) is no way out for a passing run.
func LeavesBetween(res *parallel.Result, pass *analysis.Pass, r *schedule.Region, from, to token.Pos) bool {
	if r.Body == nil {
		return true
	}
	failed := returnsAfterFailure(pass.TypesInfo, r.Body)
	leaves := false
	ast.Inspect(r.Body, func(n ast.Node) bool {
		if leaves || n == nil || n.End() <= from || n.Pos() >= to {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			leaves = n.Pos() > from && !failed[n]
		case *ast.BranchStmt:
			leaves = n.Pos() > from && n.Tok == token.GOTO
		case *ast.CallExpr:
			leaves = n.Pos() > from && res.HTTP().Reaches(pass, n, func(m ast.Node) bool { return isSkipCall(pass.TypesInfo, m) })
		}
		return !leaves
	})
	return leaves
}

// returnsAfterFailure returns the return statements of body (outside function literals) that
// directly follow, in one statement list, a call that marks the test failed (t.Error,
// t.Errorf, t.Fail on a testing handle).
func returnsAfterFailure(info *types.Info, body *ast.BlockStmt) map[*ast.ReturnStmt]bool {
	var out map[*ast.ReturnStmt]bool
	check := func(list []ast.Stmt) {
		for i := 1; i < len(list); i++ {
			ret, ok := list[i].(*ast.ReturnStmt)
			if !ok || len(ret.Results) > 0 {
				continue
			}
			if es, ok := list[i-1].(*ast.ExprStmt); ok && isFailCall(info, es.X) {
				if out == nil {
					out = make(map[*ast.ReturnStmt]bool)
				}
				out[ret] = true
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BlockStmt:
			check(n.List)
		case *ast.CaseClause:
			check(n.Body)
		case *ast.CommClause:
			check(n.Body)
		}
		return true
	})
	return out
}

// isFailCall reports whether e is a call of a testing method that marks the test failed
// and goes on: Error, Errorf, Fail.
func isFailCall(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "testing" {
		return false
	}
	switch fn.Name() {
	case "Error", "Errorf", "Fail":
		return true
	}
	return false
}

// isSkipCall reports whether n is a call of one of the testing methods that end a test as
// skipped.
func isSkipCall(info *types.Info, n ast.Node) bool {
	call, ok := n.(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return gocode.IsSkip(fn)
}

// localInit returns the initializer of the local v, declared in fn with one (v := x or
// var v = x), when nothing else in fn assigns v or takes its address; nil otherwise.
func localInit(pass *analysis.Pass, fn ast.Node, v *types.Var) ast.Expr {
	if changedIn(pass, fn, v) {
		return nil
	}
	var init ast.Expr
	ast.Inspect(fn, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if id, ok := lhs.(*ast.Ident); ok && pass.TypesInfo.Defs[id] == v && n.Tok == token.DEFINE && len(n.Lhs) == len(n.Rhs) {
					init = n.Rhs[i]
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if pass.TypesInfo.Defs[name] == v && len(n.Values) == len(n.Names) {
					init = n.Values[i]
				}
			}
		}
		return init == nil
	})
	return init
}

// changedIn reports whether code in fn assigns the local v after its definition, or takes
// its address.
func changedIn(pass *analysis.Pass, fn ast.Node, v *types.Var) bool {
	changed := false
	ast.Inspect(fn, func(n ast.Node) bool {
		for _, e := range gocode.WrittenBy(n) {
			if id, ok := ast.Unparen(e).(*ast.Ident); ok && pass.TypesInfo.Uses[id] == v {
				changed = true
			}
		}
		return !changed
	})
	return changed
}
