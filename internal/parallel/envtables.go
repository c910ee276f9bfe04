package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// This file names the environment variables that code sets and reads through tables. A
// table test keeps the variables each case sets in a field of its cases,
//
//	for _, tc := range tests {
//		t.Run(tc.name, func(t *testing.T) {
//			for k, v := range tc.env { os.Setenv(k, v) }
//
// and a package keeps its reserved names in a function that returns a literal
// (for k := range reservedKeys() { os.LookupEnv(k) }). The names are the constants of the
// literals that the ranged expression may hold, found by following definitions back from
// it: a loop variable to what its loop ranges over (also from the function literal of a
// subtest, whose loop is in the enclosing test), a local or package-level variable that
// nothing changes to its initializer, a field to that field of each case's literal, and a
// call of a function of the package whose body only returns a literal to that literal.

// maxTableDepth bounds the definitions followed from an expression to the literals it
// holds: a case variable, its table, the table's literal, a case's field, a copy of a loop
// variable (tc := tc) and a function returning a literal fit.
const maxTableDepth = 8

// maxTableValues bounds the expressions that one expression may hold (the fields of every
// case of a large table): past it, the names are not worth what they cost.
const maxTableValues = 64

// tableNames returns the constant strings that the literals e may hold consist of: with keys,
// the keys of its map literals; else the elements of its list literals or the values of its
// map literals (a list of names, for _, k := range names). Nil when there are none, when
// one of them is not a constant string, or when there are more than maxEnvNames.
func (w *walker) tableNames(e ast.Expr, keys bool) envKey {
	return w.namesByCase(e, func(held []ast.Expr) ([]string, bool) {
		var names []string
		for _, x := range held {
			lit, ok := x.(*ast.CompositeLit)
			if !ok {
				return nil, false
			}
			for _, el := range lit.Elts {
				kv, isKV := el.(*ast.KeyValueExpr)
				switch {
				case keys && !isKV:
					return nil, false
				case keys:
					el = kv.Key
				case isKV:
					el = kv.Value
				}
				s, ok := w.constString(el)
				if !ok {
					return nil, false
				}
				names = append(names, s)
			}
		}
		return names, true
	})
}

// heldNames returns the constant strings that e may hold, when it holds nothing else: the
// name a case of a table gives (os.Setenv(tc.key, tc.value)), or a key of the map a loop
// ranges over (for k := range tc.env).
func (w *walker) heldNames(e ast.Expr) envKey {
	return w.namesByCase(e, func(held []ast.Expr) ([]string, bool) {
		var names []string
		for _, x := range held {
			s, ok := w.constString(x)
			if !ok {
				return nil, false
			}
			names = append(names, s)
		}
		return names, true
	})
}

// namesByCase returns the names that names finds in the literals e may hold, and which of
// them one case alone holds. When e reaches the loop variable of a table whose cases run as
// instances of the walked code (the subtest of a case, a function literal whose loop is
// outside it), each case is resolved alone too: a name that one case sets is not set by the
// other instances, so this code does not race with itself on it (Access.OneCase).
func (w *walker) namesByCase(e ast.Expr, names func(held []ast.Expr) ([]string, bool)) envKey {
	w.caseVar, w.caseElems = nil, nil
	all, ok := names(w.literalsOf(e, 0))
	all = distinct(all)
	if !ok || len(all) == 0 || len(all) > maxEnvNames {
		return envKey{}
	}
	key := envKey{names: all}
	caseVar, elems := w.caseVar, w.caseElems
	if caseVar == nil || len(elems) < 2 || len(elems) > maxTableValues {
		return key
	}
	count := make(map[string]int)
	for _, el := range elems {
		w.bound = map[*types.Var][]ast.Expr{caseVar: {el}}
		own, ok := names(w.literalsOf(e, 0))
		if !ok {
			count = nil
			break
		}
		for _, n := range distinct(own) {
			count[n]++
		}
	}
	w.bound, w.caseVar, w.caseElems = nil, nil, nil
	for _, n := range all {
		if count != nil && count[n] == 1 {
			if key.oneCase == nil {
				key.oneCase = make(map[string]bool)
			}
			key.oneCase[n] = true
		}
	}
	return key
}

// distinct returns names without repeats, in order of first appearance.
func distinct(names []string) []string {
	var out []string
	seen := make(map[string]bool)
	for _, n := range names {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}

// literalsOf returns the composite literals and constants that e may hold; nil when it may
// hold anything else, or when they are more than maxTableValues.
func (w *walker) literalsOf(e ast.Expr, depth int) []ast.Expr {
	if depth > maxTableDepth || e == nil {
		return nil
	}
	e = ast.Unparen(e)
	if tv, ok := w.info.Types[e]; ok && tv.Value != nil {
		return []ast.Expr{e}
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		return []ast.Expr{x}
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return w.literalsOf(x.X, depth+1)
		}
	case *ast.Ident:
		if v, ok := w.info.Uses[x].(*types.Var); ok {
			return w.varLiterals(v, depth)
		}
	case *ast.SelectorExpr:
		return w.fieldLiterals(x, depth)
	case *ast.CallExpr:
		return w.returnedLiterals(x, depth)
	}
	return nil
}

// varLiterals returns what the variable v may hold: its initializer's literals, for a
// variable that nothing changes, or, for the variable of a range loop, the keys or
// elements of the literals that the loop ranges over.
func (w *walker) varLiterals(v *types.Var, depth int) []ast.Expr {
	if held, ok := w.bound[v]; ok {
		return held // one case of a table (namesByCase)
	}
	if gocode.IsPackageLevel(v) {
		d := w.e.decls.Var(v)
		if d == nil || d.Value() == nil || !w.e.unchangedPackageVar(v) {
			return nil
		}
		return w.literalsOf(d.Value(), depth+1)
	}
	path := gocode.PathAt(w.e.pass, v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	if len(path) < 2 {
		return nil
	}
	id, ok := path[0].(*ast.Ident)
	if !ok || w.info.Defs[id] != v {
		return nil
	}
	switch def := path[1].(type) {
	case *ast.RangeStmt:
		if def.Tok != token.DEFINE {
			return nil
		}
		held := w.rangedLiterals(def.X, def.Key == id, depth)
		if w.caseVar == nil && w.body != nil && (def.Pos() < w.body.Pos() || def.End() > w.body.End()) {
			// A loop outside the walked code: each of its cases runs its own instance.
			w.caseVar, w.caseElems = v, held
		}
		return held
	case *ast.AssignStmt:
		if def.Tok != token.DEFINE || len(def.Lhs) != len(def.Rhs) || !w.e.unchangedPackageVar(v) {
			return nil
		}
		for i, lhs := range def.Lhs {
			if lhs == id {
				return w.literalsOf(def.Rhs[i], depth+1)
			}
		}
	case *ast.ValueSpec:
		if len(def.Names) != len(def.Values) || !w.e.unchangedPackageVar(v) {
			return nil
		}
		for i, name := range def.Names {
			if name == id {
				return w.literalsOf(def.Values[i], depth+1)
			}
		}
	}
	return nil
}

// rangedLiterals returns what the key (keys) or the value variable of a range loop over x
// may hold: the keys of x's map literals, or the elements of its literals (a map's values).
// An integer key of a list is no name: nil.
func (w *walker) rangedLiterals(x ast.Expr, keys bool, depth int) []ast.Expr {
	var out []ast.Expr
	for _, held := range w.literalsOf(x, depth+1) {
		lit, ok := held.(*ast.CompositeLit)
		if !ok {
			return nil
		}
		for _, el := range lit.Elts {
			kv, isKV := el.(*ast.KeyValueExpr)
			switch {
			case keys && (!isKV || !isMap(w.info.TypeOf(lit))):
				return nil
			case keys:
				el = kv.Key
			case isKV:
				el = kv.Value
			}
			vals := w.literalsOf(el, depth+1)
			if vals == nil {
				return nil
			}
			out = append(out, vals...)
			if len(out) > maxTableValues {
				return nil
			}
		}
	}
	return out
}

// fieldLiterals returns what the field that sel selects may hold: that field's value in
// each struct literal the operand may hold (a case of a table). A case that leaves the
// field out holds its zero value, which names nothing.
func (w *walker) fieldLiterals(sel *ast.SelectorExpr, depth int) []ast.Expr {
	s, ok := w.info.Selections[sel]
	if !ok || s.Kind() != types.FieldVal || len(s.Index()) != 1 {
		return nil
	}
	var out []ast.Expr
	for _, held := range w.literalsOf(sel.X, depth+1) {
		lit, ok := held.(*ast.CompositeLit)
		if !ok {
			return nil
		}
		st, ok := derefStruct(w.info.TypeOf(lit))
		if !ok {
			return nil
		}
		value := structField(lit, st, sel.Sel.Name)
		if value == nil {
			continue
		}
		vals := w.literalsOf(value, depth+1)
		if vals == nil {
			return nil
		}
		out = append(out, vals...)
		if len(out) > maxTableValues {
			return nil
		}
	}
	return out
}

// returnedLiterals returns what a call of a function of the package returns when its body
// is one return of one value (func reservedKeys() map[string]bool { return map[...]{...} }).
func (w *walker) returnedLiterals(call *ast.CallExpr, depth int) []ast.Expr {
	fn := gocode.FuncOf(w.info, call)
	if fn == nil || fn.Pkg() != w.e.pass.Pkg {
		return nil
	}
	decl := w.e.decls.FuncDecl(fn)
	if decl == nil || len(decl.Body.List) != 1 {
		return nil
	}
	ret, ok := decl.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	return w.literalsOf(ret.Results[0], depth+1)
}

// derefStruct returns the struct type of t or of what t points to.
func derefStruct(t types.Type) (*types.Struct, bool) {
	if t == nil {
		return nil, false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

// structField returns the value that the struct literal lit of type st gives its field
// name, by key or by position; nil when it gives none.
func structField(lit *ast.CompositeLit, st *types.Struct, name string) ast.Expr {
	for i, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value
			}
			continue
		}
		if i < st.NumFields() && st.Field(i).Name() == name {
			return el
		}
	}
	return nil
}
