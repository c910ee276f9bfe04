package tokencache

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// keyExpr returns the map key that a direct access in this package uses: m[key] (read,
// written or deleted) or the key argument of a sync.Map method call.
func (c *checker) keyExpr(a *parallel.Access) ast.Expr {
	if len(a.Via) > 0 || a.Node == nil {
		return nil
	}
	switch n := a.Node.(type) {
	case *ast.IndexExpr:
		return n.Index
	case *ast.CallExpr:
		switch {
		case a.Op == parallel.MethodCall && len(n.Args) > 0: // tokens.Load("alice")
			return n.Args[0]
		case a.Op == parallel.ElemWrite && len(n.Args) == 2: // delete(tokens, "alice")
			return n.Args[1]
		}
	case *ast.Ident, *ast.SelectorExpr:
		file := c.fileOf(n)
		if file == nil {
			return nil
		}
		path, _ := astutil.PathEnclosingInterval(file, n.Pos(), n.End())
		for i := 1; i < len(path); i++ {
			if sel, ok := path[i].(*ast.SelectorExpr); ok && sel.Sel == n {
				continue // the qualified identifier pkg.Var
			}
			if ix, ok := path[i].(*ast.IndexExpr); ok && ast.Unparen(ix.X) == path[i-1] {
				return ix.Index
			}
			break
		}
	}
	return nil
}

// constKey returns the constant map key that a direct access in this package uses:
// m["alice"] or tokens.Load("alice").
func (c *checker) constKey(a *parallel.Access) (constant.Value, bool) {
	key := c.keyExpr(a)
	if key == nil {
		return nil, false
	}
	tv, ok := c.pass.TypesInfo.Types[key]
	if !ok || tv.Value == nil {
		return nil, false
	}
	return tv.Value, true
}

// testScopedKey reports whether a direct access uses a map key made from the running test's
// name (tokens[t.Name()], tokens["svc/"+t.Name()]): each test then has an entry of its own.
func (c *checker) testScopedKey(a *parallel.Access) bool {
	key := c.keyExpr(a)
	if key == nil {
		return false
	}
	found := false
	ast.Inspect(key, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if fn, ok := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func); ok &&
				fn.Name() == "Name" && fn.Pkg() != nil && fn.Pkg().Path() == "testing" {
				found = true
			}
		}
		return !found
	})
	return found
}

// distinctKeys reports whether a and b use different keys of a map: a write of
// tokens["bob"] does not replace the token that a read of tokens["alice"] gets, nor does a
// write of tokens[t.Name()] in one test replace the entry that another test reads.
func (c *checker) distinctKeys(a, b *parallel.Access) bool {
	if c.testScopedKey(a) && c.testScopedKey(b) {
		return true
	}
	ka, ok := c.constKey(a)
	if !ok {
		return false
	}
	kb, ok := c.constKey(b)
	return ok && ka.Kind() == kb.Kind() && !constant.Compare(ka, token.EQL, kb)
}
