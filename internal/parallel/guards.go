package parallel

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// initialType returns the dynamic type that the package-level variable v (at the field path
// below it) holds until code assigns it, when the engine can know it: from the table above
// for the standard library, from the initializer for a variable of this package that no init
// function assigns. It returns nil otherwise.
func (e *engine) initialType(v *types.Var, path string) types.Type {
	if v == nil || v.Pkg() == nil {
		return nil
	}
	if name, ok := knowledge.StdInitialTypes[v.Pkg().Path()+"."+v.Name()]; ok && path == "" {
		ptr := strings.HasPrefix(name, "*")
		tn, _ := v.Pkg().Scope().Lookup(strings.TrimPrefix(name, "*")).(*types.TypeName)
		if tn == nil {
			return nil
		}
		if ptr {
			return types.NewPointer(tn.Type())
		}
		return tn.Type()
	}
	d := e.decls.Var(v)
	if d == nil || v.Pkg() != e.pass.Pkg || e.initWrites(v) {
		return nil
	}
	value := d.Value()
	for _, field := range strings.Split(path, ".") {
		if field == "" || value == nil {
			continue
		}
		value = literalField(value, field)
	}
	if value == nil {
		return nil
	}
	t := e.pass.TypesInfo.TypeOf(value)
	if t == nil || types.IsInterface(t) {
		return nil
	}
	if b, ok := t.(*types.Basic); ok && b.Kind() == types.UntypedNil {
		return nil
	}
	return t
}

// literalField returns the value that a composite literal (or &literal) gives to field, or
// nil when it gives none (the field is then the zero value) or value is not a literal.
func literalField(value ast.Expr, field string) ast.Expr {
	if u, ok := ast.Unparen(value).(*ast.UnaryExpr); ok && u.Op == token.AND {
		value = u.X
	}
	lit, ok := ast.Unparen(value).(*ast.CompositeLit)
	if !ok {
		return nil
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
				return kv.Value
			}
		}
	}
	return nil
}

// initWrites reports whether an init function of this package writes v: its initializer
// then says nothing about what tests find in it.
func (e *engine) initWrites(v *types.Var) bool {
	root := flow.Root{PkgPath: v.Pkg().Path(), Name: v.Name()}
	for _, fn := range e.decls.Funcs() {
		if fn.Name() != "init" || e.decls.FuncDecl(fn).Recv != nil {
			continue
		}
		s := e.summaryOf(fn)
		if s == nil {
			continue
		}
		for _, a := range s.Accesses {
			if a.Root == root && a.Op.IsWrite() {
				return true
			}
		}
	}
	return false
}

// A guardRange is a part of the walked body that runs only when guard holds.
type guardRange struct {
	from, to token.Pos
	guard    flow.Guard
}

// guardsAt returns the guards that code at pos runs under.
func (w *walker) guardsAt(pos token.Pos) []flow.Guard {
	var out []flow.Guard
	for _, r := range w.guardRanges {
		if r.from <= pos && pos < r.to {
			out = addGuard(out, r.guard)
		}
	}
	return out
}

// guardsOf returns a pointer to list, or nil when it is empty (see rawAccess.guards).
func guardsOf(list []flow.Guard) *[]flow.Guard {
	if len(list) == 0 {
		return nil
	}
	p := new([]flow.Guard) // not &list: the parameter would move to the heap on every call
	*p = list
	return p
}

func addGuard(list []flow.Guard, g flow.Guard) []flow.Guard {
	for _, h := range list {
		if h == g {
			return list
		}
	}
	return append(list, g)
}

// scanGuards records the parts of body that run only once a package-level variable has
// been replaced (see Guard). It runs after the aliases are known.
func (w *walker) scanGuards(body *ast.BlockStmt) {
	if !w.asserts {
		return // most bodies: nothing to look for
	}
	okVars := w.assertionResults(body)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			if body := w.conditionGuards(n.Cond, okVars, true); len(body) > 0 {
				w.guardBlock(n.Body.Pos(), n.Body.End(), body)
			}
			if n.Else != nil {
				if els := w.conditionGuards(n.Cond, okVars, false); len(els) > 0 {
					w.guardBlock(n.Else.Pos(), n.Else.End(), els)
				}
			}
		case *ast.TypeSwitchStmt:
			w.typeSwitchGuards(n)
		case *ast.BlockStmt:
			w.earlyExitGuards(n.List, n.End(), okVars)
		case *ast.CaseClause:
			w.earlyExitGuards(n.Body, n.End(), okVars)
		case *ast.CommClause:
			w.earlyExitGuards(n.Body, n.End(), okVars)
		}
		return true
	})
}

func (w *walker) guardBlock(from, to token.Pos, guards []flow.Guard) {
	for _, g := range guards {
		w.guardRanges = append(w.guardRanges, guardRange{from, to, g})
	}
}

// earlyExitGuards handles `if _, ok := V.(T); ok { return }` in a list of statements: what
// follows the if runs only when its condition is false (and, symmetrically, when the else
// branch exits, only when it is true).
func (w *walker) earlyExitGuards(list []ast.Stmt, end token.Pos, okVars map[*types.Var]flow.Guard) {
	if w.hasLabels() {
		return // a goto can jump past the early exit
	}
	for i, stmt := range list {
		ifs, ok := stmt.(*ast.IfStmt)
		if !ok || i == len(list)-1 {
			continue
		}
		var guards []flow.Guard
		if w.exits(ifs.Body) {
			guards = w.conditionGuards(ifs.Cond, okVars, false)
		} else if els, ok := ifs.Else.(*ast.BlockStmt); ok && w.exits(els) {
			guards = w.conditionGuards(ifs.Cond, okVars, true)
		}
		w.guardBlock(ifs.End(), end, guards)
	}
}

// hasLabels reports whether the walked body has a labeled statement.
func (w *walker) hasLabels() bool {
	if w.labels == 0 {
		w.labels = 1
		ast.Inspect(w.body, func(n ast.Node) bool {
			if _, ok := n.(*ast.LabeledStmt); ok {
				w.labels = 2
			}
			return w.labels == 1
		})
	}
	return w.labels == 2
}

// exits reports whether a block always leaves the statement list it is in: its last
// statement returns, breaks, continues, panics or stops the test or the process.
func (w *walker) exits(block *ast.BlockStmt) bool {
	if block == nil || len(block.List) == 0 {
		return false
	}
	switch last := block.List[len(block.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return last.Tok == token.BREAK || last.Tok == token.CONTINUE
	case *ast.ExprStmt:
		call, ok := ast.Unparen(last.X).(*ast.CallExpr)
		if !ok {
			return false
		}
		if b, ok := gocode.BuiltinName(w.info, call); ok {
			return b == "panic"
		}
		return stopsRun(w.e.callee(call))
	}
	return false
}

// stopsRun reports whether a call of fn never returns to its caller: os.Exit, log.Fatal,
// runtime.Goexit and the testing methods that stop the test.
func stopsRun(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "os":
		return fn.Name() == "Exit"
	case "runtime":
		return fn.Name() == "Goexit"
	case "log":
		return strings.HasPrefix(fn.Name(), "Fatal") || strings.HasPrefix(fn.Name(), "Panic")
	case "testing":
		switch fn.Name() {
		case "Fatal", "Fatalf", "FailNow", "Skip", "Skipf", "SkipNow":
			return true
		}
	}
	return false
}

// assertionResults returns the ok variables of the body's type assertions on tracked
// variables whose asserted type matches their initial value (`_, ok := V.(T)`), with the
// guard that !ok stands for. A variable assigned anywhere else is left out.
func (w *walker) assertionResults(body *ast.BlockStmt) map[*types.Var]flow.Guard {
	var okVars map[*types.Var]flow.Guard // nil in most bodies: built on the first guard
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			return true
		}
		ta, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
		if !ok {
			return true
		}
		if id, ok := as.Lhs[1].(*ast.Ident); ok {
			if v, ok := w.info.Defs[id].(*types.Var); ok {
				if g, ok := w.assertionGuard(ta); ok {
					if okVars == nil {
						okVars = make(map[*types.Var]flow.Guard)
					}
					okVars[v] = g
				}
			}
		}
		return true
	})
	if len(okVars) == 0 {
		return nil
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, lhs := range as.Lhs {
				if id, ok := ast.Unparen(lhs).(*ast.Ident); ok {
					if v, ok := w.info.Uses[id].(*types.Var); ok {
						delete(okVars, v) // assigned again: ok no longer says what the assertion found
					}
				}
			}
		}
		return true
	})
	return okVars
}

// assertionGuard returns the guard that the failure of the type assertion ta stands for:
// ta asserts a tracked variable (or a field path of one) to a type that its initial value
// has.
func (w *walker) assertionGuard(ta *ast.TypeAssertExpr) (flow.Guard, bool) {
	if ta.Type == nil {
		return flow.Guard{}, false
	}
	r, ok := w.rootOf(ta.X)
	if !ok || r.v == nil || r.param {
		return flow.Guard{}, false
	}
	asserted := w.info.TypeOf(ta.Type)
	initial := w.e.initialType(r.v, r.path)
	if asserted == nil || initial == nil || !gocode.MatchesType(initial, asserted) {
		return flow.Guard{}, false
	}
	return flow.Guard{Root: flow.Root{PkgPath: r.v.Pkg().Path(), Name: r.v.Name()}, Path: r.path, Type: types.TypeString(initial, nil)}, true
}

// conditionGuards returns the guards that hold when cond is true (want) or false (!want):
// !ok is true only once the variable was replaced, so is a conjunction with such a term,
// and ok is false only then, so is a disjunction with such a term.
func (w *walker) conditionGuards(cond ast.Expr, okVars map[*types.Var]flow.Guard, want bool) []flow.Guard {
	switch c := ast.Unparen(cond).(type) {
	case *ast.Ident:
		if v, ok := w.info.Uses[c].(*types.Var); ok && !want {
			if g, ok := okVars[v]; ok {
				return []flow.Guard{g}
			}
		}
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return w.conditionGuards(c.X, okVars, !want)
		}
	case *ast.BinaryExpr:
		if (c.Op == token.EQL && want) || (c.Op == token.NEQ && !want) {
			if g, ok := w.nilGuard(c); ok {
				return []flow.Guard{g}
			}
		}
		if g, ok := w.variadicGuard(c, want); ok {
			return []flow.Guard{g}
		}
		if (c.Op == token.LAND && want) || (c.Op == token.LOR && !want) {
			out := w.conditionGuards(c.X, okVars, want)
			for _, g := range w.conditionGuards(c.Y, okVars, want) {
				out = addGuard(out, g)
			}
			return out
		}
	}
	return nil
}

// nilGuard returns the guard that `X == nil` stands for: X is a chain of field selections
// (no embedded field in between) from a tracked variable whose initializer gives that path a
// value that is not nil, or from a parameter that the function never assigns (the call
// decides, walker.applyGuards). An element, a dereference or a call's result is not the
// variable's path, so it guards nothing.
func (w *walker) nilGuard(cmp *ast.BinaryExpr) (flow.Guard, bool) {
	x := cmp.X
	if w.isNil(x) {
		x = cmp.Y
	} else if !w.isNil(cmp.Y) {
		return flow.Guard{}, false
	}
	if !gocode.Nillable(w.info.TypeOf(x)) || gocode.IsError(w.info.TypeOf(x)) {
		return flow.Guard{}, false
	}
	v, path, ok := w.fieldChain(x)
	if !ok {
		return flow.Guard{}, false
	}
	if i, isParam := w.params[v]; isParam {
		if w.paramAssigned(v) {
			return flow.Guard{}, false
		}
		return flow.Guard{Root: flow.Root{Param: i}, Path: path, Nil: true}, true
	}
	if !gocode.Tracked(v) || !gocode.IsPackageLevel(v) || !w.e.initiallyNonNil(v, path) {
		return flow.Guard{}, false
	}
	return flow.Guard{Root: flow.Root{PkgPath: v.Pkg().Path(), Name: v.Name()}, Path: path, Nil: true}, true
}

// fieldChain splits x into a variable and the field path below it when x is the variable
// (pkg.V or V) followed only by field selections, each of a field of its own struct.
func (w *walker) fieldChain(x ast.Expr) (*types.Var, string, bool) {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		v, ok := w.info.Uses[x].(*types.Var)
		return v, "", ok
	case *ast.SelectorExpr:
		sel := w.info.Selections[x]
		if sel == nil {
			v, ok := w.info.Uses[x.Sel].(*types.Var)
			return v, "", ok // a qualified identifier
		}
		if sel.Kind() != types.FieldVal || len(sel.Index()) != 1 {
			return nil, "", false
		}
		v, path, ok := w.fieldChain(x.X)
		return v, gocode.JoinPath(path, x.Sel.Name), ok
	}
	return nil, "", false
}

// paramAssigned reports whether the walked body assigns the parameter v, or takes its
// address: then a test of it says nothing about what the caller passed.
func (w *walker) paramAssigned(v *types.Var) bool {
	if w.body == nil {
		return true // no body to look at: assume it may
	}
	if w.assignedParams == nil {
		w.assignedParams = make(map[*types.Var]bool)
		mark := func(e ast.Expr) {
			if id, ok := ast.Unparen(e).(*ast.Ident); ok {
				if p, ok := w.info.Uses[id].(*types.Var); ok {
					w.assignedParams[p] = true
				}
			}
		}
		ast.Inspect(w.body, func(n ast.Node) bool {
			for _, e := range gocode.WrittenBy(n) {
				mark(e)
			}
			return true
		})
	}
	return w.assignedParams[v]
}

// mayGuardNil is the cheap test, for every comparison of a body, that it may be a nil guard
// (nilGuard decides): a field or a package-level variable compared with nil, not an error.
func (w *walker) mayGuardNil(cmp *ast.BinaryExpr) bool {
	x := cmp.X
	if w.isNil(x) {
		x = cmp.Y
	} else if !w.isNil(cmp.Y) {
		return false
	}
	if gocode.IsError(w.info.TypeOf(x)) {
		return false
	}
	switch x := ast.Unparen(x).(type) {
	case *ast.SelectorExpr:
		return true
	case *ast.Ident:
		v, ok := w.info.Uses[x].(*types.Var)
		if !ok {
			return false
		}
		_, param := w.params[v]
		return param || gocode.Tracked(v)
	}
	return false
}

func (w *walker) isNil(e ast.Expr) bool {
	tv, ok := w.info.Types[e]
	return ok && tv.IsNil()
}

// initiallyNonNil reports whether the package-level variable v, at the field path below it,
// holds a value that is not nil until code assigns it: its initializer (in this package, not
// assigned by an init function) gives the path a composite literal, its address, a function
// literal, or the result of make or new.
func (e *engine) initiallyNonNil(v *types.Var, path string) bool {
	d := e.decls.Var(v)
	if d == nil || d.Value() == nil || v.Pkg() != e.pass.Pkg {
		return false
	}
	return gocode.NonNilExpr(e.pass.TypesInfo, gocode.LiteralAt(d.Value(), gocode.DerefPath(path))) && !e.initWrites(v)
}

// applyGuards translates the guards of a callee's access to the call with args: a guard on
// a parameter's value becomes one on what the argument refers to, a tracked variable whose
// initializer gives the path a value that is not nil, or the caller's own parameter; it is
// dropped otherwise (the access may run).
//
// feasible is false when a guard can never hold at this call (a variadic parameter that the
// call passes nothing): the access does not run.
func (w *walker) applyGuards(guards []flow.Guard, node ast.Node, args []ast.Expr) (out []flow.Guard, feasible bool) {
	for _, g := range guards {
		if g.NonEmpty {
			if passesNothing(node, args, g.Root.Param) {
				return nil, false
			}
			continue // it passes something, or spreads a slice (call(xs...)): the access may run
		}
		if g.Root.PkgPath != "" {
			// A lazy initialization of another package's variable: that package's own
			// code may store nil in it in ways this one's writes do not show.
			if !g.Nil || g.Root.PkgPath == w.e.pass.Pkg.Path() {
				out = append(out, g)
			}
			continue
		}
		if !g.Nil || g.Root.Env || (g.Root.Param == 0 && w.promotedReceiver(node)) {
			continue
		}
		arg := argAt(args, g.Root.Param)
		if u, ok := ast.Unparen(arg).(*ast.UnaryExpr); ok && u.Op == token.AND {
			arg = u.X
		}
		if arg == nil {
			continue
		}
		// Only a field chain names the value the callee tests: an element, a dereference,
		// a call's result or a local that may hold something else does not.
		v, path, ok := w.fieldChain(arg)
		if !ok {
			continue
		}
		path = gocode.JoinPath(path, g.Path)
		if i, isParam := w.params[v]; isParam {
			if !w.paramAssigned(v) {
				out = append(out, flow.Guard{Root: flow.Root{Param: i}, Path: path, Nil: true})
			}
			continue
		}
		if gocode.Tracked(v) && gocode.IsPackageLevel(v) && w.e.initiallyNonNil(v, path) {
			out = append(out, flow.Guard{Root: flow.Root{PkgPath: v.Pkg().Path(), Name: v.Name()}, Path: path, Nil: true})
		}
	}
	return slices.Clip(out), true
}

// passesNothing reports whether the call at node passes no argument at the position of the
// variadic parameter param (args are the call's, the receiver first for a method): a call
// with fewer arguments, or a function value that the testing package or a deferred call
// runs with none.
func passesNothing(node ast.Node, args []ast.Expr, param int) bool {
	if call, ok := node.(*ast.CallExpr); ok {
		return !call.Ellipsis.IsValid() && len(args) <= param
	}
	return true
}

// variadicGuard returns the guard that cond stands for (want) or its negation (!want) when
// it tests the length of the function's variadic parameter: len(t) > 0, len(t) != 0,
// len(t) >= 1 and 0 < len(t) hold only when the call passes it something, and so do
// len(t) == 0 and len(t) < 1 when false. A body that assigns the parameter says nothing
// about the call.
func (w *walker) variadicGuard(c *ast.BinaryExpr, want bool) (flow.Guard, bool) {
	if w.variadic == nil || w.paramAssigned(w.variadic) {
		return flow.Guard{}, false
	}
	op, lenX, lit := c.Op, c.X, c.Y
	if w.isLenOfVariadic(c.Y) { // 0 < len(t): len(t) > 0
		lenX, lit = c.Y, c.X
		switch op {
		case token.LSS:
			op = token.GTR
		case token.GTR:
			op = token.LSS
		case token.LEQ:
			op = token.GEQ
		case token.GEQ:
			op = token.LEQ
		}
	}
	if !w.isLenOfVariadic(lenX) {
		return flow.Guard{}, false
	}
	tv, ok := w.info.Types[lit]
	if !ok || tv.Value == nil {
		return flow.Guard{}, false
	}
	n, exact := constant.Int64Val(constant.ToInt(tv.Value))
	if !exact {
		return flow.Guard{}, false
	}
	nonEmpty := false // cond, taken as want, implies len(t) > 0
	switch {
	case want && (op == token.GTR && n >= 0 || op == token.NEQ && n == 0 || op == token.GEQ && n >= 1 || op == token.EQL && n >= 1):
		nonEmpty = true
	case !want && (op == token.EQL && n == 0 || op == token.LSS && n <= 1 || op == token.LEQ && n == 0):
		nonEmpty = true
	}
	if !nonEmpty {
		return flow.Guard{}, false
	}
	return flow.Guard{Root: flow.Root{Param: w.variadicAt}, NonEmpty: true}, true
}

// isLenOfVariadic reports whether e is len(t) for the function's variadic parameter t.
func (w *walker) isLenOfVariadic(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	if b, ok := gocode.BuiltinName(w.info, call); !ok || b != "len" {
		return false
	}
	id, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	return ok && w.info.Uses[id] == w.variadic
}

// promotedReceiver reports whether node calls (or takes) a method promoted from an embedded
// field: its receiver is that field, which the argument's path does not name.
func (w *walker) promotedReceiver(node ast.Node) bool {
	if call, ok := node.(*ast.CallExpr); ok {
		node = ast.Unparen(call.Fun)
	}
	sel, ok := node.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s := w.info.Selections[sel]
	return s != nil && len(s.Index()) > 1
}

// typeSwitchGuards guards the cases of `switch V.(type)` that the variable's initial value
// cannot reach: those none of whose types it matches, and default when another case matches.
func (w *walker) typeSwitchGuards(sw *ast.TypeSwitchStmt) {
	var x ast.Expr
	switch a := sw.Assign.(type) {
	case *ast.ExprStmt:
		x = a.X
	case *ast.AssignStmt:
		if len(a.Rhs) == 1 {
			x = a.Rhs[0]
		}
	}
	ta, ok := ast.Unparen(x).(*ast.TypeAssertExpr)
	if !ok {
		return
	}
	r, ok := w.rootOf(ta.X)
	if !ok || r.v == nil || r.param {
		return
	}
	initial := w.e.initialType(r.v, r.path)
	if initial == nil {
		return
	}
	g := flow.Guard{Root: flow.Root{PkgPath: r.v.Pkg().Path(), Name: r.v.Name()}, Path: r.path, Type: types.TypeString(initial, nil)}
	var def *ast.CaseClause
	matched := false
	for _, stmt := range sw.Body.List {
		cc := stmt.(*ast.CaseClause)
		if cc.List == nil {
			def = cc
			continue
		}
		matches := false
		for _, e := range cc.List {
			t := w.info.TypeOf(e)
			if t == nil {
				matches = true // unknown: as if it matched
				break
			}
			if b, ok := t.(*types.Basic); ok && b.Kind() == types.UntypedNil {
				continue
			}
			matches = matches || gocode.MatchesType(initial, t)
		}
		if matches {
			matched = true
			continue
		}
		w.guardBlock(cc.Colon, cc.End(), []flow.Guard{g})
	}
	if def != nil && matched {
		w.guardBlock(def.Colon, def.End(), []flow.Guard{g})
	}
}

// guardsKey is a comparable form of a list of guards, for deduplication.
func guardsKey(guards []flow.Guard) string {
	var b strings.Builder
	for _, g := range guards {
		fmt.Fprintf(&b, "%s.%s.%d.%s(%s)%v%v;", g.Root.PkgPath, g.Root.Name, g.Root.Param, g.Path, g.Type, g.Nil, g.NonEmpty)
	}
	return b.String()
}
