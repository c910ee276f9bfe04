package sharedclient

import (
	"fmt"
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/state"
)

// checkTeardowns reports deferred teardowns of transport fixtures in functions whose
// subtests call t.Parallel(): the deferred call runs when the function returns, before the
// paused parallel subtests run.
func (c *checker) checkTeardowns() {
	for _, r := range c.res.Regions {
		children := state.ParallelChildren(c.res, r)
		if len(children) == 0 || r.Body == nil {
			continue
		}
		for _, d := range state.Defers(c.regions, r) {
			c.checkDefer(r, d, children)
		}
	}
}

// checkDefer reports the deferred call d of r when a parallel subtest needs what it tears
// down: the fixture, for methods; any parallel subtest, for global interceptors.
func (c *checker) checkDefer(r *schedule.Region, d *ast.DeferStmt, children []*schedule.Region) {
	needed := state.NeedsTeardown(c.pass.TypesInfo, d, children)
	if needed == nil {
		return
	}
	_, isLit := ast.Unparen(d.Call.Fun).(*ast.FuncLit)
	what := "function"
	if !isLit {
		what = c.text(d.Call.Fun)
	}
	msg := fmt.Sprintf("deferred %s runs when %s returns, before its parallel subtests run; use t.Cleanup", what, r.Name)
	if !isLit {
		msg += "(" + what + ")"
	}
	diag := analysis.Diagnostic{Pos: d.Pos(), End: d.End(), Category: catTeardown, Message: msg}
	if needed.Call != nil {
		diag.Related = []analysis.RelatedInformation{{Pos: needed.Call.Pos(), Message: "parallel subtest " + needed.Name + " starts here"}}
	}
	if edit, tname, ok := fixes.DeferToCleanup(c.pass, r, d); ok {
		diag.SuggestedFixes = []analysis.SuggestedFix{{Message: "tear down with " + tname + ".Cleanup", TextEdits: []analysis.TextEdit{edit}}}
	}
	c.rep.Report(diag, nil)
}
