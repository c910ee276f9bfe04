package sharedclient

import (
	"fmt"
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// checkTeardowns reports deferred teardowns of transport fixtures in functions whose
// subtests call t.Parallel(): the deferred call runs when the function returns, before the
// paused parallel subtests run.
func (c *checker) checkTeardowns() {
	for _, r := range c.res.Regions {
		var children []*parallel.Region
		for _, o := range c.res.Regions {
			if o.Parent == r && o.ParallelCall != nil {
				children = append(children, o)
			}
		}
		if len(children) == 0 || r.Body == nil {
			continue
		}
		c.regions.Inspect(r, func(n ast.Node) bool {
			if _, ok := n.(*ast.FuncLit); ok {
				return false // a defer in a function literal runs when that returns
			}
			if d, ok := n.(*ast.DeferStmt); ok {
				c.checkDefer(r, d, children)
			}
			return true
		})
	}
}

func (c *checker) checkDefer(r *parallel.Region, d *ast.DeferStmt, children []*parallel.Region) {
	info := c.pass.TypesInfo
	_, isLit := ast.Unparen(d.Call.Fun).(*ast.FuncLit)
	// Report when a parallel subtest needs what is torn down: the fixture, for methods; any
	// parallel subtest, for global interceptors.
	var needed *parallel.Region
	for _, td := range parallel.DeferredTeardowns(info, d) {
		for _, child := range children {
			if td.Fixture == nil || (child.Func != nil && parallel.Mentions(info, child.Func, td.Fixture)) {
				needed = child
				break
			}
		}
		if needed != nil {
			break
		}
	}
	if needed == nil {
		return
	}

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
