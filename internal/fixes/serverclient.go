package fixes

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// ServerClient returns the edit that sends a request with the test server's own client:
// http.Get(...) becomes srv.Client().Get(...), http.DefaultClient.Do(...) becomes
// srv.Client().Do(...). false when the call is not a selector call, or when srv's name
// means something else at the call.
func ServerClient(pass *analysis.Pass, call *ast.CallExpr, srv *types.Var) (analysis.TextEdit, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return analysis.TextEdit{}, false
	}
	if obj, ok := LookupAt(pass.TypesInfo.Scopes[FileOf(pass, call.Pos())], srv.Name(), call.Pos()); ok && obj != srv {
		return analysis.TextEdit{}, false
	}
	return analysis.TextEdit{Pos: sel.X.Pos(), End: sel.X.End(), NewText: []byte(srv.Name() + ".Client()")}, true
}
