package httpfacts

import (
	"go/ast"
	"go/token"

	"github.com/fixturelint/fixturelint/internal/schedule"
)

// A RegionIndex answers which region code belongs to, for the checks that look at the
// syntax of the regions' bodies.
type RegionIndex struct {
	regions []*schedule.Region
	funcs   map[ast.Node]bool // the functions of all regions, built on first Inspect
}

// NewRegionIndex returns an index of the regions (a package's, in the engine's order).
func NewRegionIndex(regions []*schedule.Region) *RegionIndex { return &RegionIndex{regions: regions} }

// At returns the innermost region whose body contains pos: of several that share a body (a
// named subtest function that two t.Run calls start), the last one; nil when pos is in no
// region's body.
func (x *RegionIndex) At(pos token.Pos) *schedule.Region {
	var best *schedule.Region
	for _, r := range x.regions {
		if r.Body != nil && r.Body.Pos() <= pos && pos < r.Body.End() {
			if best == nil || r.Body.Pos() >= best.Body.Pos() {
				best = r
			}
		}
	}
	return best
}

// Inspect calls f for every node of the region's body, as ast.Inspect does, skipping the
// functions of other regions nested in it: their code is their own regions'.
func (x *RegionIndex) Inspect(r *schedule.Region, f func(ast.Node) bool) {
	if x.funcs == nil {
		x.funcs = make(map[ast.Node]bool)
		for _, o := range x.regions {
			if o.Func != nil {
				x.funcs[o.Func] = true
			}
		}
	}
	ast.Inspect(r.Body, func(n ast.Node) bool {
		if n != nil && n != r.Func && x.funcs[n] {
			return false
		}
		return f(n)
	})
}
