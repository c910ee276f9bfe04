package groupjoin

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// GroupAdminExprs returns the group ID expressions of an admin call, or nil.
func GroupAdminExprs(info *types.Info, call *ast.CallExpr) []ast.Expr {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return nil
	}
	i, ok := knowledge.GroupAdminCalls[FuncKey(fn)]
	if !ok || i >= len(call.Args) {
		return nil
	}
	sig := fn.Signature()
	if sig.Variadic() && i == sig.Params().Len()-1 && !call.Ellipsis.IsValid() {
		return call.Args[i:]
	}
	if lit, ok := ast.Unparen(call.Args[i]).(*ast.CompositeLit); ok {
		if _, isSlice := info.TypeOf(lit).Underlying().(*types.Slice); isSlice {
			return lit.Elts
		}
	}
	if call.Ellipsis.IsValid() {
		return nil
	}
	return []ast.Expr{call.Args[i]}
}
