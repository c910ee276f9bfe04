package stringflow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/groupjoin"
)

// An valuePart is a piece of a group ID template: literal text, or the value of a parameter of
// the function being summarized (of a field of it, or of the receiver), or what the
// functional options in its variadic parameter set.
type valuePart struct {
	Lit string
	// Param is the index into the signature's parameters (receiver not counted), litParam
	// for Lit, recvParam for the receiver.
	Param int
	// Path is the field path below the parameter ("GroupID", "Reader.GroupID"): the value
	// of that field of the argument. Empty for the argument itself.
	Path string
	// Opts marks the value that the functional options passed in variadic parameter Param
	// leave in field Path of the struct they are applied to: the last one that sets it,
	// or Lit, the struct's initial value, when none does (options.go).
	Opts bool
	// NoDefault marks Opts whose struct starts with a value that is not constant (a UUID,
	// a random name): with no option that sets the field, the value is not known.
	NoDefault bool
}

const (
	literalParam  = -1
	receiverParam = -2
)

func (p valuePart) isLit() bool { return p.Param == literalParam }

// plainParam reports whether the part is a parameter's own value.
func (p valuePart) plainParam() bool { return p.Param >= 0 && p.Path == "" && !p.Opts }

// An stringValue is what a group ID expression evaluates to when it is built from constants and,
// inside a helper, from the helper's parameters. A nil *stringValue is "not constant".
type stringValue struct {
	parts []valuePart
	// decl is the declaration of the named constant or variable the value comes from
	// (NoPos for literals); name is that constant's name.
	decl token.Pos
	name string
	// origin is the constant expression the whole value comes from, in this package: what
	// a fix replaces when the value reaches a sink through fields of an argument.
	origin ast.Expr
}

func literalValue(s string) *stringValue {
	return &stringValue{parts: []valuePart{{Lit: s, Param: literalParam}}}
}

// constant reports whether v depends on no parameter, and its text.
func (v *stringValue) constant() (string, bool) {
	if v == nil {
		return "", false
	}
	var b strings.Builder
	for _, p := range v.parts {
		if !p.isLit() {
			return "", false
		}
		b.WriteString(p.Lit)
	}
	return b.String(), true
}

// params returns the indices of the parameters whose own values v depends on, in order.
func (v *stringValue) params() []int {
	var out []int
	for _, p := range v.parts {
		if p.plainParam() {
			out = append(out, p.Param)
		}
	}
	return out
}

// throughFields reports whether v depends on a field of a parameter or of the receiver, or
// on functional options: the constant, once substituted, is not an argument of the call.
func (v *stringValue) throughFields() bool {
	for _, p := range v.parts {
		if !p.isLit() && !p.plainParam() {
			return true
		}
	}
	return false
}

func concat(x, y *stringValue) *stringValue {
	if x == nil || y == nil {
		return nil
	}
	out := &stringValue{decl: x.decl, name: x.name}
	if !out.decl.IsValid() {
		out.decl, out.name = y.decl, y.name
	}
	out.parts = append(append([]valuePart(nil), x.parts...), y.parts...)
	// Merge adjacent literals.
	merged := out.parts[:0]
	for _, p := range out.parts {
		if n := len(merged); n > 0 && p.isLit() && merged[n-1].isLit() {
			merged[n-1].Lit += p.Lit
			continue
		}
		merged = append(merged, p)
	}
	out.parts = merged
	return out
}

// stripPrefix removes a literal prefix ("group.id=") from v; nil if v does not start with it.
func stripPrefix(v *stringValue, prefix string) *stringValue {
	if v == nil || prefix == "" {
		return v
	}
	if len(v.parts) == 0 || !v.parts[0].isLit() || !strings.HasPrefix(v.parts[0].Lit, prefix) {
		return nil
	}
	out := &stringValue{decl: v.decl, name: v.name, parts: append([]valuePart(nil), v.parts...)}
	out.parts[0].Lit = strings.TrimPrefix(out.parts[0].Lit, prefix)
	return out
}

// substitute replaces the parameters of a callee's template with the values of the
// call's arguments, evaluated by ev in the caller.
func substitute(tmpl *stringValue, call *ast.CallExpr, sig *types.Signature, ev *valueEvaluator) *stringValue {
	if tmpl == nil {
		return nil
	}
	out := &stringValue{decl: tmpl.decl, name: tmpl.name}
	for _, p := range tmpl.parts {
		if p.isLit() {
			out = concat(out, &stringValue{parts: []valuePart{p}})
			continue
		}
		v := ev.partValue(p, call, sig)
		if v == nil {
			return nil
		}
		out = concat(out, v)
		if len(tmpl.parts) == 1 {
			out.origin = v.origin
		}
	}
	if len(tmpl.parts) == 1 && tmpl.parts[0].isLit() {
		out.origin = tmpl.origin // a constant of a summary of this package
	}
	if !tmpl.decl.IsValid() || tmpl.decl == token.NoPos {
		// Prefer the caller's named constant for related information.
		for _, p := range tmpl.params() {
			if v := ev.eval(argFor(call, sig, p)); v != nil && v.decl.IsValid() {
				out.decl, out.name = v.decl, v.name
				break
			}
		}
	}
	return out
}

// argFor returns the argument passed for parameter i, or nil (variadic or missing).
func argFor(call *ast.CallExpr, sig *types.Signature, i int) ast.Expr {
	if sig == nil || i >= sig.Params().Len() || i >= len(call.Args) {
		return nil
	}
	if sig.Variadic() && i == sig.Params().Len()-1 {
		return nil
	}
	return call.Args[i]
}

// An valueEvaluator evaluates group ID expressions inside one function declaration (or at
// package level when fn is nil).
type valueEvaluator struct {
	a     *StringFlow
	fn    *ast.FuncDecl
	sig   *types.Signature
	depth int
}

func (a *StringFlow) evaluatorFor(fn *ast.FuncDecl) *valueEvaluator {
	ev := &valueEvaluator{a: a, fn: fn}
	if fn != nil {
		if obj, ok := a.Pass.TypesInfo.Defs[fn.Name].(*types.Func); ok {
			ev.sig = obj.Signature()
		}
	}
	return ev
}

func (ev *valueEvaluator) eval(e ast.Expr) *stringValue {
	if e == nil || ev.depth > 32 {
		return nil
	}
	ev.depth++
	defer func() { ev.depth-- }()
	info := ev.a.Pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() != constant.String {
			return nil
		}
		v := literalValue(constant.StringVal(tv.Value))
		v.origin = e
		if obj := constObj(info, e); obj != nil {
			v.decl, v.name = obj.Pos(), obj.Name()
		}
		return v
	}
	switch e := e.(type) {
	case *ast.Ident:
		return ev.ident(e)
	case *ast.SelectorExpr:
		if v, ok := info.Uses[e.Sel].(*types.Var); ok && gocode.IsPackageLevel(v) {
			return ev.a.varValue(v)
		}
		if v := ev.pkgVarField(e); v != nil {
			return v
		}
		if v := ev.tableField(e); v != nil {
			return v
		}
		return ev.fieldSelection(e)
	case *ast.BinaryExpr:
		if e.Op == token.ADD && groupjoin.IsString(info.TypeOf(e)) {
			return concat(ev.eval(e.X), ev.eval(e.Y))
		}
	case *ast.CallExpr:
		return ev.call(e)
	}
	return nil
}

func (ev *valueEvaluator) ident(id *ast.Ident) *stringValue {
	info := ev.a.Pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() {
		return nil
	}
	if gocode.IsPackageLevel(v) {
		return ev.a.varValue(v)
	}
	if v.Pkg() != ev.a.Pass.Pkg {
		return nil
	}
	writes := ev.a.writes()[v]
	if i := ev.paramIndex(v); i >= 0 {
		if len(writes) > 0 || !groupjoin.IsString(v.Type()) {
			return nil
		}
		return &stringValue{parts: []valuePart{{Param: i}}}
	}
	// A local variable defined once from a constant and never written again.
	if len(writes) != 1 || !writes[0].def || writes[0].rhs == nil {
		return nil
	}
	return ev.eval(writes[0].rhs)
}

func (ev *valueEvaluator) paramIndex(v *types.Var) int {
	if ev.sig == nil {
		return -1
	}
	for i := 0; i < ev.sig.Params().Len(); i++ {
		if ev.sig.Params().At(i) == v {
			if ev.sig.Variadic() && i == ev.sig.Params().Len()-1 {
				return -1
			}
			return i
		}
	}
	return -1
}

func (ev *valueEvaluator) call(call *ast.CallExpr) *stringValue {
	info := ev.a.Pass.TypesInfo
	// Conversion to a string type: goka.Group("orders"), string(g).
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		if len(call.Args) == 1 && groupjoin.IsString(tv.Type) && groupjoin.IsString(info.TypeOf(call.Args[0])) {
			return ev.eval(call.Args[0])
		}
		return nil
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return nil
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf" {
		return ev.sprintf(call)
	}
	sum := ev.a.summaryOf(fn)
	if sum == nil || sum.returns == nil {
		return nil
	}
	return substitute(sum.returns, call, fn.Signature(), ev)
}

// sprintf evaluates fmt.Sprintf with a constant format whose verbs are %s, %v, %d or %%.
func (ev *valueEvaluator) sprintf(call *ast.CallExpr) *stringValue {
	if len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return nil
	}
	format, ok := ev.eval(call.Args[0]).constant()
	if !ok {
		return nil
	}
	info := ev.a.Pass.TypesInfo
	args := call.Args[1:]
	out := literalValue("")
	for {
		i := strings.IndexByte(format, '%')
		if i < 0 || i == len(format)-1 {
			out = concat(out, literalValue(format))
			break
		}
		out = concat(out, literalValue(format[:i]))
		verb := format[i+1]
		format = format[i+2:]
		if verb == '%' {
			out = concat(out, literalValue("%"))
			continue
		}
		if len(args) == 0 {
			return nil
		}
		arg := args[0]
		args = args[1:]
		switch verb {
		case 's', 'v':
			if tv, ok := info.Types[arg]; ok && tv.Value != nil && tv.Value.Kind() != constant.String {
				out = concat(out, literalValue(tv.Value.ExactString()))
				continue
			}
			if !groupjoin.IsString(info.TypeOf(arg)) {
				return nil
			}
			out = concat(out, ev.eval(arg))
		case 'd':
			tv, ok := info.Types[arg]
			if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
				return nil
			}
			out = concat(out, literalValue(tv.Value.ExactString()))
		default:
			return nil
		}
		if out == nil {
			return nil
		}
	}
	if len(args) != 0 {
		return nil
	}
	// Keep the declaration of the first named constant that went in.
	for _, arg := range call.Args {
		if v := ev.eval(arg); v != nil && v.decl.IsValid() {
			out.decl, out.name = v.decl, v.name
			break
		}
	}
	return out
}

// constObj returns the named constant an expression denotes (g, pkg.G, goka.Group(g)).
func constObj(info *types.Info, e ast.Expr) *types.Const {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		c, _ := info.Uses[e].(*types.Const)
		return c
	case *ast.SelectorExpr:
		c, _ := info.Uses[e.Sel].(*types.Const)
		return c
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return constObj(info, e.Args[0])
		}
	}
	return nil
}

// tableField evaluates tc.field where tc ranges over a table of cases written as a
// composite literal (directly, or in a local variable defined once): the field's value when
// every case has the same constant there.
//
//	for _, tc := range []struct{ name, group string }{{"a", "orders"}, {"b", "orders"}} {
func (ev *valueEvaluator) tableField(sel *ast.SelectorExpr) *stringValue {
	info := ev.a.Pass.TypesInfo
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	field, isField := info.Uses[sel.Sel].(*types.Var)
	if !ok || !isField || !field.IsField() || gocode.IsPackageLevel(v) {
		return nil
	}
	writes := ev.a.writes()[v]
	if len(writes) != 1 || writes[0].rng == nil {
		return nil
	}
	table := ast.Unparen(writes[0].rng.X)
	if tid, ok := table.(*ast.Ident); ok {
		tv, ok := info.Uses[tid].(*types.Var)
		if !ok || gocode.IsPackageLevel(tv) {
			return nil
		}
		tw := ev.a.writes()[tv]
		if len(tw) != 1 || !tw[0].def || tw[0].rhs == nil {
			return nil
		}
		table = ast.Unparen(tw[0].rhs)
	}
	lit, ok := table.(*ast.CompositeLit)
	if !ok || len(lit.Elts) == 0 {
		return nil
	}
	var out *stringValue
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			elt = kv.Value // map or indexed array: the element is the value
		}
		if u, ok := ast.Unparen(elt).(*ast.UnaryExpr); ok && u.Op == token.AND {
			elt = u.X
		}
		c, ok := ast.Unparen(elt).(*ast.CompositeLit)
		if !ok {
			return nil
		}
		fv := fieldValue(info, c, field)
		if fv == nil {
			return nil
		}
		val := ev.eval(fv)
		s, ok := val.constant()
		if !ok {
			return nil
		}
		if prev, _ := out.constant(); out != nil && prev != s {
			return nil // the cases have their own groups
		}
		if out == nil {
			out = val
		}
	}
	return out
}

// fieldValue returns the expression a struct literal gives field, or nil.
func fieldValue(info *types.Info, lit *ast.CompositeLit, field *types.Var) ast.Expr {
	st := groupjoin.StructOf(info.TypeOf(lit))
	if st == nil {
		return nil
	}
	for i, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if key, ok := kv.Key.(*ast.Ident); ok && info.Uses[key] == field {
				return kv.Value
			}
			continue
		}
		if i < st.NumFields() && st.Field(i) == field {
			return elt
		}
	}
	return nil
}
