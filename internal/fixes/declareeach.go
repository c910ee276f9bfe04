package fixes

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/state"
)

// This file holds the two usual places of a VarMove's declarations: each test that uses the
// variable, and each call of the helpers that do. Which to try is the check's decision.

// DeclareInEachTest adds to m the declaration of the variable in each test region that
// uses it, after t.Parallel() (AfterParallel), when every one of uses is directly in a
// test's body (no helper in between, not TestMain) and no region using it contains
// another. It reports false, leaving m unusable, when it cannot.
func (m *VarMove) DeclareInEachTest(res *parallel.Result, uses []*ast.Ident) bool {
	byRegion := make(map[*schedule.Region][]*ast.Ident)
	var regions []*schedule.Region
	index := httpfacts.NewRegionIndex(res.Regions)
	for _, id := range uses {
		r := index.At(id.Pos())
		if r == nil || r.Test == nil || r.Test.Kind == schedule.KindMain || r.Body == nil {
			return false
		}
		if _, ok := byRegion[r]; !ok {
			regions = append(regions, r)
		}
		byRegion[r] = append(byRegion[r], id)
	}
	for _, r := range regions {
		for _, q := range regions {
			if r != q && state.Encloses(r, q) {
				return false
			}
		}
	}
	for _, r := range regions {
		stmt, ok := m.Declaration(r.Func, AfterParallel(r), byRegion[r])
		if !ok {
			return false
		}
		m.Edits = append(m.Edits, InsertStmt(m.pass, r, stmt))
	}
	return true
}

// DeclareInEachHelperCall adds to m what gives each call of the helpers that use the
// variable its own, when every one of uses is in a helper of the package that takes a
// *testing.T, *testing.B or testing.TB (Result.HelperAt): a helper that only returns the
// variable returns a new value (its initializer); the others declare it at their start,
// after a first t.Helper() call. It returns the helpers' names, in order of first use, or
// false, leaving m unusable, when it cannot.
func (m *VarMove) DeclareInEachHelperCall(res *parallel.Result, uses []*ast.Ident) ([]string, bool) {
	pass := m.pass
	byFunc := make(map[*ast.FuncDecl][]*ast.Ident)
	var funcs []*ast.FuncDecl
	for _, id := range uses {
		fd := report.HelperAt(res, pass, id.Pos())
		if fd == nil {
			return nil, false
		}
		if _, ok := byFunc[fd]; !ok {
			funcs = append(funcs, fd)
		}
		byFunc[fd] = append(byFunc[fd], id)
	}
	var names []string
	for _, fd := range funcs {
		names = append(names, fd.Name.Name)
		uses := byFunc[fd]
		if len(uses) == 1 && IsWholeResult(pass, uses[0]) && m.Init() != nil {
			init, ok := m.Expr(m.Init(), fd, uses[0].Pos())
			if !ok {
				return nil, false
			}
			m.Edits = append(m.Edits, analysis.TextEdit{Pos: uses[0].Pos(), End: uses[0].End(), NewText: []byte(init)})
			continue
		}
		if len(fd.Body.List) > 0 && IsHelperCall(fd.Body.List[0]) {
			first := fd.Body.List[0]
			stmt, ok := m.Declaration(fd, first.End(), uses)
			if !ok {
				return nil, false
			}
			m.Edits = append(m.Edits, analysis.TextEdit{Pos: first.End(), End: first.End(),
				NewText: []byte("\n" + Indent(pass, first.Pos()) + stmt)})
			continue
		}
		if len(fd.Body.List) == 0 {
			return nil, false
		}
		stmt, ok := m.Declaration(fd, fd.Body.List[0].Pos(), uses)
		if !ok {
			return nil, false
		}
		m.Edits = append(m.Edits, InsertFirst(pass, fd.Body, stmt))
	}
	return names, true
}
