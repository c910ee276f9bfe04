package stringflow

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/groupjoin"
)

// Functional options set the fields of a struct through closures:
//
//	func Group(g string) Option { return func(o *options) { o.group = g } }
//
//	func Subscribe(topic string, opts ...Option) *kgo.Client {
//		o := options{}
//		for _, opt := range opts {
//			opt(&o)
//		}
//		... kgo.ConsumerGroup(o.group) ...
//
// The summary of Group says which fields of its argument the closure it returns writes,
// and with what (option). The summary of Subscribe says that the sink gets what the options
// in its variadic parameter leave in field group, or the field's initial value when none
// sets it (a part with Opts). At a call of Subscribe, the options passed are applied in
// order; an option whose writes are not known makes the group unknown.

// An optionWrite is a field of its argument that an option sets.
type optionWrite struct {
	path string
	val  *stringValue // nil: not a template of constants and parameters
}

// An optionLoopShape is the application of the options in a variadic parameter.
type optionLoopShape struct{ param int }

// optionCall reports whether call is opt(x) where opt ranges over the variadic parameter
// of the function declaration around it, and returns that parameter's index.
func (a *StringFlow) optionCall(call *ast.CallExpr) (int, *ast.FuncDecl, bool) {
	if len(call.Args) != 1 {
		return 0, nil, false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr); isSel {
		// opt.apply(&o): the method of an interface of options.
		s := a.Pass.TypesInfo.Selections[sel]
		if s == nil || s.Kind() != types.MethodVal || !types.IsInterface(s.Recv()) {
			return 0, nil, false
		}
		id, ok = ast.Unparen(sel.X).(*ast.Ident)
	}
	if !ok {
		return 0, nil, false
	}
	opt, ok := a.Pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return 0, nil, false
	}
	ws := a.writes()[opt]
	if len(ws) != 1 || ws[0].rng == nil || ws[0].fn == nil || ws[0].rng.Value == nil {
		return 0, nil, false
	}
	over, ok := ast.Unparen(ws[0].rng.X).(*ast.Ident)
	if !ok {
		return 0, nil, false
	}
	fn, ok := a.Pass.TypesInfo.Defs[ws[0].fn.Name].(*types.Func)
	if !ok {
		return 0, nil, false
	}
	sig := fn.Signature()
	last := sig.Params().Len() - 1
	if !sig.Variadic() || last < 0 || a.Pass.TypesInfo.Uses[over] != sig.Params().At(last) || len(a.writes()[sig.Params().At(last)]) > 0 {
		return 0, nil, false
	}
	return last, ws[0].fn, true
}

func (a *StringFlow) isOptionCall(call *ast.CallExpr) bool {
	_, _, ok := a.optionCall(call)
	return ok
}

// optionLoop returns the application of options that the address addr (&o) is handed to,
// in the evaluator's function.
func (ev *valueEvaluator) optionLoop(addr *ast.UnaryExpr) *optionLoopShape {
	if ev.fn == nil {
		return nil
	}
	call, ok := ev.a.funcIndexOf(ev.fn).parent[addr].(*ast.CallExpr)
	if !ok {
		return nil
	}
	if param, fn, ok := ev.a.optionCall(call); ok && fn == ev.fn {
		return &optionLoopShape{param: param}
	}
	return nil
}

// pointerOptionLoop returns the application of options that the pointer v is handed to
// (opt(o) with o := &options{}), other than at the use at.
func (ev *valueEvaluator) pointerOptionLoop(v *types.Var, at *ast.Ident) *optionLoopShape {
	if _, isPtr := v.Type().Underlying().(*types.Pointer); !isPtr {
		return nil
	}
	if ev.fn == nil {
		return nil
	}
	idx := ev.a.funcIndexOf(ev.fn)
	var loop *optionLoopShape
	for _, id := range idx.uses[v] {
		call, ok := idx.parent[id].(*ast.CallExpr)
		if !ok || id == at || call.Fun == id {
			continue
		}
		param, fn, ok := ev.a.optionCall(call)
		if !ok || fn != ev.fn || (loop != nil && loop.param != param) {
			return nil
		}
		loop = &optionLoopShape{param: param}
	}
	return loop
}

// value is field path once the options have been applied to a struct whose field holds
// base before: a template part. When base is not constant, the part is known only where an
// option sets the field.
func (l *optionLoopShape) value(base *stringValue, path string) *stringValue {
	s, ok := base.constant()
	if !ok {
		return &stringValue{parts: []valuePart{{Param: l.param, Path: path, Opts: true, NoDefault: true}}}
	}
	return &stringValue{parts: []valuePart{{Lit: s, Param: l.param, Path: path, Opts: true}}, decl: base.decl, name: base.name}
}

// applyOptions evaluates field path after the options args are applied, in order, to a
// struct whose field holds base.
func (ev *valueEvaluator) applyOptions(args []ast.Expr, path string, base *stringValue) *stringValue {
	val := base
	for _, arg := range args {
		v, set, ok := ev.optionWrites(arg, path, 0)
		if !ok {
			return nil
		}
		if set {
			val = v
			if val == nil {
				return nil
			}
		}
	}
	return val
}

// optionWrites evaluates what option expression arg writes to field path: whether it sets
// it, and to what; ok is false when what it writes is not known.
func (ev *valueEvaluator) optionWrites(arg ast.Expr, path string, depth int) (val *stringValue, set, ok bool) {
	if depth > 4 {
		return nil, false, false
	}
	info := ev.a.Pass.TypesInfo
	switch arg := ast.Unparen(arg).(type) {
	case *ast.Ident:
		// An option kept in a local variable defined once.
		v, isVar := info.Uses[arg].(*types.Var)
		if !isVar || v.Pkg() != ev.a.Pass.Pkg {
			return nil, false, false
		}
		ws := ev.a.writes()[v]
		if len(ws) != 1 || !ws[0].def || ws[0].rhs == nil {
			return nil, false, false
		}
		return ev.optionWrites(ws[0].rhs, path, depth+1)
	case *ast.CallExpr:
		fn := calleeFunc(info, arg)
		sum := ev.a.summaryOf(fn)
		if sum == nil || !sum.isOption {
			return nil, false, false
		}
		for _, w := range sum.option {
			if !groupjoin.Overlaps(w.path, path) {
				continue
			}
			if w.path != path || w.val == nil {
				return nil, true, true
			}
			return substitute(w.val, arg, fn.Signature(), ev), true, true
		}
		return nil, false, true
	}
	return nil, false, false
}

// optionOf summarizes a function that returns an option: a function literal with one
// parameter, a pointer to a struct, whose only writes through it are plain writes of its
// fields. ok is false for any other function.
func (a *StringFlow) optionOf(decl *ast.FuncDecl, ev *valueEvaluator) (writes []optionWrite, ok bool) {
	iface, ok := optionResult(ev.sig)
	if !ok {
		return nil, false
	}
	isIface := iface != nil
	results, single := singleResults(decl.Body)
	if !single || len(results) != 1 {
		return nil, false
	}
	res := ast.Unparen(results[0])
	if conv, ok := res.(*ast.CallExpr); ok && len(conv.Args) == 1 {
		if tv, ok := a.Pass.TypesInfo.Types[conv.Fun]; ok && tv.IsType() {
			if isIface && !a.forwards(tv.Type, iface.Method(0).Name()) {
				return nil, false
			}
			res = ast.Unparen(conv.Args[0]) // Option(func(o *options) { ... })
		}
	}
	if isIface && res == ast.Unparen(results[0]) {
		return nil, false // an implementation of the interface other than a function type
	}
	if call, isCall := res.(*ast.CallExpr); isCall {
		return a.forwardedOption(call, ev)
	}
	lit, isLit := res.(*ast.FuncLit)
	if !isLit {
		return nil, false
	}
	fields := lit.Type.Params.List
	if len(fields) != 1 || len(fields[0].Names) != 1 {
		return nil, true // the closure ignores its argument
	}
	o, _ := a.Pass.TypesInfo.Defs[fields[0].Names[0]].(*types.Var)
	if o == nil || a.mayChange(decl, o, "", nil) {
		return nil, false
	}
	seen := make(map[string]int)
	for _, w := range a.writes()[o] {
		if w.path == "" || w.addr != nil || w.rhs == nil {
			return nil, false
		}
		if i, dup := seen[w.path]; dup {
			writes[i].val = nil // written twice: which one is last is not known here
			continue
		}
		seen[w.path] = len(writes)
		var val *stringValue
		if groupjoin.IsString(a.Pass.TypesInfo.TypeOf(w.rhs)) {
			val = ev.eval(w.rhs)
		}
		writes = append(writes, optionWrite{path: w.path, val: val})
	}
	return writes, true
}

// forwardedOption summarizes an option function that returns another one's option, as
// wrappers name their settings over a library's generic option:
//
//	func WithMinBytes(n int) broker.SubscribeOption {
//		return broker.SubscribeContextWithValue(minBytesKey{}, n)
//	}
//
// It sets what the option it returns sets, with the call's arguments; ok is false when that
// option is not known, or is of another type.
func (a *StringFlow) forwardedOption(call *ast.CallExpr, ev *valueEvaluator) (writes []optionWrite, ok bool) {
	fn := calleeFunc(a.Pass.TypesInfo, call)
	if fn == nil || ev.sig == nil || fn.Signature().Results().Len() != 1 ||
		!types.Identical(fn.Signature().Results().At(0).Type(), ev.sig.Results().At(0).Type()) {
		return nil, false
	}
	sum := a.summaryOf(fn)
	if sum == nil || !sum.isOption {
		return nil, false
	}
	for _, w := range sum.option {
		out := optionWrite{path: w.path}
		if w.val != nil {
			out.val = substitute(w.val, call, fn.Signature(), ev)
		}
		writes = append(writes, out)
	}
	return writes, true
}

// forwards reports whether the function type t has a method name, declared in this
// package, that only calls its receiver with its argument, as adapters of functions to
// an interface of options do:
//
//	type optionFunc func(*options)
//
//	func (f optionFunc) apply(o *options) { f(o) }
func (a *StringFlow) forwards(t types.Type, name string) bool {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	if _, isFunc := named.Underlying().(*types.Signature); !isFunc {
		return false
	}
	for i := 0; i < named.NumMethods(); i++ {
		m := named.Method(i)
		if m.Name() != name {
			continue
		}
		decl := a.Res.FuncDecl(m)
		if decl == nil || decl.Body == nil || len(decl.Body.List) != 1 || m.Signature().Params().Len() != 1 {
			return false
		}
		stmt, ok := decl.Body.List[0].(*ast.ExprStmt)
		if !ok {
			return false
		}
		call, ok := ast.Unparen(stmt.X).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return false
		}
		fn, isIdent := ast.Unparen(call.Fun).(*ast.Ident)
		arg, argIdent := ast.Unparen(call.Args[0]).(*ast.Ident)
		info := a.Pass.TypesInfo
		return isIdent && argIdent && info.Uses[fn] == m.Signature().Recv() && info.Uses[arg] == m.Signature().Params().At(0)
	}
	return false
}

// optionResult reports whether sig returns one functional option: a function of a pointer
// to a struct with no result, or an interface whose one method is such a function (iface).
func optionResult(sig *types.Signature) (iface *types.Interface, ok bool) {
	if sig == nil || sig.Results().Len() != 1 {
		return nil, false
	}
	result := sig.Results().At(0).Type()
	fsig, isFunc := result.Underlying().(*types.Signature)
	if i, isIface := result.Underlying().(*types.Interface); isIface && i.NumMethods() == 1 {
		iface, fsig, isFunc = i, i.Method(0).Signature(), true
	}
	if !isFunc || fsig.Params().Len() != 1 || fsig.Results().Len() != 0 {
		return nil, false
	}
	if _, isPtr := fsig.Params().At(0).Type().Underlying().(*types.Pointer); !isPtr || groupjoin.StructOf(fsig.Params().At(0).Type()) == nil {
		return nil, false
	}
	return iface, true
}

// optionFields is the exported form of an option's writes.
func optionFields(ws []optionWrite) []factField {
	var out []factField
	for _, o := range ws {
		ff := factField{Path: o.path}
		if o.val != nil {
			ff.Parts, ff.Known = o.val.parts, true
		}
		out = append(out, ff)
	}
	return out
}

// exportOptionFacts exports the summaries of the functions that return a functional
// option, for a package that uses no Kafka library: a wrapper often declares its options
// (broker.WithQueue) in a package of their own, and applies them where the consumer is
// built. Only functions with an option's signature are summarized.
func (a *StringFlow) exportOptionFacts() {
	for _, obj := range a.Res.Funcs() {
		if _, ok := optionResult(obj.Signature()); !ok {
			continue
		}
		if decl := a.Res.FuncDecl(obj); decl == nil || strings.HasSuffix(a.Pass.Fset.File(decl.Pos()).Name(), "_test.go") {
			continue
		}
		if s := a.summaryOf(obj); s != nil && s.isOption {
			a.Pass.ExportObjectFact(obj, &funcFact{IsOption: true, Option: optionFields(s.option)})
		}
	}
}
