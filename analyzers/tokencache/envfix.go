package tokencache

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// envFixes returns the fixes of the unrestored writes that t.Setenv can replace as they
// are: os.Setenv(k, v) as a statement of a sequential test's own body, with the test's
// *testing.T in scope. t.Setenv panics when the test or an ancestor runs in parallel, so
// such tests get no fix; nor does a variable that a later test reads without setting it
// (that test may pass only thanks to the leaked value), nor one that the test also sets in
// a way the fix cannot change (a t.Setenv of the same variable would restore the other
// write too, and its finding would vanish without a fix). The file must use os elsewhere,
// so that the import stays used.
func (c *checker) envFixes(leaks []*parallel.Access, byKey map[string][]*parallel.Access) map[*parallel.Access]analysis.SuggestedFix {
	type testKey struct {
		test *parallel.Test
		env  string
	}
	fixes := make(map[*parallel.Access]analysis.SuggestedFix)
	blocked := make(map[testKey]bool)
	replaced := make(map[*ast.File]int)
	for _, w := range leaks {
		k := testKey{w.Region.Test, w.Env}
		fix, ok := c.setenvFix(w)
		if _, dependents := c.envReaders(w, byKey[w.Env]); len(dependents) > 0 {
			ok = false
		}
		if !ok {
			blocked[k] = true
			continue
		}
		fixes[w] = fix
	}
	for w := range fixes {
		if blocked[testKey{w.Region.Test, w.Env}] {
			delete(fixes, w)
			continue
		}
		replaced[c.fileOf(w.Node)]++
	}
	for w := range fixes {
		if f := c.fileOf(w.Node); c.osUses(f) <= replaced[f] {
			delete(fixes, w)
		}
	}
	return fixes
}

// setenvFix returns the edit that turns the write w, os.Setenv(k, v), into t.Setenv(k, v).
func (c *checker) setenvFix(w *parallel.Access) (analysis.SuggestedFix, bool) {
	call, ok := w.Node.(*ast.CallExpr)
	r := w.Region
	if !ok || len(w.Via) > 0 || r.T == nil || !parallel.IsTestingType(r.T.Type(), "T") {
		return analysis.SuggestedFix{}, false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	fn, _ := c.pass.TypesInfo.Uses[sel.Sel].(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "os" || fn.Name() != "Setenv" {
		return analysis.SuggestedFix{}, false
	}
	for x := r; x != nil; x = x.Parent {
		if x.IsParallel() || x.T == nil {
			return analysis.SuggestedFix{}, false
		}
	}
	file := c.fileOf(call)
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	if len(path) < 2 {
		return analysis.SuggestedFix{}, false
	}
	if stmt, ok := path[1].(*ast.ExprStmt); !ok || stmt.X != call {
		return analysis.SuggestedFix{}, false
	}
	for _, n := range path[1:] {
		if _, ok := n.(*ast.FuncLit); ok || isFuncDecl(n) {
			if n != r.Func {
				return analysis.SuggestedFix{}, false // in a closure inside the test
			}
			break
		}
	}
	if scope := c.pass.Pkg.Scope().Innermost(call.Pos()); scope == nil {
		return analysis.SuggestedFix{}, false
	} else if _, obj := scope.LookupParent(r.T.Name(), call.Pos()); obj != r.T {
		return analysis.SuggestedFix{}, false // the test's T is shadowed here
	}
	return analysis.SuggestedFix{
		Message:   "Use " + r.T.Name() + ".Setenv, which restores the variable when the test ends",
		TextEdits: []analysis.TextEdit{{Pos: sel.Pos(), End: sel.End(), NewText: []byte(r.T.Name() + ".Setenv")}},
	}, true
}

func isFuncDecl(n ast.Node) bool {
	_, ok := n.(*ast.FuncDecl)
	return ok
}

// osUses counts the uses of the os package in file.
func (c *checker) osUses(file *ast.File) int {
	if file == nil {
		return 0
	}
	n := 0
	ast.Inspect(file, func(node ast.Node) bool {
		if id, ok := node.(*ast.Ident); ok {
			if pn, ok := c.pass.TypesInfo.Uses[id].(*types.PkgName); ok && pn.Imported().Path() == "os" {
				n++
			}
		}
		return true
	})
	return n
}
