package tokencache

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

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
	d := c.declOf(tc.Var)
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
	move func() *fixes.VarMove // a new move of the declaration, for each fix tried
	uses []*ast.Ident          // every use, in source order
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
	vd := c.res.VarDecl(v)
	if vd == nil || fixes.NewVarMove(c.pass, v, vd.Gen, vd.Spec) == nil {
		return nil
	}
	d := &decl{v: v, move: func() *fixes.VarMove { return fixes.NewVarMove(c.pass, v, vd.Gen, vd.Spec) }, uses: fixes.Uses(c.pass, v)}
	if len(d.uses) == 0 {
		return nil
	}
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
	m := d.move()
	for _, r := range regions {
		stmt, ok := m.Declaration(r.Func, fixes.AfterParallel(r), byRegion[r])
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		m.Edits = append(m.Edits, fixes.InsertStmt(c.pass, r, stmt))
	}
	return m.Finish(fmt.Sprintf("Declare %s in each test that uses it", d.v.Name()))
}

// freshPerCall gives each call of the helpers that use the cache its own cache, when every
// use is in helpers of this package that take a *testing.T, *testing.B or testing.TB: a
// helper that only returns the cache returns a new one; others declare it at their start.
func (c *checker) freshPerCall(d *decl) (analysis.SuggestedFix, bool) {
	byFunc := make(map[*ast.FuncDecl][]*ast.Ident)
	var funcs []*ast.FuncDecl
	for _, id := range d.uses {
		fd := c.res.HelperAt(c.pass, id.Pos())
		if fd == nil {
			return analysis.SuggestedFix{}, false
		}
		if _, ok := byFunc[fd]; !ok {
			funcs = append(funcs, fd)
		}
		byFunc[fd] = append(byFunc[fd], id)
	}
	m := d.move()
	var names []string
	for _, fd := range funcs {
		names = append(names, fd.Name.Name)
		uses := byFunc[fd]
		if len(uses) == 1 && fixes.IsWholeResult(c.pass, uses[0]) && m.Init() != nil {
			init, ok := m.Expr(m.Init(), fd, uses[0].Pos())
			if !ok {
				return analysis.SuggestedFix{}, false
			}
			m.Edits = append(m.Edits, analysis.TextEdit{Pos: uses[0].Pos(), End: uses[0].End(), NewText: []byte(init)})
			continue
		}
		if len(fd.Body.List) > 0 && fixes.IsHelperCall(fd.Body.List[0]) {
			first := fd.Body.List[0]
			stmt, ok := m.Declaration(fd, first.End(), uses)
			if !ok {
				return analysis.SuggestedFix{}, false
			}
			m.Edits = append(m.Edits, analysis.TextEdit{Pos: first.End(), End: first.End(),
				NewText: []byte("\n" + fixes.Indent(c.pass, first.Pos()) + stmt)})
			continue
		}
		if len(fd.Body.List) == 0 {
			return analysis.SuggestedFix{}, false
		}
		stmt, ok := m.Declaration(fd, fd.Body.List[0].Pos(), uses)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		m.Edits = append(m.Edits, fixes.InsertFirst(c.pass, fd.Body, stmt))
	}
	return m.Finish(fmt.Sprintf("Give each call of %s its own %s", strings.Join(names, ", "), d.v.Name()))
}
