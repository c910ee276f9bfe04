package tokencache

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

// declareAt returns the edit that declares the cache at pos in fn's body, where uses are
// fn's uses of it. It fails when a use precedes pos, when fn declares something of the same
// name, when a name in the initializer means something else at pos, or when the only uses
// are assignments (the local would be unused).
func (c *checker) declareAt(d *decl, fn ast.Node, body *ast.BlockStmt, pos token.Pos, indent string, uses []*ast.Ident) (analysis.TextEdit, bool) {
	name := d.v.Name()
	for _, id := range uses {
		if id.Pos() < pos {
			return analysis.TextEdit{}, false
		}
	}
	for id, obj := range c.pass.TypesInfo.Defs {
		if obj != nil && id.Name == name && fn.Pos() <= id.Pos() && id.Pos() < fn.End() {
			return analysis.TextEdit{}, false
		}
	}
	read := false
	for _, id := range uses {
		if !c.isAssigned(id) {
			read = true
		}
	}
	if !read {
		return analysis.TextEdit{}, false
	}
	scope := c.scopeAt(fn, pos)
	if scope == nil {
		return analysis.TextEdit{}, false
	}
	if _, obj := scope.LookupParent(name, pos); obj != d.v {
		return analysis.TextEdit{}, false
	}
	var text string
	switch {
	case len(d.spec.Values) == 1 && d.spec.Type == nil:
		init, ok := c.initText(d, fn, pos)
		if !ok {
			return analysis.TextEdit{}, false
		}
		text = name + " := " + init
	default:
		if !c.resolves(d.spec.Type, fn, pos) {
			return analysis.TextEdit{}, false
		}
		typ, ok := c.text(d.spec.Type)
		if !ok {
			return analysis.TextEdit{}, false
		}
		text = "var " + name + " " + typ
		if len(d.spec.Values) == 1 {
			init, ok := c.initText(d, fn, pos)
			if !ok {
				return analysis.TextEdit{}, false
			}
			text += " = " + init
		}
	}
	return analysis.TextEdit{Pos: pos, End: pos, NewText: []byte("\n" + indent + text)}, true
}

// initText returns the cache's initializer, checked to mean the same at pos in fn.
func (c *checker) initText(d *decl, fn ast.Node, pos token.Pos) (string, bool) {
	init := d.spec.Values[0]
	if !c.resolves(init, fn, pos) {
		return "", false
	}
	return c.text(init)
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

// scopeAt returns the innermost scope of fn at pos.
func (c *checker) scopeAt(fn ast.Node, pos token.Pos) *types.Scope {
	var ft *ast.FuncType
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		ft = fn.Type
	case *ast.FuncLit:
		ft = fn.Type
	}
	if ft == nil {
		return nil
	}
	s := c.pass.TypesInfo.Scopes[ft]
	if s == nil {
		return nil
	}
	if in := s.Innermost(pos); in != nil {
		return in
	}
	return s
}

// resolves reports whether every package-level name that expr uses means the same at pos
// in fn: no local shadows it, and package names are imported under the same name there.
func (c *checker) resolves(expr ast.Expr, fn ast.Node, pos token.Pos) bool {
	if expr == nil {
		return true
	}
	scope := c.scopeAt(fn, pos)
	if scope == nil {
		return false
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
			ok = ok1 && ok2 && p1.Imported() == p2.Imported()
		}
		return ok
	}
	ast.Inspect(expr, visit)
	return ok
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
