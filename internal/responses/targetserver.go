package responses

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// TargetServer returns the httptest server whose URL a request call targets: a
// *httptest.Server variable mentioned as srv.URL in the call's arguments, or in the
// arguments of the call that defined an argument (DefiningCall: the http.NewRequest that
// built the request the call sends); for a method of a local client of the code under
// test, in what defined the client (New(srv.URL), &Config{BaseURL: srv.URL}) or in the
// arguments of its other methods (c.SetBaseURL(srv.URL)). nil when there is none or more
// than one.
func TargetServer(pass *analysis.Pass, call *ast.CallExpr) *types.Var {
	servers := TargetServers(pass, call)
	if len(servers) != 1 {
		return nil
	}
	return servers[0]
}

// TargetServers returns every httptest server that a request call may target, found as
// TargetServer finds one: the servers named in its arguments, or, when there are none, in
// what defined its receiver. A call of the code under test that was given two servers'
// URLs (a token endpoint and an API) may send to either.
func TargetServers(pass *analysis.Pass, call *ast.CallExpr) []*types.Var {
	info := pass.TypesInfo
	var found []*types.Var
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
				if _, isPtr := types.Unalias(v.Type()).(*types.Pointer); isPtr && !slices.Contains(found, v) {
					found = append(found, v)
				}
			}
			return true
		})
	}
	for _, arg := range call.Args {
		look(arg)
		if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
			if def := gocode.DefiningCall(pass, id); def != nil {
				look(def)
			}
		}
	}
	if len(found) == 0 {
		lookReceiver(pass, call, look)
	}
	return found
}

// lookReceiver hands look what a method call's local receiver was defined by, and the
// arguments of the other method calls on it in its function.
func lookReceiver(pass *analysis.Pass, call *ast.CallExpr, look func(ast.Node)) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return
	}
	recv, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || gocode.IsPackageLevel(recv) {
		return
	}
	if def := gocode.DefiningExprOf(pass, recv); def != nil {
		look(def)
	}
	scope := gocode.ScopeSyntax(pass, recv)
	if scope == nil {
		return
	}
	ast.Inspect(scope, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || c == call {
			return true
		}
		if s, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok {
			if x, ok := ast.Unparen(s.X).(*ast.Ident); ok && pass.TypesInfo.Uses[x] == recv {
				for _, arg := range c.Args {
					look(arg)
				}
			}
		}
		return true
	})
}
