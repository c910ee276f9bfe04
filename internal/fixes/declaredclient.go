package fixes

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
)

// DeclaredClient returns the one *http.Client variable that body declares with a client
// literal (client := &http.Client{...}) in an assignment that ends before pos; nil when it
// declares none or several, so that a fix may hand that client on without choosing.
func DeclaredClient(info *types.Info, body ast.Node, pos token.Pos) *types.Var {
	var client *types.Var
	count := 0
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.End() > pos || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, lhs := range as.Lhs {
			id, ok := lhs.(*ast.Ident)
			if !ok {
				continue
			}
			v, ok := info.Defs[id].(*types.Var)
			if ok && gocode.IsNamedOrPointer(v.Type(), "net/http", "Client") && httpfacts.IsClientLiteral(info, as.Rhs[i]) {
				client = v
				count++
			}
		}
		return true
	})
	if count != 1 {
		return nil
	}
	return client
}
