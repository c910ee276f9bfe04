package state

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

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

// TestCalls reports whether the test's function, or a function literal in it, calls a
// function that pred accepts.
func TestCalls(info *types.Info, test *schedule.Test, pred func(*types.Func) bool) bool {
	return test != nil && test.Decl != nil && CallsIn(info, test.Decl, pred)
}
