package parallel

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/authsink"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// flowRoot is a tracked value found in an expression that an auth sink receives, and the
// part of the expression that denotes it.
type flowRoot struct {
	ref  ref
	expr ast.Expr
}

// sinks records a Sink access for each tracked value that flows into one of the sink
// arguments.
func (w *walker) sinks(args []authsink.SinkArg) {
	for _, a := range args {
		for _, f := range w.sinkRoots(a.Expr) {
			w.emit(f.ref, flow.Sink, sinkPath(f.ref, a.Name), f.expr, nil)
			w.out[len(w.out)-1].key = sinkKey(f.expr)
		}
	}
}

// literalSinks records the sinks of a composite literal: its auth header entries and
// token fields (litSinks), and, when a method of its type sends the receiver's contents to
// an auth sink (a request option whose Apply sets the Authorization header), every value
// the literal holds.
func (w *walker) literalSinks(lit *ast.CompositeLit) {
	w.sinks(authsink.LitSinks(w.info, lit))
	t := w.info.TypeOf(lit)
	fields := w.receiverSink(t)
	if len(fields) == 0 {
		return
	}
	st, _ := gocode.Deref(t).Underlying().(*types.Struct)
	var args []authsink.SinkArg
	for i, elt := range lit.Elts {
		field := ""
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				field = id.Name
			}
			elt = kv.Value
		} else if st != nil && i < st.NumFields() {
			field = st.Field(i).Name()
		}
		// Only the fields that the method sends, unless it sends the receiver whole.
		name, ok := fields[field]
		if !ok {
			name, ok = fields[""]
		}
		if ok {
			args = append(args, authsink.SinkArg{Expr: elt, Name: name})
		}
	}
	w.sinks(args)
}

// receiverSink returns the fields of a value of type t (a struct type of a package outside
// the standard library, or a pointer to one) that a method of t sends to an auth sink, with
// the sink's name; the field "" stands for the receiver as a whole.
func (w *walker) receiverSink(t types.Type) map[string]string {
	if t == nil {
		return nil
	}
	named, ok := types.Unalias(gocode.Deref(t)).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || gocode.IsStd(named.Obj().Pkg().Path()) {
		return nil
	}
	if _, isStruct := named.Underlying().(*types.Struct); !isStruct {
		return nil
	}
	var fields map[string]string
	for i := range named.NumMethods() {
		m := named.Method(i)
		if !authCapable(m) {
			continue // summaries of methods that cannot set credentials are not worth computing
		}
		s := w.e.summaryOf(m)
		if s == nil {
			continue
		}
		for _, acc := range s.Accesses {
			if acc.Op == flow.Sink && acc.Root.PkgPath == "" && !acc.Root.Env && acc.Root.Param == 0 {
				name, field := splitSinkPath(acc.Path)
				field, _, _ = strings.Cut(field, ".")
				if fields == nil {
					fields = make(map[string]string)
				}
				if _, seen := fields[field]; !seen {
					fields[field] = name
				}
			}
		}
	}
	return fields
}

// authCapable reports whether a method's signature lets it put credentials somewhere: it
// takes or returns a request, header, client or header map (net/http, resty, gRPC
// metadata, a map of strings), or a type of such a package.
func authCapable(m *types.Func) bool {
	sig, ok := m.Type().(*types.Signature)
	if !ok {
		return false
	}
	for _, tuple := range []*types.Tuple{sig.Params(), sig.Results()} {
		for i := range tuple.Len() {
			t := gocode.Deref(tuple.At(i).Type())
			if authsink.IsHeaderMap(t) {
				return true
			}
			if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil {
				if knowledge.AuthCarrierPath(n.Obj().Pkg().Path()) {
					return true
				}
			}
		}
	}
	return false
}

// literalSink returns the sink that a value assigned to a variable reaches through its
// type's methods: authOption = bearer{token: tok} makes authOption a credential.
func (w *walker) literalSink(rhs ast.Expr) string {
	e := ast.Unparen(rhs)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return ""
	}
	name := ""
	for _, n := range w.receiverSink(w.info.TypeOf(lit)) {
		if name == "" || n < name {
			name = n // the same for every run: maps have no order
		}
	}
	return name
}

// sinkPath is the Path of a Sink access: the sink's name and, in a summary, the field of the
// parameter that reaches it ("Authorization@token" for b.token in a method of b). Accesses
// of regions name the sink alone.
func sinkPath(r ref, name string) string {
	if r.param && r.path != "" {
		return name + "@" + r.path
	}
	return name
}

// splitSinkPath splits a Sink's Path into the sink's name and the parameter's field.
func splitSinkPath(path string) (name, field string) {
	name, field, _ = strings.Cut(path, "@")
	return name, field
}

// sinkKey returns k when the value that reaches a sink is m[k].
func sinkKey(e ast.Expr) ast.Expr {
	if ix, ok := ast.Unparen(e).(*ast.IndexExpr); ok {
		return ix.Index
	}
	return nil
}

// sinkRoots returns the tracked values that flow into e: e itself, the operands of a
// string concatenation or the arguments of fmt.Sprintf (and similar formatting and
// encoding calls) that build it, the elements of a slice literal or the Value of a cookie
// literal that hold it, the receiver of a method whose result it is, and what a local
// variable used in it was assigned (one level deep). Each tracked value appears once.
func (w *walker) sinkRoots(e ast.Expr) []flowRoot {
	if w.localValues == nil {
		w.scanLocalValues()
	}
	var out []flowRoot
	seen := make(map[ref]bool)
	var visit func(e ast.Expr, depth int, viaLocal bool)
	add := func(r ref, e ast.Expr) {
		if !seen[r] {
			seen[r] = true
			out = append(out, flowRoot{r, e})
		}
	}
	visit = func(e ast.Expr, depth int, viaLocal bool) {
		if depth > 8 { // nested concatenations and literals; a bound keeps odd code cheap
			return
		}
		e = ast.Unparen(e)
		switch x := e.(type) {
		case *ast.BinaryExpr:
			if x.Op == token.ADD {
				visit(x.X, depth+1, viaLocal)
				visit(x.Y, depth+1, viaLocal)
			}
			return
		case *ast.CompositeLit:
			t := w.info.TypeOf(x)
			if t == nil {
				return
			}
			switch gocode.Deref(t).Underlying().(type) { // an elided &T{...} in []*T has type *T
			case *types.Slice, *types.Array:
				for _, elt := range x.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						elt = kv.Value
					}
					visit(elt, depth+1, viaLocal)
				}
			case *types.Struct:
				if gocode.IsNamedOrPointer(t, "net/http", "Cookie") {
					for _, elt := range x.Elts {
						if kv, ok := elt.(*ast.KeyValueExpr); ok {
							if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Value" {
								visit(kv.Value, depth+1, viaLocal)
							}
						}
					}
				}
			}
			return
		case *ast.UnaryExpr:
			if lit, ok := ast.Unparen(x.X).(*ast.CompositeLit); ok && x.Op == token.AND {
				visit(lit, depth+1, viaLocal)
				return
			}
		case *ast.CallExpr:
			if tv, ok := w.info.Types[x.Fun]; ok && tv.IsType() {
				if len(x.Args) == 1 {
					visit(x.Args[0], depth+1, viaLocal) // string(b), []byte(s)
				}
				return
			}
			if authsink.ValueCarrier(w.e.callee(x)) {
				for _, arg := range x.Args {
					visit(arg, depth+1, viaLocal)
				}
				return
			}
			if r, ok := w.envRead(x); ok {
				add(r, x) // "Bearer " + os.Getenv("API_TOKEN")
				return
			}
			if r, ok := w.rootOf(x); ok {
				add(r, x)
				return
			}
			// cache.Get(user), tokens.Load(user): the receiver holds the credential.
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
				if s := w.info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
					visit(sel.X, depth+1, viaLocal)
				}
			}
			return
		}
		if r, ok := w.rootOf(e); ok {
			add(r, e)
			return
		}
		if r, ok := w.valueParamField(e); ok {
			add(r, e)
			return
		}
		switch x := e.(type) {
		case *ast.Ident:
			v, ok := w.info.Uses[x].(*types.Var)
			if !ok {
				return
			}
			if !viaLocal {
				for _, rhs := range w.localValues[v] {
					visit(rhs, depth+1, true) // one level: what the local was assigned, not further
				}
			}
		case *ast.SelectorExpr:
			if s := w.info.Selections[x]; s != nil && s.Kind() == types.FieldVal {
				visit(x.X, depth, viaLocal) // a field of a value copied from a tracked one
			}
		case *ast.TypeAssertExpr:
			visit(x.X, depth, viaLocal)
		case *ast.IndexExpr:
			visit(x.X, depth, viaLocal)
		case *ast.StarExpr:
			visit(x.X, depth, viaLocal)
		}
	}
	visit(e, 0, false)
	return out
}

// valueParamField resolves p or p.f.g, where p is a parameter of the summarized function
// passed by value (a method's value receiver, a token string), to the parameter and path.
func (w *walker) valueParamField(e ast.Expr) (ref, bool) {
	var fields []string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if s := w.info.Selections[x]; s == nil || s.Kind() != types.FieldVal {
				return ref{}, false
			}
			fields = append(fields, x.Sel.Name)
			e = x.X
			continue
		case *ast.Ident:
			v, ok := w.info.Uses[x].(*types.Var)
			if !ok {
				return ref{}, false
			}
			i, ok := w.valueParam(v)
			if !ok {
				return ref{}, false
			}
			r := ref{key: flow.Root{Param: i}, param: true}
			for j := len(fields) - 1; j >= 0; j-- {
				r.path = gocode.JoinPath(r.path, fields[j])
			}
			return r, true
		}
		return ref{}, false
	}
}

// scanLocalValues records what each local variable of the walked body is assigned. Only
// bodies with a sink need it, so it is built on first use.
func (w *walker) scanLocalValues() {
	w.localValues = make(map[*types.Var][]ast.Expr)
	if w.body == nil {
		return
	}
	ast.Inspect(w.body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i := range n.Lhs {
					w.localValue(n.Lhs[i], n.Rhs[i])
				}
			} else if len(n.Rhs) == 1 {
				w.localValue(n.Lhs[0], n.Rhs[0]) // v, ok := m[k]; tok, err := src.Token()
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i := range n.Names {
					w.localValue(n.Names[i], n.Values[i])
				}
			} else if len(n.Values) == 1 {
				w.localValue(n.Names[0], n.Values[0])
			}
		}
		return true
	})
}

// localValue records what a local variable is assigned.
func (w *walker) localValue(lhs, rhs ast.Expr) {
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok || id.Name == "_" {
		return
	}
	obj := w.info.Defs[id]
	if obj == nil {
		obj = w.info.Uses[id]
	}
	v, ok := obj.(*types.Var)
	if !ok || gocode.IsPackageLevel(v) {
		return
	}
	w.localValues[v] = append(w.localValues[v], rhs)
}

// valueParam returns the index (see Root.Param) of v when v is a parameter of the function
// being summarized, passed by value or not. Region walkers have none: a test's own
// parameter is its *testing.T.
func (w *walker) valueParam(v *types.Var) (int, bool) {
	if w.params == nil || w.body == nil {
		return 0, false
	}
	if i, ok := w.params[v]; ok {
		return i, true
	}
	if w.valueParams == nil {
		w.valueParams = make(map[*types.Var]int)
		if decl := w.enclosingDecl(); decl != nil {
			index := 0
			for _, fields := range []*ast.FieldList{decl.Recv, decl.Type.Params} {
				if fields == nil {
					continue
				}
				for _, field := range fields.List {
					if len(field.Names) == 0 {
						index++
						continue
					}
					for _, name := range field.Names {
						if pv, ok := w.info.Defs[name].(*types.Var); ok {
							w.valueParams[pv] = index
						}
						index++
					}
				}
			}
		}
	}
	i, ok := w.valueParams[v]
	return i, ok
}

// enclosingDecl returns the function declaration whose body the walker walks.
func (w *walker) enclosingDecl() *ast.FuncDecl {
	file := w.e.fileOf(w.body.Pos())
	if file == nil {
		return nil
	}
	for _, d := range file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body == w.body {
			return fd
		}
	}
	return nil
}
