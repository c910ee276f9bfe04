package state

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/flow"
)

// constKey returns the constant map key that an access uses: m["alice"],
// tokens.Load("alice"), or login("alice") where login indexes the cache with its parameter.
func constKey(info *types.Info, a *flow.Access) (constant.Value, bool) {
	key := a.Key
	if key == nil {
		return nil, false
	}
	tv, ok := info.Types[key]
	if !ok || tv.Value == nil {
		return nil, false
	}
	return tv.Value, true
}

// testScopedKey reports whether an access uses a map key made from the running test's name
// (tokens[t.Name()], tokens["svc/"+t.Name()]): each test then has an entry of its own.
func testScopedKey(info *types.Info, a *flow.Access) bool {
	key := a.Key
	if key == nil {
		return false
	}
	found := false
	ast.Inspect(key, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if fn, ok := typeutil.Callee(info, call).(*types.Func); ok &&
				fn.Name() == "Name" && fn.Pkg() != nil && fn.Pkg().Path() == "testing" {
				found = true
			}
		}
		return !found
	})
	return found
}

// DistinctKeys reports whether a and b use different keys of a map: a write of
// tokens["bob"] does not replace the token that a read of tokens["alice"] gets, nor does a
// write of tokens[t.Name()] in one test replace the entry that another test reads.
func DistinctKeys(info *types.Info, a, b *flow.Access) bool {
	if testScopedKey(info, a) && testScopedKey(info, b) {
		return true
	}
	ka, ok := constKey(info, a)
	if !ok {
		return false
	}
	kb, ok := constKey(info, b)
	return ok && ka.Kind() == kb.Kind() && !constant.Compare(ka, token.EQL, kb)
}
