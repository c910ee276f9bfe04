package parallel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// This file answers whether test code runs when its test ends (a deferred call, a function
// given to t.Cleanup), which is how a test puts back process-wide state it changed.

// atTestEnd reports whether the code at node, in a region's body, runs when the test ends:
// inside a defer statement or a function literal passed to Cleanup of a testing type.
func (e *engine) atTestEnd(node ast.Node) bool {
	if node == nil {
		return false
	}
	file := e.fileOf(node.Pos())
	if file == nil {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, node.Pos(), node.End())
	for _, n := range path {
		switch n := n.(type) {
		case *ast.DeferStmt:
			return true
		case *ast.CallExpr:
			if isCleanup(typeutil.Callee(e.pass.TypesInfo, n)) {
				return true
			}
		case *ast.FuncDecl:
			return false // the region's own function: nothing outside it runs later
		}
	}
	return false
}

// isCleanup reports whether obj is the Cleanup method of testing.T, B, F or TB.
func isCleanup(obj types.Object) bool {
	fn, ok := obj.(*types.Func)
	return ok && fn.Name() == "Cleanup" && fn.Pkg() != nil && fn.Pkg().Path() == "testing"
}

// RestoredIn reports whether the test of write also writes the same variable (the same field
// path, for a field write) in code that runs when the test ends: a defer or a t.Cleanup that
// puts the saved value back, so that no later test inherits the change.
func RestoredIn(write *Access, accs []*Access) bool {
	test := write.Test()
	if test == nil {
		return false
	}
	for _, b := range accs {
		if b == write || !b.AtTestEnd || b.Test() != test || b.Var != write.Var || !b.Op.IsWrite() {
			continue
		}
		if write.Op == FieldWrite && b.Op == FieldWrite && b.Path != write.Path {
			continue
		}
		return true
	}
	return false
}
