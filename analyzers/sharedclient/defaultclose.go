package sharedclient

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/responses"
	"github.com/fixturelint/fixturelint/internal/state"
)

// checkDefaultTransportClose reports requests sent through http.DefaultTransport by test
// code that may run at the same time as an (*httptest.Server).Close, which closes the idle
// connections of http.DefaultTransport under the request. Only a response without a body
// leaves its connection idle while the request is still in flight: default mode reports the
// requests whose target may answer so, strict mode also those whose target is not in sight.
func (c *checker) checkDefaultTransportClose() {
	for _, rq := range state.RequestsDuringServerClose(c.res, c.pass, c.regions, c.requests) {
		if rq.Body == responses.BodyAlways || rq.Body == responses.BodyUnknown && !strict {
			continue
		}
		call, what := rq.Call, rq.What
		d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: catDefaultClose}
		advice := "use a client with its own transport"
		if rq.Itself {
			what = types.ExprString(call.Fun)
			advice = "it sends with net/http's default client itself; let it take a client, and give it one with a transport of its own"
		} else if rq.Library && httpfacts.GivesDefault(c.pass.TypesInfo, call) {
			what = types.ExprString(call.Fun)
			advice = "pass it a transport of its own instead (an httptest server's Client().Transport)"
		} else if rq.Library {
			what = types.ExprString(call.Fun)
			advice = "the client it sends through is a library's over http.DefaultTransport; give it a transport of its own"
		} else if what == httpfacts.BareClientRequest {
			what = "(*http.Client)." + call.Fun.(*ast.SelectorExpr).Sel.Name
			advice = "give the client its own transport"
		} else if srv := responses.TargetServer(c.pass, call); srv != nil {
			advice = "use " + srv.Name() + ".Client()"
			d.SuggestedFixes = c.serverClientFix(call, srv)
		}
		if rq.Close != nil {
			by := rq.Close.Region.Name
			if rq.Close.Region == rq.Region {
				by = "another run of " + by
			}
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: rq.Close.Call, Message: "a server is closed here by " + by})
		}
		d.Message = fmt.Sprintf("%s in parallel test %s uses http.DefaultTransport, whose idle connections every (*httptest.Server).Close in this package closes; %s",
			what, rq.Region.Name, advice)
		if rq.Body == responses.BodyUnknown {
			d.Message += " (strict mode: only an answer without a body is at risk, and this request's handler is not in sight)"
		}
		c.rep.Report(d, nil)
	}
}

// serverClientFix sends the request with the server's own client (fixes.ServerClient).
func (c *checker) serverClientFix(call *ast.CallExpr, srv *types.Var) []analysis.SuggestedFix {
	edit, ok := fixes.ServerClient(c.pass, call, srv)
	if !ok {
		return nil
	}
	return []analysis.SuggestedFix{{Message: "send the request with " + srv.Name() + ".Client()", TextEdits: []analysis.TextEdit{edit}}}
}
