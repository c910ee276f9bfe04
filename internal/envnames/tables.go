package envnames

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/decls"
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
// nothing changes to its initializer, a list that the code only grows with append to what
// the appends add, a field to that field of each case's literal, and a call of a function
// of the package whose body only returns a literal to that literal.

// MaxNames bounds the names that one access stands for (a list of alternatives, such as
// AWS_ACCESS_KEY_ID and AWS_ACCESS_KEY, or the variables that the cases of a table set).
const MaxNames = 16

// Tables answers what the expressions of one walked function may hold, for a walker of
// the engine (package parallel), which gives it what it knows of the package.
type Tables struct {
	Pass      *analysis.Pass
	Decls     *decls.Index
	Unchanged func(v *types.Var) bool         // nothing assigns v after its definition
	Refs      func(v *types.Var) []*ast.Ident // the identifiers that refer to v; nil when not known
	ReadsOnly func(id *ast.Ident) bool        // the reference id only reads its variable
	Body      *ast.BlockStmt                  // the walked function's body

	// The loop variable outside Body whose cases the last resolution reached, with what it
	// ranges over, and a case it is bound to (namesByCase).
	caseVar   *types.Var
	caseElems []ast.Expr
	bound     map[*types.Var][]ast.Expr
}

// Names are the variables an expression names, and those that one case of a table alone
// names: another instance of the walked code, running another case, does not reach them.
type Names struct {
	List    []string
	OneCase map[string]bool
}

// constName returns the value of e when it is a non-empty constant string.
func (t *Tables) constName(e ast.Expr) (string, bool) {
	s, ok := gocode.ConstString(t.Pass.TypesInfo, e)
	return s, ok && s != ""
}

// isMap reports whether t is a map type.
func isMap(t types.Type) bool {
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Map)
	return ok
}

// maxTableDepth bounds the definitions followed from an expression to the literals it
// holds: a case variable, its table, the table's literal, a case's field, a copy of a loop
// variable (tc := tc) and a function returning a literal fit.
const maxTableDepth = 8

// maxTableValues bounds the expressions that one expression may hold (the fields of every
// case of a large table): past it, the names are not worth what they cost.
const maxTableValues = 64

// Names returns the constant strings that the literals e may hold consist of: with keys,
// the keys of its map literals; else the elements of its list literals or the values of its
// map literals (a list of names, for _, k := range names). Nil when there are none, when
// one of them is not a constant string, or when there are more than MaxNames.
func (t *Tables) Names(e ast.Expr, keys bool) Names {
	return t.namesByCase(e, func(held []ast.Expr) ([]string, bool) {
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
				s, ok := t.constName(el)
				if !ok {
					return nil, false
				}
				names = append(names, s)
			}
		}
		return names, true
	})
}

// Held returns the constant strings that e may hold, when it holds nothing else: the
// name a case of a table gives (os.Setenv(tc.key, tc.value)), or a key of the map a loop
// ranges over (for k := range tc.env).
func (t *Tables) Held(e ast.Expr) Names {
	return t.namesByCase(e, func(held []ast.Expr) ([]string, bool) {
		var names []string
		for _, x := range held {
			s, ok := t.constName(x)
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
func (t *Tables) namesByCase(e ast.Expr, names func(held []ast.Expr) ([]string, bool)) Names {
	t.caseVar, t.caseElems = nil, nil
	all, ok := names(t.literalsOf(e, 0))
	all = distinct(all)
	if !ok || len(all) == 0 || len(all) > MaxNames {
		return Names{}
	}
	key := Names{List: all}
	caseVar, elems := t.caseVar, t.caseElems
	if caseVar == nil || len(elems) < 2 || len(elems) > maxTableValues {
		return key
	}
	count := make(map[string]int)
	for _, el := range elems {
		t.bound = map[*types.Var][]ast.Expr{caseVar: {el}}
		own, ok := names(t.literalsOf(e, 0))
		if !ok {
			count = nil
			break
		}
		for _, n := range distinct(own) {
			count[n]++
		}
	}
	t.bound, t.caseVar, t.caseElems = nil, nil, nil
	for _, n := range all {
		if count != nil && count[n] == 1 {
			if key.OneCase == nil {
				key.OneCase = make(map[string]bool)
			}
			key.OneCase[n] = true
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
func (t *Tables) literalsOf(e ast.Expr, depth int) []ast.Expr {
	if depth > maxTableDepth || e == nil {
		return nil
	}
	e = ast.Unparen(e)
	if tv, ok := t.Pass.TypesInfo.Types[e]; ok && tv.Value != nil {
		return []ast.Expr{e}
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		return []ast.Expr{x}
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return t.literalsOf(x.X, depth+1)
		}
	case *ast.Ident:
		if v, ok := t.Pass.TypesInfo.Uses[x].(*types.Var); ok {
			return t.varLiterals(v, depth)
		}
	case *ast.SelectorExpr:
		return t.fieldLiterals(x, depth)
	case *ast.CallExpr:
		return t.returnedLiterals(x, depth)
	}
	return nil
}

// varLiterals returns what the variable v may hold: its initializer's literals, for a
// variable that nothing changes, or, for the variable of a range loop, the keys or
// elements of the literals that the loop ranges over.
func (t *Tables) varLiterals(v *types.Var, depth int) []ast.Expr {
	if held, ok := t.bound[v]; ok {
		return held // one case of a table (namesByCase)
	}
	if gocode.IsPackageLevel(v) {
		d := t.Decls.Var(v)
		if d == nil || d.Value() == nil || !t.Unchanged(v) {
			return nil
		}
		return t.literalsOf(d.Value(), depth+1)
	}
	path := gocode.PathAt(t.Pass, v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	if len(path) < 2 {
		return nil
	}
	id, ok := path[0].(*ast.Ident)
	if !ok || t.Pass.TypesInfo.Defs[id] != v {
		return nil
	}
	switch def := path[1].(type) {
	case *ast.RangeStmt:
		if def.Tok != token.DEFINE {
			return nil
		}
		held := t.rangedLiterals(def.X, def.Key == id, depth)
		if t.caseVar == nil && t.Body != nil && (def.Pos() < t.Body.Pos() || def.End() > t.Body.End()) {
			// A loop outside the walked code: each of its cases runs its own instance.
			t.caseVar, t.caseElems = v, held
		}
		return held
	case *ast.AssignStmt:
		if def.Tok != token.DEFINE || len(def.Lhs) != len(def.Rhs) {
			return nil
		}
		for i, lhs := range def.Lhs {
			if lhs == id {
				return t.initLiterals(v, def.Rhs[i], depth)
			}
		}
	case *ast.ValueSpec:
		if len(def.Values) == 0 {
			return t.initLiterals(v, nil, depth) // var keys []string
		}
		if len(def.Names) != len(def.Values) {
			return nil
		}
		for i, name := range def.Names {
			if name == id {
				return t.initLiterals(v, def.Values[i], depth)
			}
		}
	}
	return nil
}

// initLiterals returns what the local v, initialized with init (nil for none), may hold:
// init's literals when nothing changes v; or, for a list that the function only grows with
// append (var keys []string ... keys = append(keys, k), as a test collects the names it sets
// to unset them when it ends), one list of what init holds and what the appends add.
func (t *Tables) initLiterals(v *types.Var, init ast.Expr, depth int) []ast.Expr {
	if init != nil && t.Unchanged(v) {
		return t.literalsOf(init, depth+1)
	}
	added, ok := t.appended(v)
	if !ok {
		return nil
	}
	grown := &ast.CompositeLit{Lbrace: v.Pos(), Rbrace: v.Pos()}
	if init != nil && !isEmptyList(t.Pass.TypesInfo, init) {
		held := t.literalsOf(init, depth+1)
		if len(held) != 1 {
			return nil
		}
		lit, ok := held[0].(*ast.CompositeLit)
		if !ok {
			return nil
		}
		grown.Elts = append(grown.Elts, lit.Elts...)
	}
	grown.Elts = append(grown.Elts, added...)
	return []ast.Expr{grown}
}

// appended returns the elements that appends to the local list v add (v = append(v, a, b)),
// when every other use of v only reads it; false when there is another change, or an
// append of a whole list (v = append(v, more...)).
func (t *Tables) appended(v *types.Var) ([]ast.Expr, bool) {
	if t.Refs == nil || !isList(v.Type()) {
		return nil, false
	}
	var added []ast.Expr
	refs := t.Refs(v)
	for _, id := range refs {
		path := gocode.PathAt(t.Pass, id.Pos(), id.End())
		if len(path) < 2 || path[0] != id {
			return nil, false
		}
		if call, ok := path[1].(*ast.CallExpr); ok && len(call.Args) > 0 && call.Args[0] == id && len(path) > 2 {
			if assign, ok := path[2].(*ast.AssignStmt); ok && t.selfAppend(assign, v) {
				continue // the operand of v = append(v, ...)
			}
		}
		if assign, ok := path[1].(*ast.AssignStmt); ok && t.selfAppend(assign, v) {
			added = append(added, ast.Unparen(assign.Rhs[0]).(*ast.CallExpr).Args[1:]...)
			continue
		}
		if !t.ReadsOnly(id) {
			return nil, false
		}
	}
	return added, len(added) > 0
}

// selfAppend reports whether assign is v = append(v, x...) with single elements.
func (t *Tables) selfAppend(assign *ast.AssignStmt, v *types.Var) bool {
	if assign.Tok != token.ASSIGN || len(assign.Lhs) != 1 || len(assign.Rhs) != 1 {
		return false
	}
	lhs, ok := ast.Unparen(assign.Lhs[0]).(*ast.Ident)
	if !ok || t.Pass.TypesInfo.Uses[lhs] != v {
		return false
	}
	call, ok := ast.Unparen(assign.Rhs[0]).(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() || len(call.Args) < 2 {
		return false
	}
	if name, ok := gocode.BuiltinName(t.Pass.TypesInfo, call); !ok || name != "append" {
		return false
	}
	first, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	return ok && t.Pass.TypesInfo.Uses[first] == v
}

// isList reports whether t is a slice type.
func isList(t types.Type) bool {
	_, ok := t.Underlying().(*types.Slice)
	return ok
}

// isEmptyList reports whether e is a list with nothing in it: a literal without elements,
// nil, or make of length 0.
func isEmptyList(info *types.Info, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return len(e.Elts) == 0
	case *ast.Ident:
		return e.Name == "nil" && info.Uses[e] == types.Universe.Lookup("nil")
	case *ast.CallExpr:
		if name, ok := gocode.BuiltinName(info, e); ok && name == "make" && len(e.Args) >= 2 {
			if tv, ok := info.Types[e.Args[1]]; ok && tv.Value != nil && tv.Value.String() == "0" {
				return true
			}
		}
	}
	return false
}

// rangedLiterals returns what the key (keys) or the value variable of a range loop over x
// may hold: the keys of x's map literals, or the elements of its literals (a map's values).
// An integer key of a list is no name: nil.
func (t *Tables) rangedLiterals(x ast.Expr, keys bool, depth int) []ast.Expr {
	var out []ast.Expr
	for _, held := range t.literalsOf(x, depth+1) {
		lit, ok := held.(*ast.CompositeLit)
		if !ok {
			return nil
		}
		for _, el := range lit.Elts {
			kv, isKV := el.(*ast.KeyValueExpr)
			switch {
			case keys && (!isKV || !isMap(t.Pass.TypesInfo.TypeOf(lit))):
				return nil
			case keys:
				el = kv.Key
			case isKV:
				el = kv.Value
			}
			var ok bool
			if out, ok = t.gather(out, el, depth); !ok {
				return nil
			}
		}
	}
	return out
}

// gather appends to out what e may hold; false when that is not known, or when out would
// hold more than maxTableValues.
func (t *Tables) gather(out []ast.Expr, e ast.Expr, depth int) ([]ast.Expr, bool) {
	held := t.literalsOf(e, depth+1)
	if held == nil || len(out)+len(held) > maxTableValues {
		return nil, false
	}
	return append(out, held...), true
}

// fieldLiterals returns what the field that sel selects may hold: that field's value in
// each struct literal the operand may hold (a case of a table). A case that leaves the
// field out holds its zero value, which names nothing.
func (t *Tables) fieldLiterals(sel *ast.SelectorExpr, depth int) []ast.Expr {
	s, ok := t.Pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal || len(s.Index()) != 1 {
		return nil
	}
	var out []ast.Expr
	for _, held := range t.literalsOf(sel.X, depth+1) {
		lit, ok := held.(*ast.CompositeLit)
		if !ok {
			return nil
		}
		st, ok := derefStruct(t.Pass.TypesInfo.TypeOf(lit))
		if !ok {
			return nil
		}
		value := structField(lit, st, sel.Sel.Name)
		if value == nil {
			continue
		}
		if out, ok = t.gather(out, value, depth); !ok {
			return nil
		}
	}
	return out
}

// returnedLiterals returns what a call of a function of the package returns when its body
// is one return of one value (func reservedKeys() map[string]bool { return map[...]{...} }).
func (t *Tables) returnedLiterals(call *ast.CallExpr, depth int) []ast.Expr {
	fn := gocode.FuncOf(t.Pass.TypesInfo, call)
	if fn == nil || fn.Pkg() != t.Pass.Pkg {
		return nil
	}
	decl := t.Decls.FuncDecl(fn)
	if decl == nil || len(decl.Body.List) != 1 {
		return nil
	}
	ret, ok := decl.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	return t.literalsOf(ret.Results[0], depth+1)
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
