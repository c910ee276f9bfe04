package stringflow

import (
	"go/ast"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"golang.org/x/tools/go/types/typeutil"
)

// Constructors of brokers and clients often return an interface and keep the type that
// implements it to themselves:
//
//	func NewBroker(opts ...Option) broker.Broker { return &kafkaBroker{...} }
//
//	b := NewBroker(...)
//	b.Subscribe(topic, handler, broker.WithQueue("orders"))
//
// The summary of NewBroker records the concrete type of the value it returns when every
// return statement agrees on it, so that b.Subscribe is followed into
// (*kafkaBroker).Subscribe. Only a receiver defined once from such a constructor, or the
// constructor's call itself, is followed: a receiver assigned elsewhere may hold another
// implementation.

// A concreteType is the type of the value behind the interface a function returns: a
// type declared in the function's own package, or a pointer to one.
type concreteType struct {
	name *types.TypeName
	ptr  bool
}

func (c *concreteType) typ() types.Type {
	if c.ptr {
		return types.NewPointer(c.name.Type())
	}
	return c.name.Type()
}

// concreteResult returns the concrete type of decl's first result when that result is a
// non-empty interface and every return statement gives a value of one type declared in
// decl's package (a value of that type, or a call of a function whose own result is known
// so); nil otherwise. A nil result of a failing path is no value.
func (a *StringFlow) concreteResult(decl *ast.FuncDecl, ev *valueEvaluator) *concreteType {
	if ev.sig == nil || ev.sig.Results().Len() == 0 {
		return nil
	}
	iface, ok := ev.sig.Results().At(0).Type().Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 {
		return nil
	}
	var found *concreteType
	agree := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != ev.sig.Results().Len() {
				agree = false // a bare return, or a call's tuple
				return false
			}
			if a.Pass.TypesInfo.Types[n.Results[0]].IsNil() {
				return false
			}
			c := a.concreteOf(n.Results[0])
			if c == nil || (found != nil && *found != *c) {
				agree = false
			}
			found = c
		}
		return agree
	})
	if !agree || found == nil || found.name.Pkg() != a.Pass.Pkg {
		return nil
	}
	return found
}

// concreteOf returns the concrete type of the value e gives: its static type when that is
// not an interface (a literal, its address, a variable of a struct pointer type), or what
// the function it calls returns; nil when it is not known.
func (a *StringFlow) concreteOf(e ast.Expr) *concreteType {
	t := types.Unalias(a.Pass.TypesInfo.TypeOf(e))
	if t == nil {
		return nil
	}
	if !types.IsInterface(t) {
		ptr := false
		if p, ok := t.(*types.Pointer); ok {
			t, ptr = types.Unalias(p.Elem()), true
		}
		named, ok := t.(*types.Named)
		if !ok || named.TypeArgs().Len() > 0 {
			return nil // a generic type's methods are looked up on its instance
		}
		return &concreteType{name: named.Obj(), ptr: ptr}
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	if fn, ok := typeutil.Callee(a.Pass.TypesInfo, call).(*types.Func); ok {
		if sum := a.summaryOf(fn); sum != nil {
			return sum.concrete
		}
	}
	return nil
}

// implementation returns the method that an interface method call x.m(...) runs when x is
// known to hold the value of one constructor: the call itself (New(...).m()), or a local
// variable defined once from it (b := New(...); b, err := New(...)). Nil otherwise.
func (a *StringFlow) implementation(call *ast.CallExpr, abstract *types.Func) *types.Func {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	var ctor *ast.CallExpr
	switch x := ast.Unparen(sel.X).(type) {
	case *ast.CallExpr:
		ctor = x
	case *ast.Ident:
		v, ok := a.Pass.TypesInfo.Uses[x].(*types.Var)
		if !ok || v.Pkg() != a.Pass.Pkg || gocode.IsPackageLevel(v) {
			return nil // a package-level variable may be assigned where this package does not see
		}
		ws := a.writes()[v]
		if len(ws) != 1 || !ws[0].def || ws[0].path != "" {
			return nil
		}
		switch {
		case ws[0].rhs != nil:
			ctor, _ = ast.Unparen(ws[0].rhs).(*ast.CallExpr)
		case ws[0].tuple != nil && ws[0].index == 0:
			ctor = ws[0].tuple
		}
	}
	if ctor == nil {
		return nil
	}
	fn, ok := typeutil.Callee(a.Pass.TypesInfo, ctor).(*types.Func)
	if !ok {
		return nil
	}
	sum := a.summaryOf(fn)
	if sum == nil || sum.concrete == nil {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(sum.concrete.typ(), false, abstract.Pkg(), abstract.Name())
	impl, _ := obj.(*types.Func)
	return impl
}

// isAbstract reports whether fn is a method of an interface.
func isAbstract(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	return recv != nil && types.IsInterface(recv.Type())
}
