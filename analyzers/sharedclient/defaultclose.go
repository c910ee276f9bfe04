package sharedclient

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// checkDefaultTransportClose reports requests sent through http.DefaultTransport by test
// code that may run at the same time as an (*httptest.Server).Close, which closes the idle
// connections of http.DefaultTransport under the request.
func (c *checker) checkDefaultTransportClose() {
	closes, anywhere := c.res.ServerCloses(c.pass, c.regions)
	if len(closes) == 0 && !anywhere {
		return
	}
	seen := make(map[token.Pos]bool)
	for _, r := range c.res.Regions {
		if r.Body == nil {
			continue
		}
		c.regions.Inspect(r, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || seen[call.Pos()] {
				return true
			}
			what := c.requests.Of(call)
			if what == "" {
				return true
			}
			at := parallel.Point{Region: r, Pos: call.Pos()}
			if !c.closeConcurrentWith(at, closes, anywhere) {
				return true
			}
			seen[call.Pos()] = true
			d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: catDefaultClose}
			advice := "use a client with its own transport"
			if what == parallel.BareClientRequest {
				what = "(*http.Client)." + call.Fun.(*ast.SelectorExpr).Sel.Name
				advice = "give the client its own transport"
			} else if srv := c.serverFor(call); srv != nil {
				advice = "use " + srv.Name() + ".Client()"
				d.SuggestedFixes = c.serverClientFix(call, srv)
			}
			for _, p := range closes {
				if parallel.Concurrent(at, p) {
					d.Related = append(d.Related, analysis.RelatedInformation{Pos: p.Pos, Message: "a server is closed here by " + p.Region.Name})
					break
				}
			}
			d.Message = fmt.Sprintf("%s in parallel test %s uses http.DefaultTransport, whose idle connections every (*httptest.Server).Close in this package closes; %s",
				what, r.Name, advice)
			c.rep.Report(d, nil)
			return true
		})
	}
}

// closeConcurrentWith reports whether a server Close may run at the same time as code at p:
// one of the closes, or, when anywhere is set, a Close in a helper that any test may call.
func (c *checker) closeConcurrentWith(p parallel.Point, closes []parallel.Point, anywhere bool) bool {
	for _, cl := range closes {
		if parallel.Concurrent(p, cl) {
			return true
		}
	}
	return anywhere && c.res.ConcurrentWithOthers(p)
}

// serverFor returns the httptest server whose URL the request targets: one mentioned as
// srv.URL in the call's arguments, or in the arguments of the http.NewRequest call that
// built the request the call sends. nil when there is none or more than one.
func (c *checker) serverFor(call *ast.CallExpr) *types.Var {
	info := c.pass.TypesInfo
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
			if v, ok := info.Uses[id].(*types.Var); ok && parallel.IsNamedOrPointer(v.Type(), "net/http/httptest", "Server") {
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
			if def := parallel.DefiningCall(c.pass, id); def != nil {
				look(def)
			}
		}
	}
	if count != 1 {
		return nil
	}
	return found
}

// serverClientFix rewrites http.Get(...) into srv.Client().Get(...) and
// http.DefaultClient.Do(...) into srv.Client().Do(...).
func (c *checker) serverClientFix(call *ast.CallExpr, srv *types.Var) []analysis.SuggestedFix {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	// The server must be the one its name means at the call.
	if scope := c.pass.TypesInfo.Scopes[c.fileOf(call.Pos())]; scope != nil {
		if inner := scope.Innermost(call.Pos()); inner != nil {
			if _, obj := inner.LookupParent(srv.Name(), call.Pos()); obj != srv {
				return nil
			}
		}
	}
	return []analysis.SuggestedFix{{
		Message:   "send the request with " + srv.Name() + ".Client()",
		TextEdits: []analysis.TextEdit{{Pos: sel.X.Pos(), End: sel.X.End(), NewText: []byte(srv.Name() + ".Client()")}},
	}}
}
