package kafkagroup

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/parallel"
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

// maxPathDepth bounds the field paths followed and summarized.
const maxPathDepth = 3

// fieldSelection evaluates x.f, a field of a struct that is not a package-level
// configuration or a table of cases.
func (ev *evaluator) fieldSelection(sel *ast.SelectorExpr) *value {
	path, ok := selPath(ev.a.pass.TypesInfo, sel)
	if !ok {
		return nil
	}
	return ev.evalPath(sel.X, path)
}

// selPath returns the field path that the field selection sel names below sel.X, with the
// embedded fields it goes through ("ReaderConfig.GroupID" for cfg.GroupID when GroupID is
// promoted from an embedded kafka.ReaderConfig).
func selPath(info *types.Info, sel *ast.SelectorExpr) (string, bool) {
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return "", false
	}
	var names []string
	t := s.Recv()
	for _, i := range s.Index() {
		st := structOf(t)
		if st == nil || i >= st.NumFields() {
			return "", false
		}
		names = append(names, st.Field(i).Name())
		t = st.Field(i).Type()
	}
	return strings.Join(names, "."), true
}

// structOf returns the struct type of t or *t, or nil.
func structOf(t types.Type) *types.Struct {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

// fieldRoot returns the variable and the field path that a field selection chain
// (cfg.Reader.GroupID, (*p).group, cfg.list[0]) writes: the variable of its innermost
// identifier. Nil when the chain does not start at a variable.
func fieldRoot(info *types.Info, e ast.Expr) (*types.Var, string) {
	var names []string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			p, ok := selPath(info, x)
			if !ok {
				return nil, ""
			}
			names = append([]string{p}, names...)
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			names = nil // an element: the whole field (or variable) above it
			e = x.X
		case *ast.Ident:
			v, _ := info.Uses[x].(*types.Var)
			if v == nil || v.IsField() {
				return nil, ""
			}
			return v, strings.Join(names, ".")
		default:
			return nil, ""
		}
	}
}

// overlaps reports whether a write to one path can change the other: one is a prefix of
// the other ("" is the whole value).
func overlaps(a, b string) bool {
	return a == "" || b == "" || a == b || strings.HasPrefix(a, b+".") || strings.HasPrefix(b, a+".")
}

func splitPath(path string) (head, rest string) {
	head, rest, _ = strings.Cut(path, ".")
	return head, rest
}

func joinPath(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "." + b
}

// evalPath evaluates field path of e (e itself when path is empty).
func (ev *evaluator) evalPath(e ast.Expr, path string) *value {
	if path == "" {
		return ev.eval(e)
	}
	if e == nil || ev.depth > 32 || strings.Count(path, ".") >= maxPathDepth {
		return nil
	}
	ev.depth++
	defer func() { ev.depth-- }()
	info := ev.a.pass.TypesInfo
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
		if p, ok := selPath(info, e); ok {
			return ev.evalPath(e.X, joinPath(p, path))
		}
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() {
			// A conversion between struct types with the same fields (a defined type over a
			// library's configuration), or of pointers to them.
			if len(e.Args) == 1 && structOf(tv.Type) != nil && structOf(info.TypeOf(e.Args[0])) != nil {
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
func (ev *evaluator) litPath(cl *ast.CompositeLit, path string) *value {
	info := ev.a.pass.TypesInfo
	st := structOf(info.TypeOf(cl))
	if st == nil {
		return nil
	}
	head, rest := splitPath(path)
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
	if zeroString(field.Type(), rest) {
		return lit("")
	}
	return nil
}

// zeroString reports whether field path of a zero value of t is an empty string (and not
// behind a nil pointer).
func zeroString(t types.Type, path string) bool {
	for path != "" {
		st, ok := t.Underlying().(*types.Struct)
		if !ok {
			return false
		}
		head, rest := splitPath(path)
		var next types.Type
		for i := 0; i < st.NumFields(); i++ {
			if st.Field(i).Name() == head {
				next = st.Field(i).Type()
			}
		}
		if next == nil {
			return false
		}
		t, path = next, rest
	}
	return isString(t)
}

// resultPath evaluates field path of result i of a call, from the callee's summary.
func (ev *evaluator) resultPath(call *ast.CallExpr, i int, path string) *value {
	fn := calleeFunc(ev.a.pass.TypesInfo, call)
	if fn == nil || i != 0 {
		return nil
	}
	sum := ev.a.summaryOf(fn)
	if sum == nil {
		return nil
	}
	tmpl, ok := sum.fields[path]
	if !ok {
		return nil
	}
	return substitute(tmpl, call, fn.Signature(), ev)
}

// identPath evaluates field path of a variable: a parameter's or the receiver's field, or
// a local variable's, followed to the value its definition or a later write gives the
// field. addr is the &v being evaluated, if any: the address that this evaluation hands to
// the callee, not a write of its own.
func (ev *evaluator) identPath(id *ast.Ident, path string, addr *ast.UnaryExpr) *value {
	info := ev.a.pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || parallel.IsPackageLevel(v) || v.Pkg() != ev.a.pass.Pkg {
		return nil
	}
	param := ev.paramIndex(v)
	if param < 0 && ev.sig != nil && ev.sig.Recv() == v {
		param = recvParam
	}
	if param != litParam {
		for _, w := range ev.a.writes()[v] {
			if (addr == nil || w.addr != addr) && overlaps(w.path, path) {
				return nil
			}
		}
		if ev.a.mayChange(ev.fn, v, path, id) {
			return nil
		}
		return &value{parts: []part{{Param: param, Path: path}}}
	}
	return ev.localPath(v, id, path, addr)
}

// localPath follows field path of a local variable.
func (ev *evaluator) localPath(v *types.Var, at *ast.Ident, path string, addr *ast.UnaryExpr) *value {
	var def *write
	var later []write
	var opts *optionLoop
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
		case overlaps(w.path, path):
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
	var val *value
	switch {
	case def.rhs != nil:
		val = ev.evalPath(def.rhs, path)
	case def.tuple != nil:
		val = ev.resultPath(def.tuple, def.index, path)
	case def.zero && zeroString(v.Type(), path):
		val = lit("")
	}
	if len(later) > 0 {
		// One plain write of exactly this field (or a field above it), after the
		// definition and before the use, in the same function: cfg.GroupID = "payments".
		w := later[0]
		if len(later) > 1 || w.rhs == nil || w.addr != nil || w.fn != def.fn || w.pos < def.pos || w.pos > at.Pos() || !strings.HasPrefix(path+".", w.path+".") {
			return nil
		}
		if opts != nil {
			return nil // which runs last, the write or the options, is not known here
		}
		return ev.evalPath(w.rhs, strings.TrimPrefix(strings.TrimPrefix(path, w.path), "."))
	}
	if opts != nil {
		return opts.value(val, path)
	}
	return val
}

// mayChange reports whether code other than writes of the variable's fields may change
// field path of v, a variable of function decl: a pointer to it (v itself, when it is a
// pointer) handed to a function or stored, or a method called on it that writes that
// field. at is the use being evaluated, which hands the value to the callee that is
// summarized.
func (a *analyzer) mayChange(decl *ast.FuncDecl, v *types.Var, path string, at *ast.Ident) bool {
	if decl == nil {
		return true
	}
	info := a.pass.TypesInfo
	_, isPtr := v.Type().Underlying().(*types.Pointer)
	idx := a.funcIndexOf(decl)
	for _, id := range idx.uses[v] {
		if id == at {
			continue
		}
		switch p := idx.parent[id].(type) {
		case *ast.SelectorExpr:
			s := info.Selections[p]
			if s == nil || s.Kind() == types.FieldVal {
				continue // a field read, or a write the write index has
			}
			fn, _ := s.Obj().(*types.Func)
			if fn == nil {
				return true
			}
			if _, ptrRecv := fn.Signature().Recv().Type().Underlying().(*types.Pointer); !ptrRecv && !isPtr {
				continue // a method of a copy
			}
			if a.writesReceiver(fn, path) {
				return true
			}
		case *ast.CallExpr:
			if !isPtr || p.Fun == id || a.isOptionCall(p) {
				continue
			}
			return true // a pointer handed to another function
		case *ast.AssignStmt, *ast.ValueSpec, *ast.CompositeLit, *ast.KeyValueExpr, *ast.SendStmt:
			if isPtr {
				return true // a pointer stored elsewhere
			}
		}
	}
	return false
}

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
func (ev *evaluator) partValue(p part, call *ast.CallExpr, sig *types.Signature) *value {
	switch {
	case p.Opts:
		if call.Ellipsis.IsValid() || sig == nil || p.Param >= len(call.Args)+1 {
			return nil
		}
		var args []ast.Expr
		if p.Param < len(call.Args) {
			args = call.Args[p.Param:]
		}
		return ev.applyOptions(args, p.Path, lit(p.Lit))
	case p.Param == recvParam:
		recv, path := receiverExpr(ev.a.pass.TypesInfo, call)
		if recv == nil {
			return nil
		}
		return ev.evalPath(recv, joinPath(path, p.Path))
	}
	arg := argFor(call, sig, p.Param)
	if arg == nil {
		return nil
	}
	return ev.evalPath(arg, p.Path)
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
		st := structOf(t)
		if st == nil || i >= st.NumFields() {
			return nil, ""
		}
		names = append(names, st.Field(i).Name())
		t = st.Field(i).Type()
	}
	return sel.X, strings.Join(names, ".")
}
