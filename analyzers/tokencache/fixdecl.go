package tokencache

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/fixturelint/fixturelint/internal/fixes"
)

// builder accumulates the edits of one fix.
type builder struct {
	c       *checker
	d       *decl
	edits   []analysis.TextEdit
	imports map[string]bool // "file\x00path" of the imports already added
}

func (c *checker) newBuilder(d *decl) *builder {
	return &builder{c: c, d: d, imports: make(map[string]bool)}
}

// finish adds the deletion of the package-level declaration and returns the fix.
func (b *builder) finish(message string) (analysis.SuggestedFix, bool) {
	del, ok := b.c.deleteDecl(b.d)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{Message: message, TextEdits: append(b.edits, del...)}, true
}

// declaration returns the statement that declares the cache at pos in fn, where uses are
// fn's uses of it. It fails when a use precedes pos, when fn declares something of the same
// name, when a name in the declaration would mean something else at pos, or when the only
// uses are assignments (the local would be unused).
func (b *builder) declaration(fn ast.Node, pos token.Pos, uses []*ast.Ident) (string, bool) {
	c, d := b.c, b.d
	name := d.v.Name()
	for _, id := range uses {
		if id.Pos() < pos {
			return "", false
		}
	}
	for id, obj := range c.pass.TypesInfo.Defs {
		if obj != nil && id.Name == name && fn.Pos() <= id.Pos() && id.Pos() < fn.End() {
			return "", false
		}
	}
	read := false
	for _, id := range uses {
		read = read || !c.isAssigned(id)
	}
	if !read {
		return "", false
	}
	scope := fixes.ScopeAt(c.pass.TypesInfo, fn, pos)
	if scope == nil {
		return "", false
	}
	if _, obj := scope.LookupParent(name, pos); obj != d.v {
		return "", false
	}
	if len(d.spec.Values) == 1 && d.spec.Type == nil {
		init, ok := b.expr(d.spec.Values[0], fn, pos)
		return name + " := " + init, ok
	}
	typ, ok := b.expr(d.spec.Type, fn, pos)
	if !ok {
		return "", false
	}
	text := "var " + name + " " + typ
	if len(d.spec.Values) == 1 {
		init, ok := b.expr(d.spec.Values[0], fn, pos)
		if !ok {
			return "", false
		}
		text += " = " + init
	}
	return text, true
}

// expr returns the source of expr, from the cache's declaration, checked to mean the same at
// pos in fn: no local shadows a package-level name it uses, and the packages it names are
// imported under the same names there (the fix adds the imports that are missing).
func (b *builder) expr(expr ast.Expr, fn ast.Node, pos token.Pos) (string, bool) {
	c := b.c
	scope := fixes.ScopeAt(c.pass.TypesInfo, fn, pos)
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
			obj := c.pass.TypesInfo.Uses[n]
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
				ok = b.addImport(p1, pos)
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
	return c.text(expr)
}

// addImport imports pkg's package, under the same name, into the file holding pos.
func (b *builder) addImport(pkg *types.PkgName, pos token.Pos) bool {
	file := fixes.FileOf(b.c.pass, pos)
	if file == nil {
		return false
	}
	name, edits := fixes.AddImport(b.c.pass, file, pkg.Imported().Path(), pkg.Name(), pos)
	if name != pkg.Name() {
		return false
	}
	key := b.c.pass.Fset.File(pos).Name() + "\x00" + pkg.Imported().Path()
	if !b.imports[key] {
		b.imports[key] = true
		b.edits = append(b.edits, edits...)
	}
	return true
}

// isAssigned reports whether id is the whole left-hand side of an assignment.
func (c *checker) isAssigned(id *ast.Ident) bool {
	path, _ := astutil.PathEnclosingInterval(c.fileOf(id), id.Pos(), id.End())
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

// deleteDecl returns the edits that delete the cache's declaration, with its comments and
// its lines.
func (c *checker) deleteDecl(d *decl) ([]analysis.TextEdit, bool) {
	var start, end token.Pos
	if len(d.gen.Specs) == 1 {
		start, end = d.gen.Pos(), d.gen.End()
		if d.gen.Doc != nil {
			start = d.gen.Doc.Pos()
		}
	} else {
		start, end = d.spec.Pos(), d.spec.End()
		if d.spec.Doc != nil {
			start = d.spec.Doc.Pos()
		}
	}
	if d.spec.Comment != nil && d.spec.Comment.End() > end {
		end = d.spec.Comment.End()
	}
	src := c.source(start)
	if src == nil {
		return nil, false
	}
	tf := c.pass.Fset.File(start)
	so, eo := tf.Offset(start), tf.Offset(end)
	ls := so
	for ls > 0 && (src[ls-1] == ' ' || src[ls-1] == '\t') {
		ls--
	}
	le := eo
	for le < len(src) && (src[le] == ' ' || src[le] == '\t' || src[le] == '\r') {
		le++
	}
	if (ls == 0 || src[ls-1] == '\n') && (le == len(src) || src[le] == '\n') {
		if le < len(src) {
			le++
		}
		so, eo = ls, le
	}
	if strings.TrimSpace(string(src[so:eo])) == "" {
		return nil, false
	}
	return []analysis.TextEdit{{Pos: tf.Pos(so), End: tf.Pos(eo)}}, true
}
