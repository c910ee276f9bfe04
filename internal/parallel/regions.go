package parallel

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// maxRegionDepth bounds subtest nesting (and recursion through named subtest functions).
const maxRegionDepth = 8

// buildRegions finds the regions of every test and the accesses each makes.
func (e *engine) buildRegions(res *Result) {
	for _, test := range res.Tests {
		switch test.Kind {
		case schedule.KindMain:
			vars, env := e.setupAccesses(test.Decl.Body)
			res.Setup, res.SetupEnv = append(res.Setup, vars...), append(res.SetupEnv, env...)
			continue
		}
		r := &schedule.Region{
			Test: test, Name: test.Name, Func: test.Decl, Body: test.Decl.Body,
			T: schedule.FirstParam(e.pass.TypesInfo, test.Decl.Type),
		}
		e.walkRegion(res, r, 0)
	}
	for _, fn := range e.decls.Funcs() {
		if decl := e.decls.FuncDecl(fn); fn.Name() == "init" && decl.Recv == nil {
			vars, env := e.setupAccesses(decl.Body)
			res.Setup, res.SetupEnv = append(res.Setup, vars...), append(res.SetupEnv, env...)
		}
	}
}

func (e *engine) walkRegion(res *Result, r *schedule.Region, depth int) {
	res.Regions = append(res.Regions, r)
	if r.T != nil {
		r.ParallelCall = e.findParallelCall(r.Body, r.T)
	}
	var children []*schedule.Region
	w := e.newWalker(nil)
	w.subtest = func(call *ast.CallExpr) bool {
		child := e.childRegion(r, call)
		if child == nil {
			suite := e.suiteRegions(r, call)
			if suite == nil {
				suite = e.ginkgoRegions(r, call)
			}
			children = append(children, suite...)
			return len(suite) > 0
		}
		if lit, ok := child.Func.(*ast.FuncLit); ok {
			w.skip[lit] = true
		} else {
			w.claimed[subtestArg(call)] = true
			if sel, ok := subtestArg(call).(*ast.SelectorExpr); ok {
				w.claimed[sel.Sel] = true
			}
		}
		children = append(children, child)
		return true
	}
	w.walkFunc(r.Body)
	if skip := gocode.SkipPos(e.pass.TypesInfo, r.Body, r.T); skip.IsValid() {
		e.dropSkipped(r, w, &children, skip)
	}
	for _, raw := range w.out {
		raw.restores = raw.restores || r.Teardown
		if raw.root.key.Env {
			if a := e.envAccess(raw, r); a != nil {
				a.Parallel = r.ParallelAt(raw.node.Pos()) || raw.inParallelTest
				a.Spawned = raw.inParallelTest
				res.Env = append(res.Env, a)
			}
			continue
		}
		if a := e.access(raw, r); a != nil {
			a.Parallel = r.ParallelAt(raw.node.Pos()) || raw.inParallelTest
			a.Spawned = raw.inParallelTest
			res.Accesses = append(res.Accesses, a)
		}
	}
	if depth < maxRegionDepth {
		for _, child := range children {
			e.walkRegion(res, child, depth+1)
		}
	}
}

// dropSkipped leaves out what region r does after the test surely skips at skip: its
// accesses, its subtests and its t.Parallel.
func (e *engine) dropSkipped(r *schedule.Region, w *walker, children *[]*schedule.Region, skip token.Pos) {
	kept := w.out[:0]
	for _, raw := range w.out {
		if raw.node == nil || raw.node.Pos() < skip {
			kept = append(kept, raw)
		}
	}
	w.out = kept
	var ran []*schedule.Region
	for _, c := range *children {
		if c.Call == nil || c.Call.Pos() < skip {
			ran = append(ran, c)
		}
	}
	*children = ran
	if r.ParallelCall != nil && r.ParallelCall.Pos() > skip {
		r.ParallelCall = nil
	}
}

// setupAccesses returns the accesses of TestMain or an init function: to package-level
// variables, and to environment variables.
func (e *engine) setupAccesses(body *ast.BlockStmt) (vars, env []*flow.Access) {
	w := e.newWalker(nil)
	w.walkFunc(body)
	for _, raw := range w.out {
		if raw.root.key.Env {
			if a := e.envAccess(raw, nil); a != nil {
				env = append(env, a)
			}
		} else if a := e.access(raw, nil); a != nil {
			vars = append(vars, a)
		}
	}
	return vars, env
}

func (e *engine) access(raw rawAccess, r *schedule.Region) *flow.Access {
	v := raw.root.v
	if v == nil && raw.root.key.PkgPath != "" {
		v = e.lookupVar(raw.root.key)
	}
	if v == nil {
		return nil
	}
	fixSite := raw.site
	if raw.throughArg {
		fixSite = e.pass.Fset.Position(raw.node.Pos())
	}
	return &flow.Access{
		Var: v, Op: raw.op, Path: raw.path, Node: raw.node, Site: raw.site, FixSite: fixSite, Via: raw.via,
		Region: r, Locked: raw.locked, Once: raw.once, Value: raw.value, Key: raw.key,
		Restores: raw.restores, Arg: raw.arg, Guards: raw.guardList(),
	}
}

// subtestArg returns the function argument of a t.Run, b.RunParallel or f.Fuzz call.
func subtestArg(call *ast.CallExpr) ast.Expr {
	return ast.Unparen(call.Args[len(call.Args)-1])
}

// childRegion returns the region that call starts, if it is t.Run/b.Run with a function
// literal or a function of this package, b.RunParallel, or f.Fuzz with a literal.
func (e *engine) childRegion(parent *schedule.Region, call *ast.CallExpr) *schedule.Region {
	fn := e.callee(call)
	if fn == nil || len(call.Args) == 0 {
		return nil
	}
	info := e.pass.TypesInfo
	child := &schedule.Region{Test: parent.Test, Parent: parent, Call: call}
	switch {
	case (gocode.IsTestingMethod(fn, "T", "Run") || gocode.IsTestingMethod(fn, "B", "Run")) && len(call.Args) == 2:
		child.Name = parent.Name + "/" + subtestName(info, call.Args[0])
		child.Inherited = parent.ParallelAt(call.Pos())
	case gocode.IsTestingMethod(fn, "B", "RunParallel") && len(call.Args) == 1:
		child.Name = parent.Name + "/RunParallel"
		child.Inherited = true
		child.RunParallel = true
	case gocode.IsTestingMethod(fn, "F", "Fuzz") && len(call.Args) == 1:
		child.Name = parent.Name + "/Fuzz"
	default:
		return nil
	}
	switch arg := subtestArg(call).(type) {
	case *ast.FuncLit:
		child.Func, child.Body = arg, arg.Body
		child.T = schedule.FirstParam(info, arg.Type)
	case *ast.Ident, *ast.SelectorExpr:
		var id *ast.Ident
		if sel, ok := arg.(*ast.SelectorExpr); ok {
			id = sel.Sel
		} else {
			id = arg.(*ast.Ident)
		}
		target, _ := info.Uses[id].(*types.Func)
		decl := e.decls.FuncDecl(target)
		if target == nil || decl == nil || decl.Recv != nil {
			return nil // another package's function: its summary stands for it
		}
		child.Func, child.Body = decl, decl.Body
		child.T = schedule.FirstParam(info, decl.Type)
	default:
		return nil
	}
	if gocode.IsTestingMethod(fn, "B", "RunParallel") {
		child.T = nil
	}
	if file := e.fileOf(call.Pos()); file != nil {
		child.Repeated = schedule.RepeatedCall(file, parent.Func, call)
	}
	return child
}

func subtestName(info *types.Info, arg ast.Expr) string {
	if tv, ok := info.Types[arg]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return "*"
}

// findParallelCall returns the first call in body (outside nested closures) that calls
// Parallel on t, directly or through a helper whose summary says it does.
func (e *engine) findParallelCall(body *ast.BlockStmt, t *types.Var) *ast.CallExpr {
	if body == nil || t == nil {
		return nil
	}
	info := e.pass.TypesInfo
	isT := func(arg ast.Expr) bool {
		id, ok := ast.Unparen(arg).(*ast.Ident)
		return ok && info.Uses[id] == t
	}
	var first *ast.CallExpr
	ast.Inspect(body, func(n ast.Node) bool {
		if first != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			fn := e.callee(n)
			if fn == nil {
				return true
			}
			args := flatArgs(info, n)
			if gocode.IsParallelMethod(fn) && len(args) > len(n.Args) && isT(args[0]) {
				first = n
				return false
			}
			if s := e.summaryOf(fn); s != nil {
				for _, i := range s.Parallel {
					if i < len(args) && isT(args[i]) {
						first = n
						return false
					}
				}
			}
		}
		return true
	})
	return first
}
