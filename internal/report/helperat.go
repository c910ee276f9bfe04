package report

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// HelperAt returns the function declaration containing pos when it is a helper taking a
// *testing.T, *testing.B or testing.TB and not itself a test.
func HelperAt(r *parallel.Result, pass *analysis.Pass, pos token.Pos) *ast.FuncDecl {
	if decl, _ := gocode.DeclAt(pass, pos); decl != nil {
		fd, ok := decl.(*ast.FuncDecl)
		if !ok || fd.Body == nil || pos < fd.Body.Pos() || pos >= fd.Body.End() {
			return nil
		}
		fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
		if fn == nil {
			return nil
		}
		for _, t := range r.Tests {
			if t.Func == fn {
				return nil
			}
		}
		params := fn.Signature().Params()
		for i := range params.Len() {
			if IsTestHandle(params.At(i).Type()) {
				return fd
			}
		}
		return nil
	}
	return nil
}

// IsTestHandle reports whether t is *testing.T, *testing.B, *testing.F or testing.TB.
func IsTestHandle(t types.Type) bool {
	if gocode.IsNamed(t, "testing", "TB") {
		return true
	}
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && (gocode.IsNamed(p.Elem(), "testing", "T") || gocode.IsNamed(p.Elem(), "testing", "B") || gocode.IsNamed(p.Elem(), "testing", "F"))
}
