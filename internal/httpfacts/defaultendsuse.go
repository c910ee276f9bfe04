package httpfacts

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// This file answers, in test code, whether a value ends at http.DefaultTransport through the
// libraries' defaultEndFacts, and which calls send a request through such a value.

// DefaultEnds answers for the test code of the analysed package.
type DefaultEnds struct{ d *defaultEnds }

// DefaultEnds returns the answers for the package's test code; nil for a package the engine does not read.
func (e *Facts) DefaultEnds() *DefaultEnds {
	if e == nil {
		return nil
	}
	d := newDefaultEnds(e)
	d.strict = true
	return &DefaultEnds{d: d}
}

// Sends reports whether call sends a request through a client or transport that a library
// function (or the code under test) built over http.DefaultTransport: a send method (Do,
// Get, RoundTrip...) called on such a value, a method of a value whose fields hold one that
// sends through them (service := New(); service.Send(...), where New sets client to
// http.DefaultClient and Send calls s.client.Do), a function that sends through a
// parameter given one, a function given the default itself for a client or transport
// parameter, or a function that sends through the defaults by itself (SendsItself).
func (de *DefaultEnds) Sends(call *ast.CallExpr) bool {
	if de == nil {
		return false
	}
	d := de.d
	info := d.e.pass.TypesInfo
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sendMethods[sel.Sel.Name] {
		if fn := gocode.FuncOf(info, call); fn != nil && fn.Signature().Recv() != nil && isTransportType(fn.Signature().Recv().Type()) && d.endsAtDefault(sel.X, 0) {
			return true
		}
	}
	if GivesDefault(info, call) {
		return true
	}
	if f := d.of(gocode.FuncOf(info, call)); f != nil {
		if f.SendsDefault && !d.skipsAt(call, f) {
			return true
		}
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && f.SendsRecv && d.endsAtDefault(sel.X, 0) {
			return true
		}
		for _, i := range f.SendsParams {
			if i < len(call.Args) && d.endsAtDefault(call.Args[i], 0) {
				return true
			}
		}
	}
	return false
}

// SendsItself reports whether the function call calls sends through net/http's defaults by
// itself (http.Get, http.DefaultClient), whatever client the caller holds: the caller cannot
// give it a transport of its own.
func (de *DefaultEnds) SendsItself(call *ast.CallExpr) bool {
	if de == nil {
		return false
	}
	f := de.d.of(gocode.FuncOf(de.d.e.pass.TypesInfo, call))
	return f != nil && f.SendsDefault && !de.d.skipsAt(call, f)
}

// SendsHeadItself reports whether the function that call calls sends a HEAD through
// net/http's defaults by itself whenever it runs without an error (SendsDefaultHead): the
// response to a HEAD has no body, whatever the handler writes.
func (de *DefaultEnds) SendsHeadItself(call *ast.CallExpr) bool {
	if de == nil {
		return false
	}
	f := de.d.of(gocode.FuncOf(de.d.e.pass.TypesInfo, call))
	return f != nil && f.SendsDefault && f.SendsDefaultHead && !de.d.skipsAt(call, f)
}

// skipsAt reports whether call sets one of the flags that make the function return before
// it sends through the defaults (an offline mode): the call sends nothing there.
func (d *defaultEnds) skipsAt(call *ast.CallExpr, f *defaultEndFact) bool {
	_, skipped := d.guardsAt(call, f.SkipsWhen, nil)
	return skipped
}

// callEndsAtDefault reports whether the value the call returns ends at http.DefaultTransport:
// a function whose fact says so, called without an option that sets a transport, or a
// method whose result sends through a receiver that does.
func (d *defaultEnds) callEndsAtDefault(call *ast.CallExpr, depth int) bool {
	info := d.e.pass.TypesInfo
	f := d.of(gocode.FuncOf(info, call))
	if f == nil {
		return false
	}
	if f.ViaRecv {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		return ok && d.endsAtDefault(sel.X, depth+1)
	}
	if !f.Result {
		return false
	}
	if call.Ellipsis.IsValid() {
		return false // options not known here
	}
	for _, arg := range call.Args {
		tv, ok := info.Types[arg]
		if !ok {
			return false
		}
		if d.strict && gocode.IsNamed(tv.Type, "context", "Context") && !d.emptyContext(arg) {
			return false // in test code: it may carry the client to use (oauth2.HTTPClient)
		}
		if _, isFunc := tv.Type.Underlying().(*types.Signature); !isFunc {
			continue
		}
		inner, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok {
			return false // a function value or literal: what it sets is not known here
		}
		if of := d.of(gocode.FuncOf(info, inner)); of != nil && of.SetsTransport {
			return false
		}
	}
	return true
}

// GivesDefault reports whether call gives http.DefaultTransport or http.DefaultClient itself
// to a parameter of the callee that takes a client or transport (QueryRange(u,
// http.DefaultTransport, ...)): the code under test is handed the default to send through.
func GivesDefault(info *types.Info, call *ast.CallExpr) bool {
	sig, ok := info.TypeOf(call.Fun).(*types.Signature)
	if !ok {
		return false
	}
	for i, arg := range call.Args {
		sel, ok := ast.Unparen(arg).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		v, ok := info.Uses[sel.Sel].(*types.Var)
		if !ok || !IsHTTPDefault(v) {
			continue
		}
		if p := gocode.ParamAt(sig, i); p != nil && isTransportType(p.Type()) {
			return true
		}
	}
	return false
}

// localEndsAtDefault reports whether every value the local variable v gets ends at
// http.DefaultTransport, and nothing else may give it another transport: its address is not
// taken, it is not passed to a function other than one that only sends through it, and no
// method that sets a transport is called on it.
func (d *defaultEnds) localEndsAtDefault(v *types.Var, depth int) bool {
	if got, ok := d.locals[v]; ok {
		return got
	}
	d.locals[v] = false
	f := gocode.ScopeSyntax(d.e.pass, v)
	if f == nil || depth > maxDefaultEndDepth {
		return false
	}
	info := d.e.pass.TypesInfo
	values, clean := 0, true
	assigned := func(lhs ast.Expr, rhs ast.Expr) {
		id, ok := ast.Unparen(lhs).(*ast.Ident)
		if !ok || (info.Defs[id] != v && info.Uses[id] != v) {
			if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok {
				if x, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[x] == v && d.mayHoldTransport(v.Type(), info.Uses[sel.Sel]) {
					clean = false // a field of it that holds the transport written (a client's Transport)
				}
			}
			return
		}
		values++
		if rhs == nil || !d.endsAtDefault(rhs, depth+1) {
			clean = false
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				switch {
				case len(n.Lhs) == len(n.Rhs):
					assigned(lhs, n.Rhs[i])
				case i == 0 && len(n.Rhs) == 1:
					assigned(lhs, n.Rhs[0])
				default:
					assigned(lhs, nil)
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if info.Defs[name] == v {
					values++
					if i >= len(n.Values) || len(n.Values) != len(n.Names) || !d.endsAtDefault(n.Values[i], depth+1) {
						clean = false
					}
				}
			}
		case *ast.UnaryExpr:
			if x, ok := ast.Unparen(n.X).(*ast.Ident); ok && info.Uses[x] == v {
				clean = false // its address taken
			}
		case *ast.CallExpr:
			var sends []int
			if of := d.of(gocode.FuncOf(info, n)); of != nil {
				if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && of.SetsTransport {
					if x, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[x] == v {
						clean = false
					}
				}
				sends = of.SendsParams
			}
			for i, arg := range n.Args {
				if x, ok := ast.Unparen(arg).(*ast.Ident); ok && info.Uses[x] == v && !containsInt(sends, i) {
					clean = false
				}
			}
		}
		return clean
	})
	got := clean && values > 0
	d.locals[v] = got
	return got
}

// mayHoldTransport reports whether obj, a field of a value of type t, is one the value sends
// through or one whose type is a client or transport: writing another field (a list of
// webhooks, a serializer) leaves the transport as it was.
func (d *defaultEnds) mayHoldTransport(t types.Type, obj types.Object) bool {
	fv, ok := obj.(*types.Var)
	if !ok || !fv.IsField() {
		return true
	}
	return isTransportType(fv.Type()) || d.isSentField(t, fv)
}

func containsInt(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// defOf returns the expression that defines the local variable v (v := e, var v = e), or
// nil.
func (d *defaultEnds) defOf(v *types.Var) ast.Expr {
	f := gocode.ScopeSyntax(d.e.pass, v)
	if f == nil {
		return nil
	}
	info := d.e.pass.TypesInfo
	var def ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if id, ok := lhs.(*ast.Ident); ok && info.Defs[id] == v && len(n.Lhs) == len(n.Rhs) {
					def = n.Rhs[i]
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if info.Defs[name] == v && len(n.Values) == len(n.Names) {
					def = n.Values[i]
				}
			}
		}
		return def == nil
	})
	return def
}

// emptyContext reports whether arg is a context that carries no value for a library to take
// a client from instead of its default (oauth2.NewClient uses the oauth2.HTTPClient value's
// transport): context.Background() or context.TODO(), or a local variable defined by one of
// them and never assigned again.
func (d *defaultEnds) emptyContext(arg ast.Expr) bool {
	info := d.e.pass.TypesInfo
	isEmpty := func(e ast.Expr) bool {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		fn := gocode.FuncOf(info, call)
		return gocode.FuncIs(fn, "context", "", "Background") || gocode.FuncIs(fn, "context", "", "TODO")
	}
	if isEmpty(arg) {
		return true
	}
	id, ok := ast.Unparen(arg).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || gocode.IsPackageLevel(v) {
		return false
	}
	f := gocode.ScopeSyntax(d.e.pass, v)
	if f == nil {
		return false
	}
	defined, other := false, false
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				l, ok := lhs.(*ast.Ident)
				if !ok || info.ObjectOf(l) != v {
					continue
				}
				if len(n.Lhs) == len(n.Rhs) && info.Defs[l] == v && isEmpty(n.Rhs[i]) {
					defined = true
				} else {
					other = true
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if info.Defs[name] == v && (len(n.Values) != len(n.Names) || !isEmpty(n.Values[i])) {
					other = true
				} else if info.Defs[name] == v {
					defined = true
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				if x, ok := ast.Unparen(n.X).(*ast.Ident); ok && info.Uses[x] == v {
					other = true // its address is taken: anything may be stored there
				}
			}
		}
		return !other
	})
	return defined && !other
}
