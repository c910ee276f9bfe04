package parallel

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// FileAt returns the file of pass that contains pos (its end included); nil when pos is in
// none of them (a position in another package).
func FileAt(pass *analysis.Pass, pos token.Pos) *ast.File {
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
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

// VarRefAt returns the expression at pos, in a file of pass, that refers to v: the
// identifier, or the qualified identifier pkg.V; nil when there is none.
func VarRefAt(pass *analysis.Pass, v *types.Var, pos token.Pos) ast.Node {
	file := FileAt(pass, pos)
	if !pos.IsValid() || file == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, pos, pos)
	if len(path) == 0 {
		return nil
	}
	id, ok := path[0].(*ast.Ident)
	if !ok {
		return nil
	}
	if pass.TypesInfo.Uses[id] == v {
		if len(path) > 1 {
			if sel, ok := path[1].(*ast.SelectorExpr); ok && sel.Sel == id {
				return sel // pkg.V
			}
		}
		return id
	}
	if len(path) > 1 { // pos at the package name of pkg.V
		if sel, ok := path[1].(*ast.SelectorExpr); ok && sel.X == id && pass.TypesInfo.Uses[sel.Sel] == v {
			return sel
		}
	}
	return nil
}

// SelectedFields returns the field path that the expression around n selects from it
// (env.API.Timeout: "API.Timeout", through index expressions and parentheses); "" when
// n is used whole.
func SelectedFields(pass *analysis.Pass, n ast.Node) string {
	file := FileAt(pass, n.Pos())
	if file == nil {
		return ""
	}
	path, _ := astutil.PathEnclosingInterval(file, n.Pos(), n.End())
	i := 0
	for i < len(path) && path[i] != n {
		i++
	}
	if i == len(path) {
		return ""
	}
	var segs []string
	cur := path[i]
	for _, parent := range path[i+1:] {
		switch p := parent.(type) {
		case *ast.ParenExpr, *ast.StarExpr:
		case *ast.IndexExpr:
			if p.X != cur {
				return strings.Join(segs, ".")
			}
		case *ast.SelectorExpr:
			s, ok := pass.TypesInfo.Selections[p]
			if p.X != cur || !ok || s.Kind() != types.FieldVal {
				return strings.Join(segs, ".")
			}
			segs = append(segs, p.Sel.Name)
		default:
			return strings.Join(segs, ".")
		}
		cur = parent
	}
	return strings.Join(segs, ".")
}
