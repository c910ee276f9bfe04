package state

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file decides how tests put the environment back, beyond a deferred or cleanup
// write of the same variable: a restore that covers the code of a write, a restore of the
// whole environment from a snapshot (a deferred call that clears it and sets the saved
// entries again), and the reads that only save the old value for the restore.

// Encloses reports whether r is x or one of x's ancestors.
func Encloses(r *schedule.Region, x *schedule.Region) bool {
	for ; x != nil; x = x.Parent {
		if x == r {
			return true
		}
	}
	return false
}

// CoversRegion reports whether the restore r runs after w's code ends: r is in w's region
// or one that encloses it, or r is a Ginkgo teardown node that runs after every run of w's
// node (TeardownCovers).
func CoversRegion(r, w *flow.Access) bool {
	if r.Region == nil || w.Region == nil || r.Region.Test != w.Region.Test {
		return false
	}
	if Encloses(r.Region, w.Region) {
		return true
	}
	return schedule.TeardownCovers(r.Region, w.Region)
}

// RestoresWholeEnv reports whether one of restores (writes of EnvAll, os.Clearenv, in code
// that runs when a test ends) clears the whole environment when the test of w ends, in w's
// region or one that encloses it (defer popEnv(stashEnv())): every variable the test set is
// gone then, replaced by the snapshot. A write in a function literal of a table case (an
// element or field of a composite literal in its region's body, which the subtests call)
// may run in any subtest of its test, so a snapshot restore in one of those covers it too.
func RestoresWholeEnv(pass *analysis.Pass, w *flow.Access, restores []*flow.Access) bool {
	for _, r := range restores {
		if !r.Restores || r.Region == nil || r.Region.Test != w.Region.Test {
			continue
		}
		if CoversRegion(r, w) || (Encloses(w.Region, r.Region) && inTableCase(pass, w)) {
			return true
		}
	}
	return false
}

// inTableCase reports whether a's code is in a function literal that is an element or
// field of a composite literal in its region's body: a table case's function.
func inTableCase(pass *analysis.Pass, a *flow.Access) bool {
	if a.Region.Body == nil {
		return false
	}
	path := gocode.PathAt(pass, a.Node.Pos(), a.Node.End())
	for i, n := range path {
		if n == a.Region.Body {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok && i+1 < len(path) {
			switch path[i+1].(type) {
			case *ast.KeyValueExpr, *ast.CompositeLit:
				return true
			}
			return false
		}
	}
	return false
}

// SavesEnvForRestore reports whether the environment read u only saves the variable's
// value to put it back when its test ends: the call that reads it also restores it (a
// helper that returns the restore function, rollback := memory("A", "B"); accs are the
// accesses to the variable), or it is os.Getenv or os.LookupEnv, written in a function
// declaration of pass, whose results that function uses only as values that os.Setenv puts
// back, and in conditions.
func SavesEnvForRestore(pass *analysis.Pass, u *flow.Access, accs []*flow.Access) bool {
	for _, w := range accs {
		if w.Op == flow.Write && w.Restores && !w.Scoped && w.Node == u.Node && w.Test() == u.Test() {
			return true
		}
	}
	call, ok := u.Node.(*ast.CallExpr)
	if !ok || len(u.Via) > 0 {
		return false
	}
	fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "os" || (fn.Name() != "Getenv" && fn.Name() != "LookupEnv") {
		return false
	}
	var saved []*types.Var
	var body ast.Node
	for i, n := range gocode.PathAt(pass, call.Pos(), call.End()) {
		if i == 1 {
			saved = DefinedBy(pass.TypesInfo, n, call)
			if saved == nil {
				return false
			}
		}
		if fd, ok := n.(*ast.FuncDecl); ok {
			body = fd.Body
			break
		}
	}
	return body != nil && onlyPutBack(pass.TypesInfo, body, saved)
}

// DefinedBy returns the local variables that the assignment or declaration n defines with
// the value of call (orig := os.Getenv(k); orig, ok := os.LookupEnv(k)); nil otherwise.
func DefinedBy(info *types.Info, n ast.Node, call *ast.CallExpr) []*types.Var {
	var lhs []ast.Expr
	switch n := n.(type) {
	case *ast.AssignStmt:
		if len(n.Rhs) != 1 || ast.Unparen(n.Rhs[0]) != call {
			return nil
		}
		lhs = n.Lhs
	case *ast.ValueSpec:
		if len(n.Values) != 1 || ast.Unparen(n.Values[0]) != call {
			return nil
		}
		for _, name := range n.Names {
			lhs = append(lhs, name)
		}
	default:
		return nil
	}
	var out []*types.Var
	for _, e := range lhs {
		id, ok := e.(*ast.Ident)
		if !ok {
			return nil
		}
		if id.Name == "_" {
			continue
		}
		v, _ := info.ObjectOf(id).(*types.Var)
		if v == nil || gocode.IsPackageLevel(v) {
			return nil
		}
		out = append(out, v)
	}
	return out
}

// onlyPutBack reports whether the saved variables are put back with os.Setenv, and every
// other use of them in body is part of an if or switch condition (if ok { ... }).
func onlyPutBack(info *types.Info, body ast.Node, saved []*types.Var) bool {
	isSaved := func(id *ast.Ident) bool {
		for _, v := range saved {
			if info.Uses[id] == v {
				return true
			}
		}
		return false
	}
	allowed := make(map[*ast.Ident]bool)
	setenvArg := make(map[*ast.Ident]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if fn, _ := typeutil.Callee(info, n).(*types.Func); fn != nil && fn.Pkg() != nil &&
				fn.Pkg().Path() == "os" && fn.Name() == "Setenv" && len(n.Args) == 2 {
				if id, ok := ast.Unparen(n.Args[1]).(*ast.Ident); ok {
					allowed[id], setenvArg[id] = true, true
				}
			}
		case *ast.IfStmt:
			markIdents(n.Cond, allowed)
		case *ast.SwitchStmt:
			if n.Tag != nil {
				markIdents(n.Tag, allowed)
			}
		}
		return true
	})
	ok, putBack := true, false
	ast.Inspect(body, func(n ast.Node) bool {
		if id, isID := n.(*ast.Ident); isID && isSaved(id) {
			if !allowed[id] {
				ok = false
			}
			putBack = putBack || setenvArg[id]
		}
		return ok
	})
	return ok && putBack
}

func markIdents(e ast.Expr, into map[*ast.Ident]bool) {
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			into[id] = true
		}
		return true
	})
}
