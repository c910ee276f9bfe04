package sharedclient

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
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
			if !c.res.ServerCloseConcurrentWith(at, closes, anywhere) {
				return true
			}
			seen[call.Pos()] = true
			d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: catDefaultClose}
			advice := "use a client with its own transport"
			if what == parallel.BareClientRequest {
				what = "(*http.Client)." + call.Fun.(*ast.SelectorExpr).Sel.Name
				advice = "give the client its own transport"
			} else if srv := parallel.TargetServer(c.pass, call); srv != nil {
				advice = "use " + srv.Name() + ".Client()"
				d.SuggestedFixes = c.serverClientFix(call, srv)
			}
			if p, ok := parallel.FirstConcurrentPoint(at, closes); ok {
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: p.Pos, Message: "a server is closed here by " + p.Region.Name})
			}
			d.Message = fmt.Sprintf("%s in parallel test %s uses http.DefaultTransport, whose idle connections every (*httptest.Server).Close in this package closes; %s",
				what, r.Name, advice)
			c.rep.Report(d, nil)
			return true
		})
	}
}

// serverClientFix rewrites http.Get(...) into srv.Client().Get(...) and
// http.DefaultClient.Do(...) into srv.Client().Do(...).
func (c *checker) serverClientFix(call *ast.CallExpr, srv *types.Var) []analysis.SuggestedFix {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	// The server must be the one its name means at the call.
	if obj, ok := fixes.LookupAt(c.pass.TypesInfo.Scopes[c.fileOf(call.Pos())], srv.Name(), call.Pos()); ok && obj != srv {
		return nil
	}
	return []analysis.SuggestedFix{{
		Message:   "send the request with " + srv.Name() + ".Client()",
		TextEdits: []analysis.TextEdit{{Pos: sel.X.Pos(), End: sel.X.End(), NewText: []byte(srv.Name() + ".Client()")}},
	}}
}
