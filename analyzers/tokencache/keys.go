package tokencache

import (
	"go/ast"
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ast/astutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// constKey returns the constant map key that a direct access in this package uses:
// m["alice"] (read, written or deleted) or a sync.Map method call with a constant key.
func (c *checker) constKey(a *parallel.Access) (constant.Value, bool) {
	if len(a.Via) > 0 || a.Node == nil {
		return nil, false
	}
	var key ast.Expr
	switch n := a.Node.(type) {
	case *ast.IndexExpr:
		key = n.Index
	case *ast.CallExpr:
		switch {
		case a.Op == parallel.MethodCall && len(n.Args) > 0: // tokens.Load("alice")
			key = n.Args[0]
		case a.Op == parallel.ElemWrite && len(n.Args) == 2: // delete(tokens, "alice")
			key = n.Args[1]
		}
	case *ast.Ident, *ast.SelectorExpr:
		file := c.fileOf(n)
		if file == nil {
			return nil, false
		}
		path, _ := astutil.PathEnclosingInterval(file, n.Pos(), n.End())
		for i := 1; i < len(path); i++ {
			if sel, ok := path[i].(*ast.SelectorExpr); ok && sel.Sel == n {
				continue // the qualified identifier pkg.Var
			}
			if ix, ok := path[i].(*ast.IndexExpr); ok && ast.Unparen(ix.X) == path[i-1] {
				key = ix.Index
			}
			break
		}
	}
	if key == nil {
		return nil, false
	}
	tv, ok := c.pass.TypesInfo.Types[key]
	if !ok || tv.Value == nil {
		return nil, false
	}
	return tv.Value, true
}

// distinctKeys reports whether a and b use different constant keys of a map: a write of
// tokens["bob"] does not replace the token that a read of tokens["alice"] gets.
func (c *checker) distinctKeys(a, b *parallel.Access) bool {
	ka, ok := c.constKey(a)
	if !ok {
		return false
	}
	kb, ok := c.constKey(b)
	return ok && ka.Kind() == kb.Kind() && !constant.Compare(ka, token.EQL, kb)
}
