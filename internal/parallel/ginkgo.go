package parallel

import (
	"go/ast"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file models Ginkgo suites: a test that calls RunSpecs runs, one after another, every
// spec the package's containers (Describe, Context, When) registered when the package was
// initialised, each with the setup and teardown nodes around it (BeforeEach, AfterEach,
// BeforeSuite...). go test runs them in one process and one goroutine (ginkgo -p runs
// several processes, not goroutines), so the engine gives each node's function a region of
// its own, a sequential subtest of the region that calls RunSpecs: code that specs run is
// attributed to them, and specs are tests of their own for the rules that count tests.
// Region.Runs says which specs run a node's function (ginkgoruns.go): a BeforeEach runs in
// every spec of its container, a table's body once per entry.

// ginkgoRegions returns the regions that call starts when it is RunSpecs: one per function
// of a Ginkgo node of this package that runs.
func (e *engine) ginkgoRegions(parent *schedule.Region, call *ast.CallExpr) []*schedule.Region {
	fn := e.callee(call)
	if fn == nil || !knowledge.GinkgoRunners[fn.Name()] || fn.Pkg() == nil || !knowledge.GinkgoPaths[fn.Pkg().Path()] {
		return nil
	}
	suite := e.suites.GinkgoSuite()
	if suite.AroundElsewhere {
		// Nodes of the other test package run around these specs, and this pass cannot
		// see what they do: no region rather than a wrong one.
		return nil
	}
	var out []*schedule.Region
	for _, n := range suite.Nodes {
		if !suite.Runs(n) {
			continue
		}
		r := &schedule.Region{
			Test: parent.Test, Parent: parent, Call: call,
			Name: parent.Name + "/" + n.Name,
			Func: n.Fn, Body: n.Body,
			Inherited: parent.ParallelAt(call.Pos()),
			Spec:      true,
			Setup:     knowledge.GinkgoSetups[n.Kind],
			Teardown:  knowledge.GinkgoTeardowns[n.Kind],
			Ginkgo:    n,
		}
		if n.Container != nil && !schedule.IsSuiteNode(n.Kind) {
			r.Scope = n.Container.Fn
		}
		for _, run := range suite.RunsOf[n] {
			run.Name = parent.Name + "/" + run.Name
			r.Runs = append(r.Runs, run)
		}
		out = append(out, r)
	}
	return out
}

// isDeferCleanup reports whether fn is Ginkgo's DeferCleanup, which runs its function (with
// the arguments that follow it) when the spec or node that calls it ends, like t.Cleanup.
func isDeferCleanup(fn *types.Func) bool {
	return fn != nil && fn.Name() == "DeferCleanup" && fn.Pkg() != nil && knowledge.GinkgoPaths[fn.Pkg().Path()]
}

// deferredEnvCall records DeferCleanup(os.Setenv, k, v) and DeferCleanup(os.Unsetenv, k) as
// the environment writes they are when the spec ends, and reports whether call is one.
func (w *walker) deferredEnvCall(call *ast.CallExpr, fn *types.Func) bool {
	if !isDeferCleanup(fn) || len(call.Args) < 2 {
		return false
	}
	var target *types.Func
	switch f := ast.Unparen(call.Args[0]).(type) {
	case *ast.SelectorExpr:
		target, _ = w.info.Uses[f.Sel].(*types.Func)
	case *ast.Ident:
		target, _ = w.info.Uses[f].(*types.Func)
	}
	op, _, ok := envFunc(target)
	if !ok || op != flow.Write || target.Name() == "Clearenv" {
		return false
	}
	raw := rawAccess{op: op, node: call, restores: true, unsets: target.Name() == "Unsetenv"}
	w.emitEnvKey(raw, w.envKeyOf(call.Args[1]))
	return true
}
