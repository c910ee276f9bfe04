package parallel

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"
)

// This file models Ginkgo suites: a test that calls RunSpecs runs, one after another, every
// spec the package's containers (Describe, Context, When) registered when the package was
// initialised, each with the setup and teardown nodes around it (BeforeEach, AfterEach,
// BeforeSuite...). go test runs them in one process and one goroutine (ginkgo -p runs
// several processes, not goroutines), so the engine gives each node's function a region of
// its own, a sequential subtest of the region that calls RunSpecs: code that specs run is
// attributed to them, and specs are tests of their own for the rules that count tests.

var ginkgoPaths = map[string]bool{"github.com/onsi/ginkgo": true, "github.com/onsi/ginkgo/v2": true}

// ginkgoRunners start a suite's specs.
var ginkgoRunners = map[string]bool{
	"RunSpecs": true, "RunSpecsWithDefaultAndCustomReporters": true, "RunSpecsWithCustomReporters": true,
}

// ginkgoNodes take the functions Ginkgo runs during RunSpecs. Pending (PIt, XIt) and
// container nodes are not among them: a container's body runs when the tree is built, at
// package initialisation; a table's body (DescribeTable) runs once per entry.
var ginkgoNodes = map[string]bool{
	"It": true, "FIt": true, "Specify": true, "FSpecify": true, "Measure": true,
	"BeforeEach": true, "AfterEach": true, "JustBeforeEach": true, "JustAfterEach": true,
	"BeforeAll": true, "AfterAll": true, "BeforeSuite": true, "AfterSuite": true,
	"SynchronizedBeforeSuite": true, "SynchronizedAfterSuite": true,
	"DescribeTable": true, "FDescribeTable": true, "DescribeTableSubtree": true,
}

// ginkgoTeardowns run after specs, like t.Cleanup: what they write puts back what the
// specs and setup nodes changed.
var ginkgoTeardowns = map[string]bool{
	"AfterEach": true, "JustAfterEach": true, "AfterAll": true, "AfterSuite": true, "SynchronizedAfterSuite": true,
}

var ginkgoContainers = map[string]bool{
	"Describe": true, "FDescribe": true, "Context": true, "FContext": true, "When": true, "FWhen": true,
}

// A ginkgoNode is one function that Ginkgo runs as, or around, a spec.
type ginkgoNode struct {
	name     string   // the spec's full text ("Consumer should init"), or the node's kind
	setup    bool     // a BeforeEach, BeforeSuite... node
	teardown bool     // an AfterEach, AfterSuite... node
	scope    ast.Node // the body of the container whose specs it surrounds; nil: every spec
	call     *ast.CallExpr
	fn       ast.Node // *ast.FuncLit or *ast.FuncDecl
	body     *ast.BlockStmt
}

// ginkgoRegions returns the regions that call starts when it is RunSpecs: one per function
// of a Ginkgo node in this package.
func (e *engine) ginkgoRegions(parent *Region, call *ast.CallExpr) []*Region {
	fn := e.callee(call)
	if fn == nil || !ginkgoRunners[fn.Name()] || fn.Pkg() == nil || !ginkgoPaths[fn.Pkg().Path()] {
		return nil
	}
	if e.ginkgo == nil {
		e.ginkgo = e.findGinkgoNodes()
	}
	var out []*Region
	for _, n := range e.ginkgo {
		out = append(out, &Region{
			Test: parent.Test, Parent: parent, Call: call,
			Name: parent.Name + "/" + n.name,
			Func: n.fn, Body: n.body,
			Inherited: parent.ParallelAt(call.Pos()),
			Spec:      true,
			Setup:     n.setup,
			Teardown:  n.teardown,
			Scope:     n.scope,
		})
	}
	return out
}

// isDeferCleanup reports whether fn is Ginkgo's DeferCleanup, which runs its function (with
// the arguments that follow it) when the spec or node that calls it ends, like t.Cleanup.
func isDeferCleanup(fn *types.Func) bool {
	return fn != nil && fn.Name() == "DeferCleanup" && fn.Pkg() != nil && ginkgoPaths[fn.Pkg().Path()]
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
	if !ok || op != Write || target.Name() == "Clearenv" {
		return false
	}
	raw := rawAccess{op: op, node: call, restores: true, unsets: target.Name() == "Unsetenv"}
	w.emitEnvKey(raw, w.envKeyOf(call.Args[1]))
	return true
}

// findGinkgoNodes returns the node functions of the package's files, in source order, each
// named by its containers' texts and its own, as Ginkgo names specs, with the container
// whose specs a setup or teardown node surrounds. Pending containers and nodes (PDescribe,
// XIt, the Pending decorator) and what they hold never run.
func (e *engine) findGinkgoNodes() []ginkgoNode {
	out := []ginkgoNode{}
	for _, file := range e.pass.Files {
		var texts []string
		var scopes []ast.Node // the body of each container entered
		var stack []ast.Node
		ast.Inspect(file, func(n ast.Node) bool {
			if n == nil {
				if top := stack[len(stack)-1]; top != nil {
					texts = texts[:len(texts)-1]
					scopes = scopes[:len(scopes)-1]
				}
				stack = stack[:len(stack)-1]
				return true
			}
			var pushed ast.Node
			if call, ok := n.(*ast.CallExpr); ok {
				if name, ok := e.ginkgoFunc(call); ok {
					if ginkgoPending[name] || e.hasPendingDecorator(call) {
						return false
					}
					text := e.ginkgoText(call, name)
					fn, body := e.nodeFunc(call)
					if ginkgoContainers[name] || ginkgoNodes[name] {
						var scope ast.Node
						if len(scopes) > 0 {
							scope = scopes[len(scopes)-1]
						}
						if ginkgoNodes[name] && body != nil {
							out = append(out, ginkgoNode{
								name: strings.Join(append(texts, text), " "), call: call, fn: fn, body: body,
								setup: ginkgoSetups[name], teardown: ginkgoTeardowns[name], scope: scope,
							})
						}
						pushed = call
						texts = append(texts, text)
						scopes = append(scopes, fn)
					}
				}
			}
			stack = append(stack, pushed)
			return true
		})
	}
	return out
}

// ginkgoPending are the containers and specs that never run.
var ginkgoPending = map[string]bool{
	"PDescribe": true, "XDescribe": true, "PContext": true, "XContext": true, "PWhen": true, "XWhen": true,
	"PIt": true, "XIt": true, "PSpecify": true, "XSpecify": true, "PDescribeTable": true, "XDescribeTable": true,
	"PEntry": true, "XEntry": true,
}

// ginkgoSetups run before each spec of their container (or once before them).
var ginkgoSetups = map[string]bool{
	"BeforeEach": true, "JustBeforeEach": true, "BeforeAll": true, "BeforeSuite": true, "SynchronizedBeforeSuite": true,
}

// hasPendingDecorator reports whether one of call's arguments is Ginkgo v2's Pending.
func (e *engine) hasPendingDecorator(call *ast.CallExpr) bool {
	for _, arg := range call.Args {
		if id, ok := ast.Unparen(arg).(*ast.Ident); ok && id.Name == "Pending" {
			if obj := e.pass.TypesInfo.Uses[id]; obj != nil && obj.Pkg() != nil && ginkgoPaths[obj.Pkg().Path()] {
				return true
			}
		}
	}
	return false
}

// ginkgoFunc returns the name of the Ginkgo function call calls.
func (e *engine) ginkgoFunc(call *ast.CallExpr) (string, bool) {
	fn := e.callee(call)
	if fn == nil || fn.Pkg() == nil || !ginkgoPaths[fn.Pkg().Path()] {
		return "", false
	}
	return fn.Name(), true
}

// ginkgoText returns a node's description: its first argument when it is a constant string
// (Ginkgo puts "when " before a When's), its kind otherwise (BeforeEach has none).
func (e *engine) ginkgoText(call *ast.CallExpr, name string) string {
	if len(call.Args) > 0 {
		if tv, ok := e.pass.TypesInfo.Types[call.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			if name == "When" || name == "FWhen" {
				return "when " + constant.StringVal(tv.Value)
			}
			return constant.StringVal(tv.Value)
		}
	}
	return name
}

// nodeFunc returns the function a node runs: its last function argument, a literal or a
// function of this package.
func (e *engine) nodeFunc(call *ast.CallExpr) (ast.Node, *ast.BlockStmt) {
	for i := len(call.Args) - 1; i >= 0; i-- {
		switch arg := ast.Unparen(call.Args[i]).(type) {
		case *ast.FuncLit:
			return arg, arg.Body
		case *ast.Ident:
			if target, ok := e.pass.TypesInfo.Uses[arg].(*types.Func); ok {
				if decl := e.decls[target]; decl != nil && decl.Recv == nil && decl.Body != nil {
					return decl, decl.Body
				}
			}
		}
	}
	return nil, nil
}
