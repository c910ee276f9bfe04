package sharedclient

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/state"
)

// A checker holds what the rules of one pass share.
type checker struct {
	pass      *analysis.Pass
	res       *parallel.Result
	rep       *report.Reporter
	cls       *httpfacts.TransportTypes
	positions *report.Positions // for positions in other packages

	regions     *httpfacts.RegionIndex
	packageCode *fixes.PackageCodeUses
	requests    *httpfacts.DefaultRequests
	defaults    *state.Defaults
}

func newChecker(pass *analysis.Pass, res *parallel.Result, rep *report.Reporter, cls *httpfacts.TransportTypes) *checker {
	c := &checker{pass: pass, res: res, rep: rep, cls: cls, positions: report.NewPositions(pass), regions: httpfacts.NewRegionIndex(res.Regions), requests: httpfacts.NewDefaultRequests(pass), packageCode: fixes.NewPackageCodeUses(pass)}
	c.defaults = state.NewDefaults(pass, res, c.regions, c.requests)
	return c
}

// related returns the Related entries for the declaration of v and the call path of a.
func (c *checker) related(v *types.Var, a *flow.Access) []analysis.RelatedInformation {
	var rel []analysis.RelatedInformation
	if v != nil && v.Pos().IsValid() {
		rel = append(rel, analysis.RelatedInformation{Pos: v.Pos(), Message: gocode.VarName(c.pass, v) + " is declared here"})
	}
	if a != nil {
		rel = append(rel, c.positions.ViaRelated(a, 1, "through", "accessed here")...)
	}
	return rel
}

// text returns the source of n, formatted.
func (c *checker) text(n ast.Node) string { return fixes.Text(c.pass, n) }

// fileOf returns the file of the pass that contains pos.
func (c *checker) fileOf(pos token.Pos) *ast.File { return fixes.FileOf(c.pass, pos) }
