package fixes

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// ActivateNonDefault returns the edit that rewrites httpmock.Activate() into
// httpmock.ActivateNonDefault(client), and the client's name, when the region declares
// exactly one *http.Client of its own before the call (DeclaredClient) and its name means
// that client at the call; false otherwise.
func ActivateNonDefault(pass *analysis.Pass, r *parallel.Region, call *ast.CallExpr) (analysis.TextEdit, string, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) != 0 {
		return analysis.TextEdit{}, "", false
	}
	client := DeclaredClient(pass.TypesInfo, r.Body, call.Pos())
	if client == nil {
		return analysis.TextEdit{}, "", false
	}
	if obj, ok := LookupAt(FuncScope(pass.TypesInfo, r.Func), client.Name(), call.Pos()); !ok || obj != client {
		return analysis.TextEdit{}, "", false
	}
	return analysis.TextEdit{Pos: sel.Sel.Pos(), End: call.End(), NewText: []byte("ActivateNonDefault(" + client.Name() + ")")}, client.Name(), true
}
