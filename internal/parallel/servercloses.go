package parallel

import (
	"cmp"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// ServerCloses returns where the test regions of pass's package close httptest servers, in
// source order (a deferred or cleanup Close counts at the end of its region, when it runs),
// and whether code outside the regions closes them too: a helper of this package, or of an
// imported one (ImportsServerCloser), which any test may call. A Close in TestMain runs
// before or after every test and is left out.
func (r *Result) ServerCloses(pass *analysis.Pass, regions *RegionIndex) (closes []Point, anywhere bool) {
	for sel, s := range pass.TypesInfo.Selections {
		fn, ok := s.Obj().(*types.Func)
		if !ok || s.Kind() == types.FieldVal || !FuncIs(fn, "net/http/httptest", "Server", "Close") {
			continue
		}
		pos := sel.Pos()
		if r.inTestMain(pos) {
			continue
		}
		reg := regions.At(pos)
		if reg == nil {
			anywhere = true
			continue
		}
		if RunsAtTestEnd(pass, pos) {
			pos = reg.Body.End() - 1
		}
		closes = append(closes, Point{Region: reg, Pos: pos})
	}
	if r.ImportsServerCloser() {
		anywhere = true
	}
	// In source order: the selections come from a map, and the first concurrent close is
	// the one a finding cites.
	slices.SortFunc(closes, func(a, b Point) int { return cmp.Compare(a.Pos, b.Pos) })
	return closes, anywhere
}

// inTestMain reports whether pos is in the package's TestMain.
func (r *Result) inTestMain(pos token.Pos) bool {
	for _, t := range r.Tests {
		if t.Kind == KindMain && t.Decl != nil && t.Decl.Pos() <= pos && pos < t.Decl.End() {
			return true
		}
	}
	return false
}

// ServerCloseConcurrentWith reports whether a server Close may run at the same time as code
// at p: one of closes, or, when anywhere is set (ServerCloses), a Close in a helper that any
// test may call.
func (r *Result) ServerCloseConcurrentWith(p Point, closes []Point, anywhere bool) bool {
	if _, ok := FirstConcurrentPoint(p, closes); ok {
		return true
	}
	return anywhere && r.ConcurrentWithOthers(p)
}

// FirstConcurrentPoint returns the first of points that may run at the same time as p;
// false when none may.
func FirstConcurrentPoint(p Point, points []Point) (Point, bool) {
	for _, q := range points {
		if Concurrent(p, q) {
			return q, true
		}
	}
	return Point{}, false
}
