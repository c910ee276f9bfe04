package stringflow

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/groupjoin"
)

// goka joins a consumer group when a processor runs, not when its graph is defined:
//
//	graph := goka.DefineGroup("orders", goka.Input(topic, codec, cb))  // only a description
//	p, _ := goka.NewProcessor(brokers, graph)                         // the join point
//	p.Run(ctx)
//
// So the sink is NewProcessor, and its group is the one of the graph it is given, followed
// from the DefineGroup call through local variables, package-level variables and helpers
// that return a graph. Tests that build, validate or inspect graphs join nothing.

// An gokaGraph is what the string flow knows of a goka group graph: its group and where the group is
// written.
type gokaGraph struct {
	val    *stringValue   // the group ID template
	target *summaryTarget // where the group ID is written, for a fix; nil when not constant
	// persist is set when the graph keeps a group table: goka names its topic after the
	// group (<group>-table), so renaming the group renames the table.
	persist bool
}

// graphOf follows a *goka.GroupGraph expression back to the DefineGroup call that made
// it. Nil when the graph comes from anything else (a parameter, an unknown call).
func (a *StringFlow) graphOf(ev *valueEvaluator, e ast.Expr, depth int) *gokaGraph {
	if e == nil || depth > groupjoin.MaxUseDepth {
		return nil
	}
	info := a.Pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, e).(*types.Func)
		if fn == nil {
			return nil
		}
		if groupjoin.FuncKey(fn) == groupjoin.GokaDefineGroup {
			return a.defineGroup(ev, e)
		}
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodExpr {
				return nil // T.m(recv, args...): arguments are shifted by the receiver
			}
		}
		sum := a.summaryOf(fn)
		if sum == nil || sum.graph == nil {
			return nil
		}
		g := &gokaGraph{val: substitute(sum.graph.val, e, fn.Signature(), ev), persist: sum.graph.persist}
		if _, ok := g.val.constant(); !ok {
			return g
		}
		if ps := sum.graph.val.params(); len(ps) > 0 {
			// The group is an argument of this call: a fix replaces it here.
			arg := argFor(e, fn.Signature(), ps[0])
			if _, ok := ev.eval(arg).constant(); ok && len(ps) == 1 {
				g.target = &summaryTarget{fn: a.enclosingFunc(arg), decl: ev.fn, expr: arg}
			} else {
				g.target = &summaryTarget{noFix: "the group ID is built from several arguments"}
			}
		} else {
			g.target = sum.graph.target
			if g.target == nil {
				g.target = &summaryTarget{noFix: "the graph is defined in package " + fn.Pkg().Name()}
			}
		}
		return g
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok {
			return nil
		}
		if gocode.IsPackageLevel(v) {
			return a.varGraph(v, depth)
		}
		if v.Pkg() != a.Pass.Pkg {
			return nil
		}
		ws := a.writes()[v]
		if len(ws) != 1 || !ws[0].def || ws[0].rhs == nil {
			return nil
		}
		return a.graphOf(ev, ws[0].rhs, depth+1)
	case *ast.SelectorExpr:
		if v, ok := info.Uses[e.Sel].(*types.Var); ok && gocode.IsPackageLevel(v) {
			return a.varGraph(v, depth)
		}
	}
	return nil
}

// varGraph is the graph a package-level variable of this package is initialized with.
func (a *StringFlow) varGraph(v *types.Var, depth int) *gokaGraph {
	if v.Pkg() != a.Pass.Pkg {
		return nil
	}
	if len(a.writes()[v]) > 0 {
		return nil // set again after initialization
	}
	spec, i := a.valueSpec(v)
	if spec == nil || len(spec.Values) != len(spec.Names) {
		return nil
	}
	g := a.graphOf(a.evaluatorFor(nil), spec.Values[i], depth+1)
	if g != nil && g.target != nil {
		g.target = &summaryTarget{noFix: "the graph is the package-level variable " + v.Name() + "; define it in the test"}
	}
	return g
}

// defineGroup is the graph of a goka.DefineGroup call evaluated by ev.
func (a *StringFlow) defineGroup(ev *valueEvaluator, call *ast.CallExpr) *gokaGraph {
	if len(call.Args) == 0 {
		return nil
	}
	g := &gokaGraph{val: ev.eval(call.Args[0])}
	for _, edge := range call.Args[1:] {
		if c, ok := ast.Unparen(edge).(*ast.CallExpr); ok {
			if fn, _ := typeutil.Callee(a.Pass.TypesInfo, c).(*types.Func); fn != nil && groupjoin.FuncKey(fn) == groupjoin.GokaPersist {
				g.persist = true
			}
		}
	}
	if _, ok := g.val.constant(); ok {
		g.target = &summaryTarget{fn: a.enclosingFunc(call), decl: ev.fn, expr: call.Args[0]}
		if ev.fn == nil {
			g.target = &summaryTarget{noFix: "the graph is defined at package level"}
		}
	}
	return g
}

// returnGraph is the graph every return statement of decl agrees on, for a function whose
// only result is a *goka.GroupGraph.
func (a *StringFlow) returnGraph(decl *ast.FuncDecl, ev *valueEvaluator) *gokaGraph {
	if ev.sig == nil || ev.sig.Results().Len() != 1 || groupjoin.TypeKey(groupjoin.NamedOf(ev.sig.Results().At(0).Type())) != groupjoin.GokaPath+".GroupGraph" {
		return nil
	}
	results, ok := singleResults(decl.Body)
	if !ok {
		return nil
	}
	var ret *gokaGraph
	for _, res := range results {
		g := a.graphOf(ev, res, 0)
		if g == nil || g.val == nil || (ret != nil && partsString(g.val.parts) != partsString(ret.val.parts)) {
			return nil
		}
		if ret != nil {
			g.persist = g.persist || ret.persist
			g.target = &summaryTarget{noFix: "the helper defines the graph in several places"}
		}
		ret = g
	}
	return ret
}

// processorJoin returns the group a goka.NewProcessor call joins when the processor runs,
// or nil.
func (a *StringFlow) processorJoin(ev *valueEvaluator, call *ast.CallExpr) *gokaGraph {
	fn, _ := typeutil.Callee(a.Pass.TypesInfo, call).(*types.Func)
	if fn == nil || groupjoin.FuncKey(fn) != groupjoin.GokaNewProcessor || len(call.Args) < 2 || !a.processorRuns(call) {
		return nil
	}
	return a.graphOf(ev, call.Args[1], 0)
}

// processorRuns reports whether the processor a NewProcessor call returns can be run: a
// processor discarded, or only inspected (Graph, Stop), never joins its group.
func (a *StringFlow) processorRuns(call *ast.CallExpr) bool {
	as, ok := a.Parents()[call].(*ast.AssignStmt)
	if !ok {
		_, discarded := a.Parents()[call].(*ast.ExprStmt)
		return !discarded // passed on, returned: it may be run
	}
	if len(as.Rhs) != 1 || len(as.Lhs) == 0 {
		return true
	}
	id, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident)
	if !ok {
		return true // stored in a field or an element
	}
	if id.Name == "_" {
		return false
	}
	obj := a.Pass.TypesInfo.Defs[id]
	if obj == nil {
		obj = a.Pass.TypesInfo.Uses[id]
	}
	v, ok := obj.(*types.Var)
	if !ok || gocode.IsPackageLevel(v) {
		return true
	}
	for _, use := range a.UsesOf()[v] {
		sel, ok := a.Parents()[use].(*ast.SelectorExpr)
		if !ok || sel.X != use {
			return true // passed to a function, returned, stored
		}
		switch sel.Sel.Name {
		case "Graph", "Stop", "StateReader", "Stats", "Done", "Error", "WaitForReady", "WaitForReadyContext", "Cleanup":
			continue
		}
		return true // Run, or a method it may call
	}
	return false
}

// fakeBuilder reports whether call injects a consumer-group builder other than goka's
// own into a processor: a mock or a tester's builder, which joins no group on a broker.
func (a *StringFlow) fakeBuilder(call *ast.CallExpr) bool {
	info := a.Pass.TypesInfo
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || groupjoin.FuncKey(fn) != groupjoin.GokaWithCGBuilder || len(call.Args) != 1 {
		return false
	}
	arg := ast.Unparen(call.Args[0])
	if c, ok := arg.(*ast.CallExpr); ok {
		arg = c.Fun // ConsumerGroupBuilderWithConfig(cfg)
	}
	var obj types.Object
	switch arg := ast.Unparen(arg).(type) {
	case *ast.Ident:
		obj = info.Uses[arg]
	case *ast.SelectorExpr:
		obj = info.Uses[arg.Sel]
	}
	if fn, ok := obj.(*types.Func); ok {
		switch groupjoin.FuncKey(fn) {
		case groupjoin.GokaDefaultCGBuilder, groupjoin.GokaCGBuilderConfig:
			return false
		}
	}
	return true
}

// enclosingFunc returns the innermost function declaration or literal holding n.
func (a *StringFlow) enclosingFunc(n ast.Node) ast.Node {
	for p := a.Parents()[n]; p != nil; p = a.Parents()[p] {
		switch p.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return p
		}
	}
	return nil
}
