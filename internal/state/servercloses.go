package state

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/responses"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// A ServerClose is a Close of an httptest server by a test region: when it runs (a deferred
// or cleanup Close at the end of its region) and where it is written.
type ServerClose struct {
	schedule.Point
	Call token.Pos
}

// ServerCloses returns where the test regions of pass's package close httptest servers, in
// source order of when they run: a Close they make, and a call (or a value given to
// t.Cleanup) of a helper of this package or another that closes one, which counts at the end
// of the region, when a returned or registered teardown runs. anywhere reports a Close in a
// helper that no region is seen to reach (through a function value): it may run beside any
// test. A Close in TestMain runs before or after every test and is left out.
func ServerCloses(r *parallel.Result, pass *analysis.Pass, regions *httpfacts.RegionIndex) (closes []ServerClose, anywhere bool) {
	inHelper := false
	for sel := range pass.TypesInfo.Selections {
		if !httpfacts.IsServerCloseSelection(pass.TypesInfo, sel) {
			continue
		}
		pos := sel.Pos()
		if inTestMain(r, pos) {
			continue
		}
		reg := regions.At(pos)
		if reg == nil {
			inHelper = true
			continue
		}
		at := pos
		if RunsAtTestEnd(pass, pos) {
			at = reg.Body.End() - 1
		}
		closes = append(closes, ServerClose{Point: schedule.Point{Region: reg, Pos: at}, Call: pos})
	}
	facts := r.HTTP()
	if inHelper || facts.CallsServerCloser() {
		reached := false
		for _, reg := range r.Regions {
			if reg.Body == nil {
				continue
			}
			regions.Inspect(reg, func(n ast.Node) bool {
				id, ok := n.(*ast.Ident)
				if !ok {
					return true
				}
				if fn, ok := pass.TypesInfo.Uses[id].(*types.Func); ok && facts.ClosesServer(fn) {
					closes = append(closes, ServerClose{Point: schedule.Point{Region: reg, Pos: reg.Body.End() - 1}, Call: id.Pos()})
					reached = true
				}
				return true
			})
		}
		anywhere = !reached
	}
	// In source order: the selections come from a map, and the first concurrent close is
	// the one a finding cites.
	slices.SortFunc(closes, func(a, b ServerClose) int { return cmp.Compare(a.Pos, b.Pos) })
	return closes, anywhere
}

// inTestMain reports whether pos is in the package's TestMain.
func inTestMain(r *parallel.Result, pos token.Pos) bool {
	for _, t := range r.Tests {
		if t.Kind == schedule.KindMain && t.Decl != nil && t.Decl.Pos() <= pos && pos < t.Decl.End() {
			return true
		}
	}
	return false
}

// serverCloseConcurrentWith reports whether a server Close may run at the same time as code
// at p: one of closes, or, when anywhere is set (ServerCloses), a Close in a helper that any
// test may call.
func serverCloseConcurrentWith(r *parallel.Result, p schedule.Point, closes []ServerClose, anywhere bool) bool {
	if _, ok := firstConcurrentClose(p, closes); ok {
		return true
	}
	return anywhere && r.ConcurrentWithOthers(p)
}

// firstConcurrentClose returns a close that may run at the same time as p: one of p's own
// region (another run of the same parallel subtest closes its server), else the first;
// false when none may.
func firstConcurrentClose(p schedule.Point, closes []ServerClose) (ServerClose, bool) {
	var first *ServerClose
	for i, q := range closes {
		if !schedule.Concurrent(p, q.Point) {
			continue
		}
		if q.Region == p.Region {
			return q, true
		}
		if first == nil {
			first = &closes[i]
		}
	}
	if first == nil {
		return ServerClose{}, false
	}
	return *first, true
}

// A RequestDuringClose is a request through net/http's defaults that may be sent while an
// (*httptest.Server).Close runs, which closes http.DefaultTransport's idle connections
// under it.
type RequestDuringClose struct {
	Region *schedule.Region
	Call   *ast.CallExpr
	What   string       // what DefaultRequests.Of says of the call; "" for a library's client
	Close  *ServerClose // the first of the closes that may run at the same time; nil for a helper's
	// Library: the call sends through a library's client or transport that ends at
	// http.DefaultTransport (DefaultEnds.Sends), reported once per region, at its first such
	// call: not every request of such a client reaches the transport (a recorder replays a
	// cassette, a cache answers), and what to change is the client the test builds.
	Library bool
	// Itself: the library's function sends through net/http's defaults by itself
	// (http.Get, http.DefaultClient), so no client the test gives it helps.
	Itself bool
	// Body says whether the response may come without a body, the only kind whose
	// connection a Close can take from under the request (responses.BodyOf).
	Body responses.Body
}

// RequestsDuringServerClose returns the requests through the defaults (DefaultRequests.Of)
// in test regions that a server Close may run alongside (ServerCloses): one of the closes
// of the regions, or one in a helper any test may call. In the order of the regions and of
// their code; each call once.
func RequestsDuringServerClose(r *parallel.Result, pass *analysis.Pass, regions *httpfacts.RegionIndex, requests *httpfacts.DefaultRequests) []RequestDuringClose {
	closes, anywhere := ServerCloses(r, pass, regions)
	if len(closes) == 0 && !anywhere {
		return nil
	}
	var out []RequestDuringClose
	seen := make(map[token.Pos]bool)
	ends := r.HTTP().DefaultEnds()
	libraryReported := make(map[*schedule.Region]bool)
	for _, reg := range r.Regions {
		if reg.Body == nil {
			continue
		}
		regions.Inspect(reg, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || seen[call.Pos()] {
				return true
			}
			what := requests.Of(call)
			library := what == "" && !libraryReported[reg] && ends.Sends(call)
			if what == "" && !library {
				return true
			}
			at := schedule.Point{Region: reg, Pos: call.Pos()}
			if !serverCloseConcurrentWith(r, at, closes, anywhere) {
				return true
			}
			seen[call.Pos()] = true
			if library {
				libraryReported[reg] = true
			}
			rq := RequestDuringClose{Region: reg, Call: call, What: what, Library: library, Itself: library && ends.SendsItself(call)}
			if rq.Itself && ends.SendsHeadItself(call) {
				rq.Body = responses.BodyMayLack // the library sends a HEAD, whatever the handler writes
			} else {
				rq.Body = responses.BodyOf(r, pass, call)
			}
			if p, ok := firstConcurrentClose(at, closes); ok {
				rq.Close = &p
			}
			out = append(out, rq)
			return true
		})
	}
	return out
}
