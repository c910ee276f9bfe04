package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// FileAt returns the file of pass that contains pos; nil when pos is in none of them (a
// position in another package).
func FileAt(pass *analysis.Pass, pos token.Pos) *ast.File {
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

// PathAt returns the nodes that enclose [pos, end) in its file of pass, innermost first
// (astutil.PathEnclosingInterval); nil when the interval is in none of the pass's files.
func PathAt(pass *analysis.Pass, pos, end token.Pos) []ast.Node {
	file := FileAt(pass, pos)
	if file == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, pos, end)
	return path
}

// FuncOf returns the function that n calls (a call) or refers to (a function value such as
// t.Cleanup's argument httpmock.DeactivateAndReset); nil otherwise.
func FuncOf(info *types.Info, n ast.Node) *types.Func {
	switch n := n.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, n).(*types.Func)
		return fn
	case *ast.Ident:
		fn, _ := info.Uses[n].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		fn, _ := info.Uses[n.Sel].(*types.Func)
		return fn
	}
	return nil
}

// Mentions reports whether the subtree n refers to obj.
func Mentions(info *types.Info, n ast.Node, obj types.Object) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == obj {
			found = true
		}
		return !found
	})
	return found
}
