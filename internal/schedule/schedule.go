package schedule

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/ast/astutil"
)

// This file models Go's test scheduler (testing.go: runTests, tRunner, (*T).Parallel,
// (*T).Run) as one relation, Concurrent, that every check asks (see the package comment).

// A Point is where code runs: a region, and the position in the region's body of that code
// or of the call that leads to it (a helper's access is at the helper's call).
type Point struct {
	Region *Region
	Pos    token.Pos
	// Spawned reports that the code runs in parallel subtests that the call at Pos starts
	// (a helper that builds parallel subtests): after Region's function returns, possibly as
	// several instances at once.
	Spawned bool
}

// Concurrent reports whether code at x and code at y may run at the same time in one
// `go test` process. x and y may be the same point: the question is then whether two
// instances of that code may run at once (a subtest started in a loop, a b.RunParallel body).
//
// Top-level tests run one after another; a test that calls t.Parallel() pauses there until
// every top-level test has returned from its function, and the paused tests then run
// together. A subtest that calls t.Parallel() resumes only after its parent's function has
// returned, together with its parallel siblings; sequential subtests run inside their parent.
// Benchmarks run one at a time after the tests, and only their b.RunParallel bodies run at
// the same time (with each other). TestMain and init run before everything (no region).
// Goroutines that tests start are not modelled: their code is attributed to the test.
func Concurrent(x, y Point) bool {
	if x.Region == nil || y.Region == nil || x.Region.Test == nil || y.Region.Test == nil {
		return false
	}
	cx, cy := chainOf(x), chainOf(y)
	if x.Region.Test != y.Region.Test {
		// Different top-level functions: both must run after their own t.Parallel(), in
		// the phase where the paused top-level tests run together.
		return x.Region.Test.Kind == KindTest && y.Region.Test.Kind == KindTest &&
			cx.resumed(0) && cy.resumed(0)
	}
	if cx[0].region != cy[0].region {
		return false // a test function has one region of its own
	}
	k := 0
	for k < len(cx) && k < len(cy) && cx[k].region == cy[k].region {
		k++
	}
	// Two instances of a common enclosing region that run at the same time.
	for i := 0; i < k; i++ {
		if cx[i].multi() && cx.resumed(i) && cy.resumed(i) {
			return true
		}
	}
	if k == len(cx) || k == len(cy) {
		// The same instance of one region, or a region and code of one of its descendants:
		// a parent waits in t.Run (or b.RunParallel) while its child runs, and a parallel
		// child runs only after the parent's function has returned.
		return false
	}
	// Two different children of the innermost common region: concurrent when both are
	// parallel subtests and both pieces of code run after their t.Parallel().
	return cx[k].parallelSubtest() && cx.resumed(k) && cy[k].parallelSubtest() && cy.resumed(k)
}

// A link is one region on the path from a test function to a point, with the position in
// its body of the code (or of the child's t.Run call) that leads to the point.
type link struct {
	region  *Region // nil for the parallel subtests a helper spawns
	pos     token.Pos
	spawned bool
}

type chain []link

// chainOf returns the path from the point's test function down to the point itself.
func chainOf(p Point) chain {
	var rev chain
	if p.Spawned {
		rev = append(rev, link{spawned: true})
	}
	pos := p.Pos
	for r := p.Region; r != nil; r = r.Parent {
		rev = append(rev, link{region: r, pos: pos})
		if r.Call != nil {
			pos = r.Call.Pos()
		}
	}
	c := make(chain, len(rev))
	for i, l := range rev {
		c[len(rev)-1-i] = l
	}
	return c
}

// multi reports whether several instances of the link's region can run at the same time.
func (l link) multi() bool {
	if l.spawned {
		return true
	}
	return l.region.RunParallel || (l.region.ParallelCall != nil && l.region.Repeated)
}

// parallelSubtest reports whether the link's region is a subtest that runs after its
// parent's function has returned.
func (l link) parallelSubtest() bool {
	return l.spawned || (l.region.Parent != nil && l.region.ParallelCall != nil)
}

// resumed reports whether the code that c leads to runs, as seen from c[i]'s region, after
// that region's t.Parallel() has let it run alongside its parallel siblings. All of a
// b.RunParallel body runs so.
func (c chain) resumed(i int) bool {
	l := c[i]
	if l.spawned || l.region.RunParallel {
		return true
	}
	pc := l.region.ParallelCall
	if pc == nil {
		return false
	}
	if i+1 < len(c) && c[i+1].parallelSubtest() && c.resumed(i+1) {
		// A parallel child runs after this region's function has returned, which is after
		// this region's own t.Parallel().
		return true
	}
	return l.pos >= pc.End()
}

// RepeatedCall reports whether the call that starts a subtest can run several times in one
// run of the parent's function: it is inside a loop, or inside a function literal other than
// the parent's own (a closure may be called once per table case).
func RepeatedCall(file *ast.File, parent ast.Node, call *ast.CallExpr) bool {
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	for _, n := range path {
		if n == parent {
			return false
		}
		switch n := n.(type) {
		case *ast.ForStmt:
			return true
		case *ast.RangeStmt:
			if !rangesOnce(parent, n) {
				return true
			}
		case *ast.FuncLit:
			if !ImmediatelyCalled(path, n) {
				return true
			}
		case *ast.FuncDecl:
			return false
		}
	}
	return false
}

// rangesOnce reports whether a range loop runs its body at most once: it ranges over a
// composite literal of at most one element, or over a local variable of parent defined by
// one and never assigned, appended to or addressed again (a table test with one case).
func rangesOnce(parent ast.Node, loop *ast.RangeStmt) bool {
	switch x := ast.Unparen(loop.X).(type) {
	case *ast.CompositeLit:
		return len(x.Elts) <= 1
	case *ast.Ident:
		if parent == nil {
			return false
		}
		var def *ast.CompositeLit
		defs, others := 0, false
		ast.Inspect(parent, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					if root(lhs) != x.Name {
						continue
					}
					if id, ok := lhs.(*ast.Ident); ok && n.Tok == token.DEFINE && len(n.Rhs) == len(n.Lhs) && id.Pos() < loop.Pos() {
						def, _ = ast.Unparen(n.Rhs[i]).(*ast.CompositeLit)
						defs++
					} else {
						others = true
					}
				}
			case *ast.UnaryExpr:
				if id, ok := n.X.(*ast.Ident); ok && n.Op == token.AND && id.Name == x.Name {
					others = true
				}
			case *ast.CallExpr:
				if fn, ok := n.Fun.(*ast.Ident); ok && fn.Name == "append" && len(n.Args) > 0 && root(n.Args[0]) == x.Name {
					others = true
				}
			}
			return !others
		})
		return defs == 1 && def != nil && !others && len(def.Elts) <= 1
	}
	return false
}

// root returns the name of the variable an expression indexes or selects from (t in
// t[0].x), or "".
func root(e ast.Expr) string {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return x.Name
		case *ast.IndexExpr:
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		default:
			return ""
		}
	}
}

// ImmediatelyCalled reports whether lit is called where it is written: func() { ... }().
func ImmediatelyCalled(path []ast.Node, lit *ast.FuncLit) bool {
	for i, n := range path {
		if n == lit && i+1 < len(path) {
			call, ok := path[i+1].(*ast.CallExpr)
			return ok && ast.Unparen(call.Fun) == lit
		}
	}
	return false
}

// RunsBefore reports whether code at x, in the same test as code at u, runs before it: in u's region or one
// that encloses it, at or before the code that leads to u (a helper that both changes the
// state and uses it counts as changing it first), or in an earlier sequential subtest.
func RunsBefore(x, u Point) bool {
	ux, uu := orderPath(x), orderPath(u)
	for i := 0; i < len(ux) && i < len(uu); i++ {
		if ux[i].region != uu[i].region {
			return false
		}
		if i+1 == len(ux) {
			return ux[i].pos <= uu[i].pos // x is in this region, u here or below
		}
		if i+1 < len(uu) && ux[i+1].region != uu[i+1].region && ux[i+1].region.Call == uu[i+1].region.Call {
			// Siblings that a framework runs from one call (suite.Run, RunSpecs): a setup
			// hook runs before the tests it surrounds, whatever the source order.
			if ux[i+1].region.Ginkgo != nil && uu[i+1].region.Ginkgo != nil {
				return ginkgoBefore(ux[i+1].region, uu[i+1].region)
			}
			return surrounds(ux[i+1].region, uu[i+1].region)
		}
		if i+1 == len(uu) || ux[i+1].region != uu[i+1].region {
			// Different children of this region: x's subtest runs first when it is started
			// first and nothing on its way to x waits for t.Parallel.
			for _, l := range ux[i+1:] {
				if l.region.ParallelCall != nil || l.region.RunParallel {
					return false
				}
			}
			return ux[i].pos < uu[i].pos
		}
	}
	return false
}

// surrounds reports whether the setup hook s runs before the framework-run test r: r is
// within s's scope (its Ginkgo container), or s has none.
func surrounds(s, r *Region) bool {
	if !s.Setup {
		return false
	}
	return s.Scope == nil || r.Func != nil && s.Scope.Pos() <= r.Func.Pos() && r.Func.End() <= s.Scope.End()
}

type orderStep struct {
	region *Region
	pos    int // position in region's body of the code that leads to the access
}

// orderPath returns the regions from the point's test function down to the point, each with
// the position of the code (the access, or the t.Run call of the next region) in its body.
func orderPath(p Point) []orderStep {
	var rev []orderStep
	pos := p.Pos
	for r := p.Region; r != nil; r = r.Parent {
		rev = append(rev, orderStep{r, int(pos)})
		if r.Call != nil {
			pos = r.Call.Pos()
		}
	}
	out := make([]orderStep, len(rev))
	for i, s := range rev {
		out[len(rev)-1-i] = s
	}
	return out
}
