package gocode

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// BuiltinName returns the name of the builtin a call calls, if it calls one.
func BuiltinName(info *types.Info, call *ast.CallExpr) (string, bool) {
	b, ok := typeutil.Callee(info, call).(*types.Builtin)
	if !ok {
		return "", false
	}
	return b.Name(), true
}
