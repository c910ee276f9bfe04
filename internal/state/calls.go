package state

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// CallsIn reports whether n, function literals in it included, calls a function that pred
// accepts (statically: the callee typeutil resolves).
func CallsIn(info *types.Info, n ast.Node, pred func(*types.Func) bool) bool {
	if n == nil {
		return false
	}
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if fn, _ := typeutil.Callee(info, call).(*types.Func); fn != nil && pred(fn) {
				found = true
			}
		}
		return !found
	})
	return found
}

// DefiningCall returns the call that defined the local variable id refers to (req, _ :=
// http.NewRequest(...)), or nil.
func DefiningCall(pass *analysis.Pass, id *ast.Ident) *ast.CallExpr {
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	return definingCallOf(pass, v)
}

// definingCallOf is DefiningCall for a variable: the call assigned to it where it is
// defined, in its declaring function; nil for a package-level variable.
func definingCallOf(pass *analysis.Pass, v *types.Var) *ast.CallExpr {
	call, _ := definingExprOf(pass, v).(*ast.CallExpr)
	return call
}

// definingExprOf returns the expression assigned to a local variable where it is defined
// (x := e, or x, err := e), or nil.
func definingExprOf(pass *analysis.Pass, v *types.Var) ast.Expr {
	if gocode.IsPackageLevel(v) {
		return nil // set by = in some function, or by a var declaration: not an assignment here
	}
	f := gocode.ScopeSyntax(pass, v)
	if f == nil {
		return nil
	}
	var def ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			return def == nil
		}
		for _, lhs := range as.Lhs {
			if l, ok := lhs.(*ast.Ident); ok && pass.TypesInfo.Defs[l] == v {
				def = ast.Unparen(as.Rhs[0])
			}
		}
		return def == nil
	})
	return def
}

// TestCalls reports whether the test's function, or a function literal in it, calls a
// function that pred accepts.
func TestCalls(info *types.Info, test *schedule.Test, pred func(*types.Func) bool) bool {
	return test != nil && test.Decl != nil && CallsIn(info, test.Decl, pred)
}
