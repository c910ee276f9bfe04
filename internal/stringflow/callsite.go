package stringflow

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/groupjoin"
)

// At a call, a callee's template part is evaluated from the call's arguments: the argument
// itself, a field of it, a field of the receiver, or what the options passed set.

// calleeFunc is the function or method a call calls, or nil.
func calleeFunc(info *types.Info, call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	case *ast.IndexExpr:
		return nil
	}
	if id == nil {
		return nil
	}
	fn, _ := info.Uses[id].(*types.Func)
	return fn
}

// partValue evaluates a part of a callee's template at a call.
func (ev *valueEvaluator) partValue(p valuePart, call *ast.CallExpr, sig *types.Signature) *stringValue {
	switch {
	case p.Opts:
		if call.Ellipsis.IsValid() {
			return ev.passedOnOptions(p, call)
		}
		if sig == nil || p.Param >= len(call.Args)+1 {
			return nil
		}
		var args []ast.Expr
		if p.Param < len(call.Args) {
			args = call.Args[p.Param:]
		}
		base := literalValue(p.Lit)
		if p.NoDefault {
			base = nil
		}
		return ev.applyOptions(args, p.Path, base)
	case p.Param == receiverParam:
		recv, path := receiverExpr(ev.a.Pass.TypesInfo, call)
		if recv == nil {
			return nil
		}
		return ev.evalPath(recv, gocode.JoinPath(path, p.Path))
	}
	arg := argFor(call, sig, p.Param)
	if arg == nil {
		return nil
	}
	return ev.evalPath(arg, p.Path)
}

// passedOnOptions evaluates a callee's options part at a call that passes on the caller's
// own variadic options unchanged (Subscribe(topic, opts...) in func Sub(topic string, opts
// ...Option)): the value is what the caller's options leave in the field, for its callers
// to say. Any other slice passed with ... is not known.
func (ev *valueEvaluator) passedOnOptions(p valuePart, call *ast.CallExpr) *stringValue {
	if ev.sig == nil || !ev.sig.Variadic() || p.Param != len(call.Args)-1 {
		return nil
	}
	id, ok := ast.Unparen(call.Args[len(call.Args)-1]).(*ast.Ident)
	if !ok {
		return nil
	}
	last := ev.sig.Params().Len() - 1
	v := ev.sig.Params().At(last)
	if ev.a.Pass.TypesInfo.Uses[id] != v || len(ev.a.writes()[v]) > 0 {
		return nil
	}
	p.Param = last
	return &stringValue{parts: []valuePart{p}}
}

// receiverExpr returns the receiver expression of a method call x.m(...), and the path of
// the embedded fields through which x has the method.
func receiverExpr(info *types.Info, call *ast.CallExpr) (ast.Expr, string) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, ""
	}
	return methodRecv(info, sel)
}

// methodRecv returns x of the method selection x.m and the path of the embedded fields
// through which x has the method.
func methodRecv(info *types.Info, sel *ast.SelectorExpr) (ast.Expr, string) {
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal {
		return nil, ""
	}
	var names []string
	t := s.Recv()
	for _, i := range s.Index()[:len(s.Index())-1] {
		st := groupjoin.StructOf(t)
		if st == nil || i >= st.NumFields() {
			return nil, ""
		}
		names = append(names, st.Field(i).Name())
		t = st.Field(i).Type()
	}
	return sel.X, strings.Join(names, ".")
}

// originTarget is the target of a constant that reaches a sink through fields, written at
// origin: in fn (of declaration decl), where the call is, or in a helper of this package
// that builds the configuration, constructor or option for its callers.
func (a *StringFlow) originTarget(origin ast.Expr, fn ast.Node, decl *ast.FuncDecl) *summaryTarget {
	switch {
	case origin == nil:
		return &summaryTarget{noFix: "the group ID is set outside this function"}
	case fn.Pos() <= origin.Pos() && origin.End() <= fn.End():
		return &summaryTarget{fn: fn, decl: decl, expr: origin}
	}
	if decl, _ := gocode.DeclAt(a.Pass, origin.Pos()); decl != nil {
		if fd, ok := decl.(*ast.FuncDecl); ok && origin.End() <= fd.End() && a.funcIndexOf(fd).litAt(origin.Pos()) == nil {
			return &summaryTarget{fn: fd, decl: fd, expr: origin}
		}
	}
	return &summaryTarget{noFix: "the group ID is set outside this function"}
}
