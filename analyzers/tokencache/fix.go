package tokencache

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// fixesFor returns the cache's suggested fix, computed once: every diagnostic about the
// cache carries the same edits, which the drivers merge.
func (c *checker) fixesFor(tc *cache) []analysis.SuggestedFix {
	if tc.fixDone {
		return tc.fixes
	}
	tc.fixDone = true
	d := c.declOf(tc.v)
	if d == nil {
		return nil
	}
	if fix, ok := c.moveIntoTests(d); ok {
		tc.fixes = []analysis.SuggestedFix{fix}
	} else if fix, ok := c.freshPerCall(d); ok {
		tc.fixes = []analysis.SuggestedFix{fix}
	}
	return tc.fixes
}

// decl is a package-level variable that a fix may move: declared alone in its spec, in this
// package, unexported, and not used by TestMain or init.
type decl struct {
	v    *types.Var
	file *ast.File
	gen  *ast.GenDecl
	spec *ast.ValueSpec
	uses []*ast.Ident // every use, in source order
}

func (c *checker) declOf(v *types.Var) *decl {
	if v.Pkg() != c.pass.Pkg || v.Exported() {
		return nil
	}
	for _, a := range c.res.Setup {
		if a != nil && a.Var == v {
			return nil
		}
	}
	d := &decl{v: v}
	if vd := c.res.VarDecl(v); vd != nil {
		d.file, d.gen, d.spec = vd.File, vd.Gen, vd.Spec
	}
	if d.spec == nil || len(d.spec.Names) != 1 || len(d.spec.Values) > 1 {
		return nil
	}
	for id, obj := range c.pass.TypesInfo.Uses {
		if obj == v {
			d.uses = append(d.uses, id)
		}
	}
	if len(d.uses) == 0 {
		return nil
	}
	slices.SortFunc(d.uses, func(a, b *ast.Ident) int { return int(a.Pos() - b.Pos()) })
	return d
}

// moveIntoTests declares the cache in each test region that uses it, after t.Parallel(),
// when every use is directly in a test's body (no helper in between) and no region using it
// contains another.
func (c *checker) moveIntoTests(d *decl) (analysis.SuggestedFix, bool) {
	byRegion := make(map[*parallel.Region][]*ast.Ident)
	var regions []*parallel.Region
	index := parallel.NewRegionIndex(c.res)
	for _, id := range d.uses {
		r := index.At(id.Pos())
		if r == nil || r.Test == nil || r.Test.Kind == parallel.KindMain || r.Body == nil {
			return analysis.SuggestedFix{}, false
		}
		if _, ok := byRegion[r]; !ok {
			regions = append(regions, r)
		}
		byRegion[r] = append(byRegion[r], id)
	}
	for _, r := range regions {
		for _, q := range regions {
			if r != q && r.Encloses(q) {
				return analysis.SuggestedFix{}, false
			}
		}
	}
	b := c.newBuilder(d)
	for _, r := range regions {
		stmt, ok := b.declaration(r.Func, fixes.AfterParallel(r), byRegion[r])
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		b.edits = append(b.edits, fixes.InsertStmt(c.pass, r, stmt))
	}
	return b.finish(fmt.Sprintf("Declare %s in each test that uses it", d.v.Name()))
}

// freshPerCall gives each call of the helpers that use the cache its own cache, when every
// use is in helpers of this package that take a *testing.T, *testing.B or testing.TB: a
// helper that only returns the cache returns a new one; others declare it at their start.
func (c *checker) freshPerCall(d *decl) (analysis.SuggestedFix, bool) {
	byFunc := make(map[*ast.FuncDecl][]*ast.Ident)
	var funcs []*ast.FuncDecl
	for _, id := range d.uses {
		fd := c.helperAt(id.Pos())
		if fd == nil {
			return analysis.SuggestedFix{}, false
		}
		if _, ok := byFunc[fd]; !ok {
			funcs = append(funcs, fd)
		}
		byFunc[fd] = append(byFunc[fd], id)
	}
	b := c.newBuilder(d)
	var names []string
	for _, fd := range funcs {
		names = append(names, fd.Name.Name)
		uses := byFunc[fd]
		if len(uses) == 1 && c.isReturned(fd, uses[0]) && len(d.spec.Values) == 1 {
			init, ok := b.expr(d.spec.Values[0], fd, uses[0].Pos())
			if !ok {
				return analysis.SuggestedFix{}, false
			}
			b.edits = append(b.edits, analysis.TextEdit{Pos: uses[0].Pos(), End: uses[0].End(), NewText: []byte(init)})
			continue
		}
		if len(fd.Body.List) > 0 && isHelperCall(fd.Body.List[0]) {
			first := fd.Body.List[0]
			stmt, ok := b.declaration(fd, first.End(), uses)
			if !ok {
				return analysis.SuggestedFix{}, false
			}
			b.edits = append(b.edits, analysis.TextEdit{Pos: first.End(), End: first.End(),
				NewText: []byte("\n" + fixes.Indent(c.pass, first.Pos()) + stmt)})
			continue
		}
		if len(fd.Body.List) == 0 {
			return analysis.SuggestedFix{}, false
		}
		stmt, ok := b.declaration(fd, fd.Body.List[0].Pos(), uses)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		b.edits = append(b.edits, fixes.InsertFirst(c.pass, fd.Body, stmt))
	}
	return b.finish(fmt.Sprintf("Give each call of %s its own %s", strings.Join(names, ", "), d.v.Name()))
}

// helperAt returns the function declaration containing pos when it is a helper taking a
// *testing.T, *testing.B or testing.TB and not itself a test.
func (c *checker) helperAt(pos token.Pos) *ast.FuncDecl {
	f := c.fileOf(&ast.Ident{NamePos: pos})
	if f == nil {
		return nil
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || pos < fd.Body.Pos() || pos >= fd.Body.End() {
			continue
		}
		fn, _ := c.pass.TypesInfo.Defs[fd.Name].(*types.Func)
		if fn == nil {
			return nil
		}
		for _, t := range c.res.Tests {
			if t.Func == fn {
				return nil
			}
		}
		params := fn.Signature().Params()
		for i := range params.Len() {
			if isTestingT(params.At(i).Type()) {
				return fd
			}
		}
		return nil
	}
	return nil
}

func isTestingT(t types.Type) bool {
	if parallel.IsNamed(t, "testing", "TB") {
		return true
	}
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && (parallel.IsNamed(p.Elem(), "testing", "T") || parallel.IsNamed(p.Elem(), "testing", "B"))
}

// isHelperCall reports whether stmt is a call of (testing.TB).Helper.
func isHelperCall(stmt ast.Stmt) bool {
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

// isReturned reports whether id is the whole result of a return statement of fd.
func (c *checker) isReturned(fd *ast.FuncDecl, id *ast.Ident) bool {
	path, _ := astutil.PathEnclosingInterval(c.fileOf(fd), id.Pos(), id.End())
	if len(path) < 2 {
		return false
	}
	ret, ok := path[1].(*ast.ReturnStmt)
	return ok && len(ret.Results) == 1
}

// source returns the content of the file containing pos.
func (c *checker) source(pos token.Pos) []byte {
	tf := c.pass.Fset.File(pos)
	if tf == nil {
		return nil
	}
	src, err := c.pass.ReadFile(tf.Name())
	if err != nil || len(src) != tf.Size() {
		return nil
	}
	return src
}

// text returns n's source text.
func (c *checker) text(n ast.Node) (string, bool) {
	src := c.source(n.Pos())
	if src == nil {
		return "", false
	}
	tf := c.pass.Fset.File(n.Pos())
	return string(src[tf.Offset(n.Pos()):tf.Offset(n.End())]), true
}
