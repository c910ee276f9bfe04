package fixes

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

// A VarMove builds the fix that replaces a package-level variable with declarations of it
// where it is used: in each test, or in each call of a helper. The variable is declared alone
// in its spec with at most one value; Finish deletes the package-level declaration. Where the
// declarations go is the check's decision; VarMove makes sure each one compiles and means
// what the package-level one meant.
type VarMove struct {
	pass    *analysis.Pass
	v       *types.Var
	gen     *ast.GenDecl
	spec    *ast.ValueSpec
	Edits   []analysis.TextEdit // the edits so far; the check may add its own
	imports map[string]bool     // "file\x00path" of the imports already added
}

// NewVarMove returns the move of v, declared by spec in gen; nil when spec declares more
// than v or more than one value.
func NewVarMove(pass *analysis.Pass, v *types.Var, gen *ast.GenDecl, spec *ast.ValueSpec) *VarMove {
	if gen == nil || spec == nil || len(spec.Names) != 1 || len(spec.Values) > 1 {
		return nil
	}
	return &VarMove{pass: pass, v: v, gen: gen, spec: spec, imports: make(map[string]bool)}
}

// Init returns the variable's initializer, or nil.
func (m *VarMove) Init() ast.Expr {
	if len(m.spec.Values) == 1 {
		return m.spec.Values[0]
	}
	return nil
}

// Uses returns every use of v in the package, in source order.
func Uses(pass *analysis.Pass, v types.Object) []*ast.Ident {
	var uses []*ast.Ident
	for id, obj := range pass.TypesInfo.Uses {
		if obj == v {
			uses = append(uses, id)
		}
	}
	slices.SortFunc(uses, func(a, b *ast.Ident) int { return int(a.Pos() - b.Pos()) })
	return uses
}

// Finish adds the deletion of the package-level declaration and returns the fix.
func (m *VarMove) Finish(message string) (analysis.SuggestedFix, bool) {
	del, ok := m.deleteDecl()
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{Message: message, TextEdits: append(m.Edits, del...)}, true
}

// Declaration returns the statement that declares the variable at pos in fn, where uses are
// fn's uses of it. It fails when a use precedes pos, when fn declares something of the same
// name, when a name in the declaration would mean something else at pos, or when the only
// uses are assignments (the local would be unused).
func (m *VarMove) Declaration(fn ast.Node, pos token.Pos, uses []*ast.Ident) (string, bool) {
	name := m.v.Name()
	for _, id := range uses {
		if id.Pos() < pos {
			return "", false
		}
	}
	for id, obj := range m.pass.TypesInfo.Defs {
		if obj != nil && id.Name == name && fn.Pos() <= id.Pos() && id.Pos() < fn.End() {
			return "", false
		}
	}
	read := false
	for _, id := range uses {
		read = read || !IsAssigned(m.pass, id)
	}
	if !read {
		return "", false
	}
	scope := ScopeAt(m.pass.TypesInfo, fn, pos)
	if scope == nil {
		return "", false
	}
	if _, obj := scope.LookupParent(name, pos); obj != m.v {
		return "", false
	}
	if len(m.spec.Values) == 1 && m.spec.Type == nil {
		init, ok := m.Expr(m.spec.Values[0], fn, pos)
		return name + " := " + init, ok
	}
	typ, ok := m.Expr(m.spec.Type, fn, pos)
	if !ok {
		return "", false
	}
	text := "var " + name + " " + typ
	if len(m.spec.Values) == 1 {
		init, ok := m.Expr(m.spec.Values[0], fn, pos)
		if !ok {
			return "", false
		}
		text += " = " + init
	}
	return text, true
}

// Expr returns the source of expr, from the variable's declaration, checked to mean the
// same at pos in fn: no local shadows a package-level name it uses, and the packages it names
// are imported under the same names there (the move adds the imports that are missing).
func (m *VarMove) Expr(expr ast.Expr, fn ast.Node, pos token.Pos) (string, bool) {
	info := m.pass.TypesInfo
	scope := ScopeAt(info, fn, pos)
	if expr == nil || scope == nil {
		return "", false
	}
	ok := true
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.SelectorExpr:
			ast.Inspect(n.X, visit)
			return false // Sel is a field, a method or a qualified name: only X is looked up
		case *ast.Ident:
			obj := info.Uses[n]
			if obj == nil || obj.Parent() == nil || (expr.Pos() <= obj.Pos() && obj.Pos() < expr.End()) {
				return true // a field, a method, or declared inside expr
			}
			_, got := scope.LookupParent(n.Name, pos)
			if got == obj {
				return true
			}
			p1, ok1 := obj.(*types.PkgName)
			p2, ok2 := got.(*types.PkgName)
			switch {
			case ok1 && ok2:
				ok = p1.Imported() == p2.Imported()
			case ok1 && got == nil:
				ok = m.addImport(p1, pos)
			default:
				ok = false
			}
		}
		return ok
	}
	ast.Inspect(expr, visit)
	if !ok {
		return "", false
	}
	return SourceText(m.pass, expr)
}

// addImport imports pkg's package, under the same name, into the file holding pos.
func (m *VarMove) addImport(pkg *types.PkgName, pos token.Pos) bool {
	file := FileOf(m.pass, pos)
	if file == nil {
		return false
	}
	name, edits := AddImport(m.pass, file, pkg.Imported().Path(), pkg.Name(), pos)
	if name != pkg.Name() {
		return false
	}
	key := m.pass.Fset.File(pos).Name() + "\x00" + pkg.Imported().Path()
	if !m.imports[key] {
		m.imports[key] = true
		m.Edits = append(m.Edits, edits...)
	}
	return true
}

// IsAssigned reports whether id is the whole left-hand side of an assignment.
func IsAssigned(pass *analysis.Pass, id *ast.Ident) bool {
	path, _ := astutil.PathEnclosingInterval(FileOf(pass, id.Pos()), id.Pos(), id.End())
	if len(path) < 2 {
		return false
	}
	as, ok := path[1].(*ast.AssignStmt)
	if !ok {
		return false
	}
	for _, l := range as.Lhs {
		if l == id {
			return true
		}
	}
	return false
}

// IsWholeResult reports whether id is the whole result of a return statement.
func IsWholeResult(pass *analysis.Pass, id *ast.Ident) bool {
	path, _ := astutil.PathEnclosingInterval(FileOf(pass, id.Pos()), id.Pos(), id.End())
	if len(path) < 2 {
		return false
	}
	ret, ok := path[1].(*ast.ReturnStmt)
	return ok && len(ret.Results) == 1
}

// IsHelperCall reports whether stmt is a call of (testing.TB).Helper.
func IsHelperCall(stmt ast.Stmt) bool {
	es, ok := stmt.(*ast.ExprStmt)
	if !ok {
		return false
	}
	call, ok := es.X.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "Helper" && len(call.Args) == 0
}
