package fixes

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// Setenv returns the edit that turns call, os.Setenv(k, v), into t.Setenv(k, v) with the
// region's *testing.T, which restores the variable when the test ends. It fails unless the
// call is a statement of the region's own function (not of a closure inside it), the region
// has a *testing.T that is in scope under its name there, and neither the region nor an
// ancestor runs in parallel or lacks a T (t.Setenv panics in a parallel test).
func Setenv(pass *analysis.Pass, r *schedule.Region, call *ast.CallExpr) (analysis.TextEdit, bool) {
	if r.T == nil || !gocode.IsTestingType(r.T.Type(), "T") {
		return analysis.TextEdit{}, false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return analysis.TextEdit{}, false
	}
	fn, _ := pass.TypesInfo.Uses[sel.Sel].(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "os" || fn.Name() != "Setenv" {
		return analysis.TextEdit{}, false
	}
	for x := r; x != nil; x = x.Parent {
		if x.IsParallel() || x.T == nil {
			return analysis.TextEdit{}, false
		}
	}
	file := FileOf(pass, call.Pos())
	if file == nil {
		return analysis.TextEdit{}, false
	}
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	if len(path) < 2 {
		return analysis.TextEdit{}, false
	}
	if stmt, ok := path[1].(*ast.ExprStmt); !ok || stmt.X != call {
		return analysis.TextEdit{}, false
	}
	for _, n := range path[1:] {
		if _, ok := n.(*ast.FuncLit); ok || isFuncDecl(n) {
			if n != r.Func {
				return analysis.TextEdit{}, false // in a closure inside the test
			}
			break
		}
	}
	if scope := pass.Pkg.Scope().Innermost(call.Pos()); scope == nil {
		return analysis.TextEdit{}, false
	} else if _, obj := scope.LookupParent(r.T.Name(), call.Pos()); obj != r.T {
		return analysis.TextEdit{}, false // the test's T is shadowed here
	}
	return analysis.TextEdit{Pos: sel.Pos(), End: sel.End(), NewText: []byte(r.T.Name() + ".Setenv")}, true
}

func isFuncDecl(n ast.Node) bool {
	_, ok := n.(*ast.FuncDecl)
	return ok
}

// PackageUses counts the references of file to the package path (an import that a fix
// removes the last of becomes unused).
func PackageUses(info *types.Info, file *ast.File, path string) int {
	if file == nil {
		return 0
	}
	n := 0
	ast.Inspect(file, func(node ast.Node) bool {
		if id, ok := node.(*ast.Ident); ok {
			if pn, ok := info.Uses[id].(*types.PkgName); ok && pn.Imported().Path() == path {
				n++
			}
		}
		return true
	})
	return n
}
