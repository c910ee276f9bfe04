package stringflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/groupjoin"
)

// Teams wrap the Kafka clients in their own types, and a group ID travels in fields before
// it reaches the library:
//
//	consumer.New(consumer.Config{GroupID: "payments"})  // New builds kafka.ReaderConfig{GroupID: cfg.GroupID}
//	p := NewPoller(addrs, "payments")                   // NewPoller stores it in p.group
//	p.Start(ctx)                                        // Start calls kgo.ConsumerGroup(p.group)
//
// The evaluator follows a field path ("GroupID", "Reader.GroupID") of an expression: into
// struct literals, through conversions, pointers and local variables, to a parameter or the
// receiver of the function being summarized (a part with a Path), or to a field of what a
// constructor returns (its summary's fields). A local variable is followed only when no
// code but its definition and plain writes to that field can change the field: its address
// taken, a pointer to it handed to another function, or a method that writes the field
// make it unknown.

// fieldSelection evaluates x.f, a field of a struct that is not a package-level
// configuration or a table of cases.
func (ev *valueEvaluator) fieldSelection(sel *ast.SelectorExpr) *stringValue {
	path, ok := groupjoin.SelPath(ev.a.Pass.TypesInfo, sel)
	if !ok {
		return nil
	}
	return ev.evalPath(sel.X, path)
}

// evalPath evaluates field path of e (e itself when path is empty).
func (ev *valueEvaluator) evalPath(e ast.Expr, path string) *stringValue {
	if path == "" {
		return ev.eval(e)
	}
	if e == nil || ev.depth > 32 || strings.Count(path, ".") >= groupjoin.MaxPathDepth {
		return nil
	}
	ev.depth++
	defer func() { ev.depth-- }()
	info := ev.a.Pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return ev.litPath(e, path)
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			if id, ok := ast.Unparen(e.X).(*ast.Ident); ok {
				return ev.identPath(id, path, e)
			}
			return ev.evalPath(e.X, path)
		}
	case *ast.StarExpr:
		return ev.evalPath(e.X, path)
	case *ast.Ident:
		return ev.identPath(e, path, nil)
	case *ast.SelectorExpr:
		if p, ok := groupjoin.SelPath(info, e); ok {
			return ev.evalPath(e.X, gocode.JoinPath(p, path))
		}
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() {
			// A conversion between struct types with the same fields (a defined type over a
			// library's configuration), or of pointers to them.
			if len(e.Args) == 1 && groupjoin.StructOf(tv.Type) != nil && groupjoin.StructOf(info.TypeOf(e.Args[0])) != nil {
				return ev.evalPath(e.Args[0], path)
			}
			return nil
		}
		return ev.resultPath(e, 0, path)
	}
	return nil
}

// litPath evaluates field path of a struct literal: the element for its first field, or
// the zero value when the literal leaves the field out.
func (ev *valueEvaluator) litPath(cl *ast.CompositeLit, path string) *stringValue {
	info := ev.a.Pass.TypesInfo
	st := groupjoin.StructOf(info.TypeOf(cl))
	if st == nil {
		return nil
	}
	head, rest := groupjoin.SplitPath(path)
	var field *types.Var
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() == head {
			field = st.Field(i)
		}
	}
	if field == nil {
		return nil
	}
	if fv := fieldValue(info, cl, field); fv != nil {
		return ev.evalPath(fv, rest)
	}
	if groupjoin.ZeroString(field.Type(), rest) {
		return literalValue("")
	}
	return nil
}

// resultPath evaluates field path of result i of a call, from the callee's summary.
func (ev *valueEvaluator) resultPath(call *ast.CallExpr, i int, path string) *stringValue {
	fn := calleeFunc(ev.a.Pass.TypesInfo, call)
	if fn == nil || i != 0 {
		return nil
	}
	sum := ev.a.summaryOf(fn)
	if sum == nil {
		return nil
	}
	tmpl, ok := sum.fields[path]
	if !ok && sum.returnsRecv && !ev.a.writesReceiver(fn, path) {
		// A builder's method returns its receiver with the field as it was.
		return ev.partValue(valuePart{Param: receiverParam, Path: path}, call, fn.Signature())
	}
	if !ok {
		return nil
	}
	return substitute(tmpl, call, fn.Signature(), ev)
}

// identPath evaluates field path of a variable: a parameter's or the receiver's field, or
// a local variable's, followed to the value its definition or a later write gives the
// field. addr is the &v being evaluated, if any: the address that this evaluation hands to
// the callee, not a write of its own.
func (ev *valueEvaluator) identPath(id *ast.Ident, path string, addr *ast.UnaryExpr) *stringValue {
	info := ev.a.Pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || gocode.IsPackageLevel(v) || v.Pkg() != ev.a.Pass.Pkg {
		return nil
	}
	param := ev.paramIndex(v)
	if param < 0 && ev.sig != nil && ev.sig.Recv() == v {
		param = receiverParam
	}
	if param != literalParam {
		var later []fieldWrite
		for _, w := range ev.a.writes()[v] {
			if (addr == nil || w.addr != addr) && groupjoin.Overlaps(w.path, path) {
				later = append(later, w)
			}
		}
		if ev.fn == nil || ev.a.mayChange(ev.fn, v, path, id) {
			return nil
		}
		if len(later) > 0 {
			// A method that sets a field of its receiver and returns it (a builder), or a
			// helper that sets a field of its parameter.
			return ev.afterWrite(later, ev.fn, ev.fn.Pos(), id, path)
		}
		return &stringValue{parts: []valuePart{{Param: param, Path: path}}}
	}
	return ev.localPath(v, id, path, addr)
}

// afterWrite evaluates field path at use at of a variable that the writes later change
// after its definition at from, in function fn: one plain write of exactly this field (or
// of a field above it), before the use and in the same function literal, as in
// cfg.GroupID = "payments"; nil otherwise.
func (ev *valueEvaluator) afterWrite(later []fieldWrite, fn *ast.FuncDecl, from token.Pos, at *ast.Ident, path string) *stringValue {
	w := later[0]
	if len(later) > 1 || w.rhs == nil || w.addr != nil || w.fn != fn || w.pos < from || at.Pos() < w.rhs.End() || !strings.HasPrefix(path+".", w.path+".") {
		return nil
	}
	if idx := ev.a.funcIndexOf(fn); idx.litAt(w.pos) != idx.litAt(at.Pos()) {
		return nil // a closure's write: when it runs is not known here
	}
	return ev.evalPath(w.rhs, strings.TrimPrefix(strings.TrimPrefix(path, w.path), "."))
}

// localPath follows field path of a local variable.
func (ev *valueEvaluator) localPath(v *types.Var, at *ast.Ident, path string, addr *ast.UnaryExpr) *stringValue {
	var def *fieldWrite
	var later []fieldWrite
	var opts *optionLoopShape
	for _, w := range ev.a.writes()[v] {
		switch {
		case w.def && w.path == "":
			if def != nil {
				return nil
			}
			def = &w
		case w.addr != nil && w.addr == addr:
			// The address this evaluation follows.
		case w.addr != nil && w.path == "":
			loop := ev.optionLoop(w.addr)
			if loop == nil || (opts != nil && opts.param != loop.param) {
				return nil
			}
			opts = loop
		case groupjoin.Overlaps(w.path, path):
			later = append(later, w)
		}
	}
	if def == nil || def.fn == nil || ev.a.mayChange(def.fn, v, path, at) {
		return nil
	}
	if loop := ev.pointerOptionLoop(v, at); loop != nil {
		if opts != nil && opts.param != loop.param {
			return nil
		}
		opts = loop
	}
	var val *stringValue
	switch {
	case def.rhs != nil:
		val = ev.evalPath(def.rhs, path)
	case def.tuple != nil:
		val = ev.resultPath(def.tuple, def.index, path)
	case def.zero && groupjoin.ZeroString(v.Type(), path):
		val = literalValue("")
	}
	if len(later) > 0 {
		if opts != nil {
			return nil // which runs last, the write or the options, is not known here
		}
		return ev.afterWrite(later, def.fn, def.pos, at, path)
	}
	if opts != nil {
		return opts.value(val, path)
	}
	return val
}
