package state

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// TargetServer returns the httptest server whose URL a request call targets: a
// *httptest.Server variable mentioned as srv.URL in the call's arguments, or in the
// arguments of the call that defined an argument (DefiningCall: the http.NewRequest that
// built the request the call sends). nil when there is none or more than one.
func TargetServer(pass *analysis.Pass, call *ast.CallExpr) *types.Var {
	info := pass.TypesInfo
	var found *types.Var
	count := 0
	look := func(n ast.Node) {
		ast.Inspect(n, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "URL" {
				return true
			}
			id, ok := ast.Unparen(sel.X).(*ast.Ident)
			if !ok {
				return true
			}
			if v, ok := info.Uses[id].(*types.Var); ok && gocode.IsNamedOrPointer(v.Type(), "net/http/httptest", "Server") {
				if _, isPtr := types.Unalias(v.Type()).(*types.Pointer); isPtr && v != found {
					found = v
					count++
				}
			}
			return true
		})
	}
	for _, arg := range call.Args {
		look(arg)
		if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
			if def := DefiningCall(pass, id); def != nil {
				look(def)
			}
		}
	}
	if count != 1 {
		return nil
	}
	return found
}
