package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// Shared test suites take the code under test as a function value and run it in subtests of
// their own:
//
//	func TestPubSub(t *testing.T, newPubSub func(*testing.T) PubSub) {
//		for _, tc := range cases {
//			t.Run(tc.name, func(t *testing.T) { t.Parallel(); tc.fn(t, newPubSub) })
//		}
//	}
//
// A summary's Calls say which function-typed parameters a function calls, and whether in
// parallel subtests that it starts, possibly several at once. Where a caller passes a named
// function, a method value or a function literal for such a parameter, the passed code runs
// in those subtests: its accesses are the caller's, Spawned.

// A funcRange is a function literal passed to a callee that calls it.
type funcRange struct {
	from, to token.Pos
	call     flow.ParamCall // how the callee calls it (Param unused)
}

// maxParamCalls bounds a summary's Calls.
const maxParamCalls = 8

// recordParamCall adds a call of one of the summarized function's parameters. Outside
// packages that import testing, only calls in parallel subtests (that a callee starts) are
// worth a fact: a callback that a library calls in its own code runs where it is called.
func (w *walker) recordParamCall(c flow.ParamCall) {
	if !c.InParallelTest && !w.e.testing {
		return
	}
	for _, prev := range w.paramCalls {
		if prev == c {
			return
		}
	}
	if len(w.paramCalls) < maxParamCalls {
		w.paramCalls = append(w.paramCalls, c)
	}
}

// funcParamCall records a call of a function-typed parameter of the summarized function
// (newPubSub(t)), and a call of a function-typed field of a table of cases declared in the
// body (tc.fn(t, newPubSub)): each function the table puts there may be the one called.
func (w *walker) funcParamCall(call *ast.CallExpr) {
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		if i, ok := w.funcParam(fun); ok {
			w.recordParamCall(flow.ParamCall{Param: i, InParallelTest: w.parallelAt(call.Pos()), Repeated: w.repeatedAt(call)})
		}
	case *ast.SelectorExpr:
		sel := w.info.Selections[fun]
		if sel == nil || sel.Kind() != types.FieldVal {
			return
		}
		field, ok := sel.Obj().(*types.Var)
		if !ok {
			return
		}
		for _, fn := range w.tableFuncs(field) {
			if s := w.e.summaryOf(fn); s != nil && len(s.Calls) > 0 {
				w.passFuncArgs(call, s.Calls, call.Args)
			}
		}
	}
}

// funcParam returns the index of the summarized function's parameter that id denotes, when
// it has a function type.
func (w *walker) funcParam(id *ast.Ident) (int, bool) {
	v, ok := w.info.Uses[id].(*types.Var)
	if !ok {
		return 0, false
	}
	i, ok := w.params[v]
	if !ok {
		return 0, false
	}
	_, isFunc := v.Type().Underlying().(*types.Signature)
	return i, isFunc
}

// tableFuncs returns the functions of this package or others (not methods) that composite
// literals in the walked body store in field.
func (w *walker) tableFuncs(field *types.Var) []*types.Func {
	if w.body == nil {
		return nil
	}
	if _, isFunc := field.Type().Underlying().(*types.Signature); !isFunc {
		return nil
	}
	if out, ok := w.tables[field]; ok {
		return out
	}
	if w.tables == nil {
		w.tables = make(map[*types.Var][]*types.Func)
	}
	var out []*types.Func
	defer func() { w.tables[field] = out }()
	ast.Inspect(w.body, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		typ := w.info.TypeOf(lit)
		if typ == nil {
			return true
		}
		st, ok := typ.Underlying().(*types.Struct)
		if !ok {
			return true
		}
		for i, elt := range lit.Elts {
			val := elt
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				key, isIdent := kv.Key.(*ast.Ident)
				if !isIdent || w.info.Uses[key] != field {
					continue
				}
				val = kv.Value
			} else if i >= st.NumFields() || st.Field(i) != field {
				continue
			}
			if fn := w.funcValue(val); fn != nil && fn.Signature().Recv() == nil && len(out) < maxParamCalls {
				out = append(out, fn)
			}
		}
		return true
	})
	return out
}

// funcValue returns the function a named function value denotes (f, pkg.F), or nil.
func (w *walker) funcValue(e ast.Expr) *types.Func {
	var id *ast.Ident
	switch x := unwrapFuncArg(w.info, e).(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		if w.info.Selections[x] != nil {
			return nil
		}
		id = x.Sel
	default:
		return nil
	}
	fn, _ := w.info.Uses[id].(*types.Func)
	if fn != nil {
		fn = fn.Origin()
	}
	return fn
}

// unwrapFuncArg removes parentheses and conversions to a function type: PubSubConstructor(f).
func unwrapFuncArg(info *types.Info, e ast.Expr) ast.Expr {
	for range 4 {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			break
		}
		tv, ok := info.Types[call.Fun]
		if !ok || !tv.IsType() {
			break
		}
		e = call.Args[0]
	}
	return ast.Unparen(e)
}

// passFuncArgs handles the arguments of a call whose callee calls some of its function
// parameters (calls): a parameter of the summarized function passed on is called here too; a
// function literal runs as the callee runs it; a named function or method value that the
// callee runs in several parallel subtests at once has its summary applied as spawned code.
func (w *walker) passFuncArgs(call *ast.CallExpr, calls []flow.ParamCall, args []ast.Expr) {
	for _, pc := range calls {
		if pc.Param < 0 || pc.Param >= len(args) {
			continue
		}
		here := flow.ParamCall{
			InParallelTest: pc.InParallelTest || w.parallelAt(call.Pos()),
			Repeated:       pc.Repeated || w.repeatedAt(call),
		}
		arg := unwrapFuncArg(w.info, args[pc.Param])
		if lit, ok := arg.(*ast.FuncLit); ok {
			w.funcRanges = append(w.funcRanges, funcRange{from: lit.Pos(), to: lit.End(), call: here})
			continue
		}
		if id, ok := arg.(*ast.Ident); ok {
			if i, ok := w.funcParam(id); ok {
				here.Param = i
				w.recordParamCall(here)
				continue
			}
		}
		if !here.Spawns() {
			continue // runs like code at the call: the function value's own use counts
		}
		if fn := w.funcValue(arg); fn != nil {
			if s := w.e.summaryOf(fn); s != nil {
				w.claimFuncValue(arg)
				w.apply(arg, fn, s, nil, true)
			}
			continue
		}
		if sel, ok := arg.(*ast.SelectorExpr); ok {
			if s := w.info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
				if fn, ok := s.Obj().(*types.Func); ok {
					fn = fn.Origin()
					if sum := w.e.summaryOf(fn); sum != nil {
						w.claimFuncValue(arg)
						w.apply(arg, fn, sum, []ast.Expr{sel.X}, true)
					}
				}
			}
		}
	}
}

// claimFuncValue marks a function value whose effects were applied as spawned code, so that
// its plain reference does not add them again.
func (w *walker) claimFuncValue(e ast.Expr) {
	if w.spawnedValues == nil {
		w.spawnedValues = make(map[ast.Node]bool)
	}
	w.spawnedValues[e] = true
	if sel, ok := e.(*ast.SelectorExpr); ok && w.info.Selections[sel] == nil {
		w.spawnedValues[sel.Sel] = true // pkg.F: the reference is at F
	}
}

// parallelAt reports whether code at pos runs in a parallel subtest that the walked function
// starts, itself or through a callee that runs a function literal containing pos.
func (w *walker) parallelAt(pos token.Pos) bool {
	if inRanges(w.parallelRanges, pos) {
		return true
	}
	for _, r := range w.funcRanges {
		if r.from <= pos && pos < r.to && r.call.InParallelTest {
			return true
		}
	}
	return false
}

// spawnedAt reports whether code at pos is in a function literal that a callee runs as
// several parallel subtests at once.
func (w *walker) spawnedAt(pos token.Pos) bool {
	for _, r := range w.funcRanges {
		if r.from <= pos && pos < r.to && r.call.Spawns() {
			return true
		}
	}
	return false
}

// repeatedAt reports whether one run of the walked body can make the call several times: it
// is in a loop, in a function literal that a callee runs repeatedly, or in a closure called
// who knows how often. A literal given to t.Run, or to a callee that runs it once, runs once.
func (w *walker) repeatedAt(call *ast.CallExpr) bool {
	file := w.e.fileOf(call.Pos())
	if file == nil || w.body == nil {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	for i, n := range path {
		if n == w.body {
			return false
		}
		switch n := n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			return true
		case *ast.FuncLit:
			if r, ok := w.funcRangeOf(n); ok {
				if r.call.Repeated {
					return true
				}
				continue
			}
			if schedule.ImmediatelyCalled(path, n) || w.runOnce(path[i+1:], n) {
				continue
			}
			return true
		case *ast.FuncDecl:
			return false
		}
	}
	return false
}

func (w *walker) funcRangeOf(lit *ast.FuncLit) (funcRange, bool) {
	for _, r := range w.funcRanges {
		if r.from == lit.Pos() && r.to == lit.End() {
			return r, true
		}
	}
	return funcRange{}, false
}

// runOnce reports whether lit, whose enclosing nodes are outer, is the function argument of a
// t.Run or b.Run call: the subtest runs it once.
func (w *walker) runOnce(outer []ast.Node, lit *ast.FuncLit) bool {
	if len(outer) == 0 {
		return false
	}
	call, ok := outer[0].(*ast.CallExpr)
	if !ok || len(call.Args) != 2 || ast.Unparen(call.Args[1]) != lit {
		return false
	}
	fn := w.e.callee(call)
	return fn != nil && (gocode.IsTestingMethod(fn, "T", "Run") || gocode.IsTestingMethod(fn, "B", "Run"))
}

// SpawnedFuncArgs returns the arguments of call, written in the body of fn (a function
// declaration or literal of the package, a region's Func), that are function values (a named
// function, a method value or a function literal, conversions removed) which the callee runs
// in parallel subtests of its own, several at once: code that runs after the caller's
// function has returned, concurrently with other instances of itself.
func (res *Result) SpawnedFuncArgs(fn ast.Node, call *ast.CallExpr) []ast.Expr {
	if res == nil || res.engine == nil || fn == nil {
		return nil
	}
	res.engineMu.Lock()
	defer res.engineMu.Unlock()
	e := res.engine
	s := e.summaryOf(e.callee(call))
	if s == nil || len(s.Calls) == 0 {
		return nil
	}
	args := flatArgs(e.pass.TypesInfo, call)
	var out []ast.Expr
	repeated := -1 // not yet known
	for _, pc := range s.Calls {
		if !pc.InParallelTest || pc.Param < 0 || pc.Param >= len(args) {
			continue
		}
		if !pc.Repeated && repeated < 0 {
			repeated = 0
			if file := e.fileOf(call.Pos()); file != nil && schedule.RepeatedCall(file, fn, call) {
				repeated = 1
			}
		}
		if pc.Repeated || repeated == 1 {
			out = append(out, unwrapFuncArg(e.pass.TypesInfo, args[pc.Param]))
		}
	}
	return out
}
