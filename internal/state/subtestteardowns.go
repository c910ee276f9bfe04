package state

import (
	"go/ast"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file finds the deferred teardowns of a region that run before its parallel subtests:
// a parallel subtest pauses until its parent's function returns, and the parent's defers run
// then.

// ParallelChildren returns the regions whose parent is r and that call t.Parallel().
func ParallelChildren(res *parallel.Result, r *schedule.Region) []*schedule.Region {
	var children []*schedule.Region
	for _, o := range res.Regions {
		if o.Parent == r && o.ParallelCall != nil {
			children = append(children, o)
		}
	}
	return children
}

// Defers returns the defer statements of the region's own function, in source order: not
// those in function literals, which run when the literal returns, nor those of other regions.
func Defers(x *httpfacts.RegionIndex, r *schedule.Region) []*ast.DeferStmt {
	var defers []*ast.DeferStmt
	x.Inspect(r, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false // a defer in a function literal runs when that returns
		}
		if d, ok := n.(*ast.DeferStmt); ok {
			defers = append(defers, d)
		}
		return true
	})
	return defers
}

// NeedsTeardown returns the first of children that needs what the deferred call d tears down
// (DeferredTeardowns): one whose function mentions the fixture that a method releases, any
// child for a package-level teardown of a global interceptor; nil when none does.
func NeedsTeardown(info *types.Info, d *ast.DeferStmt, children []*schedule.Region) *schedule.Region {
	for _, td := range DeferredTeardowns(info, d) {
		for _, child := range children {
			if td.Fixture == nil || (child.Func != nil && gocode.Mentions(info, child.Func, td.Fixture)) {
				return child
			}
		}
	}
	return nil
}
