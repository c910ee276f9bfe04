package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// escapeWrites finds, in every function of the package, where a guarded variable (or a field
// path of one) reaches code that may store nil in it without an assignment the walker sees
// (scanEscapes): its address taken (p := &claims.Extra; *p = nil), a decoder that fills it
// by reflection (json.Unmarshal(data, claims) with "Extra": null), a table of a table test,
// a helper of the package, a package-level initializer. They count against lazy-initialization
// guards only (guardWrite.nilOnly): a type test needs a value of another type, which neither
// gives in practice.
func (e *engine) escapeWrites(guarded map[flow.Root]bool) []guardWrite {
	var out []guardWrite
	// recordRef records x, which refers to the variable's storage (x's address is taken).
	recordRef := func(w *walker, x ast.Expr) {
		v, path, ok := w.fieldChain(x)
		if ok && v != nil && !gocode.IsPackageLevel(v) {
			if r, alias := w.aliases[v]; alias && r.v != nil {
				v, path = r.v, gocode.JoinPath(r.path, path) // c := claims; json.Unmarshal(data, c)
			}
		}
		if !ok || v == nil || v.Pkg() == nil || !gocode.IsPackageLevel(v) {
			return
		}
		root := flow.Root{PkgPath: v.Pkg().Path(), Name: v.Name()}
		if guarded[root] {
			out = append(out, guardWrite{root: root, path: path, op: flow.Write, nilOnly: true})
		}
	}
	// record records x where its value escapes: only a pointer (or an interface that may
	// hold one) can set the variable's fields; a copy of a map, a string or a struct cannot.
	record := func(w *walker, x ast.Expr) {
		if u, ok := ast.Unparen(x).(*ast.UnaryExpr); ok && u.Op == token.AND {
			recordRef(w, u.X)
		} else if gocode.HoldsPointer(e.pass.TypesInfo.TypeOf(x)) {
			recordRef(w, x)
		}
	}
	for _, fn := range e.decls.Funcs() {
		if body := e.decls.FuncDecl(fn).Body; body != nil {
			w := e.newWalker(nil)
			w.body = body
			w.scanLocksAndAliases(body)
			e.scanEscapes(w, body, record)
		}
	}
	// Package-level initializers run before every test, and the walker does not walk them:
	// the variable copied into another one (var alias = base), handed on (var _ =
	// reset(c)), a method called on it or a field assigned in a function literal they call
	// (var _ = func() bool { c.Reset(); c.Extra = nil; ... }()) count.
	for _, f := range e.pass.Files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				for _, value := range spec.(*ast.ValueSpec).Values {
					w := e.newWalker(nil)
					record(w, value)
					e.scanEscapes(w, value, record)
					ast.Inspect(value, func(n ast.Node) bool {
						switch n := n.(type) {
						case *ast.AssignStmt:
							for _, lhs := range n.Lhs {
								if v, path, ok := w.fieldChain(lhs); ok && gocode.IsPackageLevel(v) && guarded[flow.Root{PkgPath: v.Pkg().Path(), Name: v.Name()}] {
									out = append(out, guardWrite{root: flow.Root{PkgPath: v.Pkg().Path(), Name: v.Name()}, path: path, op: flow.Write})
								}
							}
						case *ast.CallExpr:
							if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
								if s := e.pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
									recordRef(w, sel.X) // the receiver, whatever its type
								}
							}
						}
						return true
					})
				}
			}
		}
	}
	return out
}

// scanEscapes calls record with each expression of body through which code the engine does
// not follow may reach the variable it names: its address (&V.f), an argument of a
// reflection decoder, of append, of a function value or of a function of this package (whose
// own escapes are not in its summary), an element of a composite literal (a table a test
// ranges over), the right-hand side of an assignment (other than a local's, whose uses the
// walker follows as an alias, unless it is an interface) or a channel send, a conversion to
// an interface type, and a method value.
func (e *engine) scanEscapes(w *walker, body ast.Node, record func(*walker, ast.Expr)) {
	info := e.pass.TypesInfo
	called := make(map[ast.Node]bool) // the selectors of calls: not method values
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				record(w, n.X)
			}
		case *ast.CompositeLit:
			for _, elt := range n.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				record(w, elt)
			}
		case *ast.AssignStmt:
			for i, rhs := range n.Rhs {
				if i < len(n.Lhs) && len(n.Lhs) == len(n.Rhs) {
					if id, ok := n.Lhs[i].(*ast.Ident); ok {
						if id.Name == "_" {
							continue // dropped
						}
						if v, ok := info.ObjectOf(id).(*types.Var); ok && !gocode.IsPackageLevel(v) && !types.IsInterface(v.Type()) {
							continue // a local: the walker follows it as an alias
						}
					}
				}
				record(w, rhs)
			}
		case *ast.ValueSpec:
			// var r Resetter = claims: calls through the interface are not followed.
			if t := info.TypeOf(n.Type); n.Type != nil && t != nil && types.IsInterface(t) {
				for _, value := range n.Values {
					record(w, value)
				}
			}
		case *ast.SendStmt:
			record(w, n.Value)
		case *ast.SelectorExpr:
			if sel := info.Selections[n]; sel != nil && sel.Kind() == types.MethodVal && !called[n] {
				record(w, n.X) // a method value: t.Cleanup(claims.Reset)
			}
		case *ast.CallExpr:
			called[ast.Unparen(n.Fun)] = true
			if tv, ok := info.Types[n.Fun]; ok && tv.IsType() {
				if types.IsInterface(tv.Type) && len(n.Args) == 1 {
					record(w, n.Args[0])
				}
				return true
			}
			if arg := decodedArg(info, n); arg != nil {
				record(w, arg)
			}
			switch callee := typeutil.Callee(info, n).(type) {
			case *types.Builtin:
				if callee.Name() == "append" {
					for _, arg := range n.Args[min(1, len(n.Args)):] {
						record(w, arg)
					}
				}
			case *types.Func:
				if callee.Pkg() == e.pass.Pkg {
					for _, arg := range n.Args {
						record(w, arg)
					}
				}
			case *types.Var, nil: // a function value
				for _, arg := range n.Args {
					record(w, arg)
				}
			}
		}
		return true
	})
}

// decodedArg returns the argument that call, a call of one of knowledge.ReflectDecoders, fills; nil
// for any other call.
func decodedArg(info *types.Info, call *ast.CallExpr) ast.Expr {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	key := fn.Pkg().Path() + "."
	if recv := fn.Signature().Recv(); recv != nil {
		_, name := gocode.NamedOf(recv.Type())
		key += name + "."
	}
	i, ok := knowledge.ReflectDecoders[key+fn.Name()]
	if !ok || i >= len(call.Args) {
		return nil
	}
	return call.Args[i]
}
