package httpfacts

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// This file finds the flags that keep a function from sending through net/http's defaults:
// a library that returns before any request when it runs offline (`if db.Offline { return
// cache, nil }`), through a bool parameter or a bool field of its receiver that the caller
// sets. A test that calls such a function with the flag set sends nothing through the
// defaults, whatever the function sends otherwise.

// A SendGuard is a flag whose value makes a function return before any of its requests
// through the defaults: its bool parameter Param (Field empty), or the bool field Field of
// its receiver (Param -1), when the flag is When.
type SendGuard struct {
	Param int
	Field string
	When  bool
}

// guardScope is the function a guard is written in: its signature and body.
type guardScope struct {
	sig  *types.Signature
	body *ast.BlockStmt
}

// guardsBefore returns the flags an early return before pos takes: a statement of the
// function's body, wholly before pos, that is `if flag { ...; return }` with no else (one
// guard for each flag of `if a || b`). Whatever runs after it, closures included, runs only
// when the flag is not When.
func (d *defaultEnds) guardsBefore(scope guardScope, pos token.Pos) []SendGuard {
	facts := d.bodyFactsOf(scope)
	if facts.jumps {
		return nil // a goto may pass the return by
	}
	var out []SendGuard
	for _, st := range scope.body.List {
		if st.End() > pos {
			break
		}
		ifs, ok := st.(*ast.IfStmt)
		if !ok || ifs.Init != nil || ifs.Else != nil || !endsInReturn(ifs.Body) {
			continue
		}
		for _, flag := range disjuncts(ifs.Cond) {
			g, ok := d.flagGuard(scope, flag)
			if ok && g.Param < 0 && facts.recvCalled.IsValid() && facts.recvCalled < st.Pos() {
				continue // a method of the receiver, or a function given it, may have set the field first
			}
			if ok {
				out = append(out, g)
			}
		}
	}
	return out
}

// endsInReturn reports whether the block's last statement is a return.
func endsInReturn(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	_, ok := b.List[len(b.List)-1].(*ast.ReturnStmt)
	return ok
}

// disjuncts splits a || b || c into its operands.
func disjuncts(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.LOR {
		return append(disjuncts(b.X), disjuncts(b.Y)...)
	}
	return []ast.Expr{e}
}

// flagGuard returns the guard that e, a bool expression of the scope's function, is true
// under: a parameter or a field of the receiver, possibly negated, that the body never
// assigns.
func (d *defaultEnds) flagGuard(scope guardScope, e ast.Expr) (SendGuard, bool) {
	info := d.e.pass.TypesInfo
	when := true
	e = ast.Unparen(e)
	for {
		u, ok := e.(*ast.UnaryExpr)
		if !ok || u.Op != token.NOT {
			break
		}
		when = !when
		e = ast.Unparen(u.X)
	}
	if !isBool(info.TypeOf(e)) {
		return SendGuard{}, false
	}
	assigned := d.bodyFactsOf(scope).assigned
	switch x := e.(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || assigned[v] {
			return SendGuard{}, false
		}
		for i := 0; i < scope.sig.Params().Len(); i++ {
			if scope.sig.Params().At(i) == v {
				return SendGuard{Param: i, When: when}, true
			}
		}
	case *ast.SelectorExpr:
		field, ok := info.Uses[x.Sel].(*types.Var)
		recv, isIdent := ast.Unparen(x.X).(*ast.Ident)
		if !ok || !field.IsField() || !isIdent || scope.sig.Recv() == nil || info.Uses[recv] != scope.sig.Recv() || assigned[field] || assigned[scope.sig.Recv()] {
			return SendGuard{}, false
		}
		if s, found := info.Selections[x]; !found || len(s.Index()) != 1 {
			return SendGuard{}, false // a promoted field: a literal of the receiver's type sets it through the embedded one
		}
		return SendGuard{Param: -1, Field: field.Name(), When: when}, true
	}
	return SendGuard{}, false
}

func isBool(t types.Type) bool {
	b, ok := types.Unalias(t).Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}

// bodyFacts is what a function body does that can undo a guard: the variables and fields it
// assigns, increments or takes the address of (a field by its object, whoever holds it);
// whether it jumps (goto); the first call that is given its receiver or called on it.
type bodyFacts struct {
	assigned   map[*types.Var]bool
	jumps      bool
	recvCalled token.Pos
}

// bodyFactsOf returns the bodyFacts of the scope's body, computed once per body.
func (d *defaultEnds) bodyFactsOf(scope guardScope) *bodyFacts {
	body := scope.body
	if got, ok := d.bodies[body]; ok {
		return got
	}
	if d.bodies == nil {
		d.bodies = make(map[*ast.BlockStmt]*bodyFacts)
	}
	info := d.e.pass.TypesInfo
	out := &bodyFacts{assigned: make(map[*types.Var]bool)}
	mark := func(e ast.Expr) {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if v, ok := info.Uses[x].(*types.Var); ok {
				out.assigned[v] = true
			}
		case *ast.SelectorExpr:
			if v, ok := info.Uses[x.Sel].(*types.Var); ok {
				out.assigned[v] = true
			}
		case *ast.StarExpr:
			if id, ok := ast.Unparen(x.X).(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok {
					out.assigned[v] = true // *recv = T{...}
				}
			}
		}
	}
	isRecv := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && scope.sig.Recv() != nil && info.Uses[id] == scope.sig.Recv()
	}
	ast.Inspect(body, func(n ast.Node) bool {
		for _, e := range gocode.WrittenBy(n) {
			mark(e)
		}
		switch n := n.(type) {
		case *ast.BranchStmt:
			if n.Tok == token.GOTO {
				out.jumps = true
			}
		case *ast.CallExpr:
			called := false
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && isRecv(sel.X) {
				called = true
			}
			for _, arg := range n.Args {
				called = called || isRecv(arg)
			}
			if called && !out.recvCalled.IsValid() {
				out.recvCalled = n.Pos()
			}
		}
		return true
	})
	d.bodies[body] = out
	return out
}

// guardsAt says what the callee's guards become at call: skipped, when the call gives one
// of the flags a constant that makes the callee return before sending; otherwise the guards
// of the caller (scope, nil in test code) that the call passes its own flags to.
func (d *defaultEnds) guardsAt(call *ast.CallExpr, guards []SendGuard, scope *guardScope) (out []SendGuard, skipped bool) {
	info := d.e.pass.TypesInfo
	for _, g := range guards {
		fv, ok := d.flagAt(call, g, scope)
		switch {
		case !ok:
			continue
		case fv.zero:
			if !g.When {
				return nil, true
			}
			continue
		case fv.ownField != nil:
			facts := d.bodyFactsOf(*scope)
			if !facts.assigned[fv.ownField] && !facts.assigned[scope.sig.Recv()] && (!facts.recvCalled.IsValid() || facts.recvCalled >= call.Pos()) {
				out = append(out, SendGuard{Param: -1, Field: g.Field, When: g.When})
			}
			continue
		}
		if tv := info.Types[fv.expr]; tv.Value != nil && tv.Value.Kind() == constant.Bool {
			if constant.BoolVal(tv.Value) == g.When {
				return nil, true
			}
			continue
		}
		if scope == nil {
			continue
		}
		if own, ok := d.flagGuard(*scope, fv.expr); ok {
			// The callee returns when the value is g.When; the value is true when the caller's flag is own.When.
			if !g.When {
				own.When = !own.When
			}
			out = append(out, own)
		}
	}
	return out, false
}

// A flagValue is what a call gives a callee's flag: an expression, the zero value (a struct
// literal leaves the field out), or the same field of the caller's own receiver.
type flagValue struct {
	expr     ast.Expr
	zero     bool
	ownField *types.Var
}

// flagAt returns what the call gives the callee's flag g: the argument of a parameter; for a
// field of the receiver, the value the receiver's defining struct literal gives it, or the
// caller's own receiver's field when the call is on that receiver.
func (d *defaultEnds) flagAt(call *ast.CallExpr, g SendGuard, scope *guardScope) (flagValue, bool) {
	info := d.e.pass.TypesInfo
	sig, isSig := types.Unalias(info.TypeOf(call.Fun)).(*types.Signature)
	if !isSig {
		return flagValue{}, false
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s, found := info.Selections[sel]; found && s.Kind() == types.MethodExpr {
			return flagValue{}, false // T.M(recv, args...): the arguments are one off the method's parameters
		}
	}
	if g.Param >= 0 {
		n := sig.Params().Len()
		if g.Param >= n || sig.Variadic() && g.Param == n-1 || len(call.Args) != n || call.Ellipsis.IsValid() {
			return flagValue{}, false
		}
		return flagValue{expr: call.Args[g.Param]}, true
	}
	sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !isSel {
		return flagValue{}, false
	}
	s, found := info.Selections[sel]
	if !found || s.Kind() != types.MethodVal || len(s.Index()) != 1 {
		return flagValue{}, false // a promoted method: its receiver is an embedded field
	}
	id, isIdent := ast.Unparen(sel.X).(*ast.Ident)
	if !isIdent {
		return flagValue{}, false
	}
	v, isVar := info.Uses[id].(*types.Var)
	if !isVar || gocode.IsPackageLevel(v) {
		return flagValue{}, false
	}
	if scope != nil && scope.sig.Recv() == v {
		obj, _, _ := types.LookupFieldOrMethod(v.Type(), true, v.Pkg(), g.Field)
		field, ok := obj.(*types.Var)
		if !ok || !field.IsField() {
			return flagValue{}, false
		}
		return flagValue{ownField: field}, true
	}
	lit := literalOf(gocode.DefiningExprOf(d.e.pass, v))
	if lit == nil || !d.fieldUnchanged(v, g.Field, call) {
		return flagValue{}, false
	}
	for _, elt := range lit.Elts {
		kv, isKV := elt.(*ast.KeyValueExpr)
		if !isKV {
			return flagValue{}, false // positional: not read here
		}
		if key, isKey := kv.Key.(*ast.Ident); isKey && key.Name == g.Field {
			return flagValue{expr: kv.Value}, true
		}
	}
	return flagValue{zero: true}, true
}

// literalOf returns the struct literal e is, or takes the address of.
func literalOf(e ast.Expr) *ast.CompositeLit {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, _ := e.(*ast.CompositeLit)
	return lit
}

// fieldUnchanged reports whether, in the function that defines the local v, nothing but its
// definition can give v or its field a value before call: every other use of v before it
// (anywhere, when the call is in a loop) is call's receiver or a read of one of its fields
// (not assigned). A method called on it, a copy of it, or v given to a function may set the
// field.
func (d *defaultEnds) fieldUnchanged(v *types.Var, field string, call *ast.CallExpr) bool {
	scope := gocode.ScopeSyntax(d.e.pass, v)
	if scope == nil {
		return false
	}
	info := d.e.pass.TypesInfo
	var receiver ast.Expr
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		receiver = ast.Unparen(sel.X)
	}
	reads := make(map[*ast.Ident]bool) // uses of v in x.F that is read
	written := make(map[ast.Expr]bool) // left-hand sides
	ast.Inspect(scope, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, lhs := range as.Lhs {
				written[ast.Unparen(lhs)] = true
			}
		}
		return true
	})
	ast.Inspect(scope, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok || written[sel] {
			return true
		}
		if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[id] == v {
			if s, found := info.Selections[sel]; found && s.Kind() == types.FieldVal {
				reads[id] = true
			}
		}
		return true
	})
	// Only what comes before the call counts, unless the call is in a loop, where what
	// follows runs before its next turn.
	until := call.Pos()
	for _, n := range gocode.PathAt(d.e.pass, call.Pos(), call.End()) {
		if n == scope {
			break
		}
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			until = scope.End()
		}
	}
	clean := true
	ast.Inspect(scope, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || info.Uses[id] != v || reads[id] || ast.Expr(id) == receiver || id.Pos() >= until {
			return clean
		}
		clean = false
		return false
	})
	return clean
}

func (g SendGuard) String() string {
	flag := "recv." + g.Field
	if g.Param >= 0 {
		flag = fmt.Sprintf("param%d", g.Param)
	}
	if !g.When {
		flag = "!" + flag
	}
	return "skipsWhen(" + flag + ")"
}

// intersectGuards returns the guards both a and b hold.
func intersectGuards(a, b []SendGuard) []SendGuard {
	var out []SendGuard
	for _, g := range a {
		if slices.Contains(b, g) {
			out = append(out, g)
		}
	}
	return out
}
