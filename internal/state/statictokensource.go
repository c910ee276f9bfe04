package state

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// IsStaticTokenSource reports whether every value that the package-level token source v of
// the pass's package is given (its initializer, and assignments in TestMain and init) is an
// oauth2.StaticTokenSource, which never refreshes; false when it is given none, or is of
// another package.
func IsStaticTokenSource(r *parallel.Result, pass *analysis.Pass, v *types.Var) bool {
	if v.Pkg() != pass.Pkg {
		return false
	}
	var values []ast.Expr
	if d := r.VarDecl(v); d != nil && d.Value() != nil {
		values = append(values, d.Value())
	}
	for _, a := range r.Setup {
		if a != nil && a.Var == v && a.Op.IsWrite() {
			if a.Op != flow.Write || a.Value == nil {
				return false
			}
			values = append(values, a.Value)
		}
	}
	for _, e := range values {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
		if !ok || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.Oauth2Path || fn.Name() != "StaticTokenSource" {
			return false
		}
	}
	return len(values) > 0
}
