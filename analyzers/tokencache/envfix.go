package tokencache

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
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
func (c *checker) envFixes(leaks []*parallel.Access) map[*parallel.Access]analysis.SuggestedFix {
	type testKey struct {
		test *parallel.Test
		env  string
	}
	byWrite := make(map[*parallel.Access]analysis.SuggestedFix)
	blocked := make(map[testKey]bool)
	replaced := make(map[*ast.File]int)
	for _, w := range leaks {
		k := testKey{w.Region.Test, w.Env}
		fix, ok := c.setenvFix(w)
		if _, dependents := c.env.Readers(w); len(dependents) > 0 {
			ok = false
		}
		if !ok {
			blocked[k] = true
			continue
		}
		byWrite[w] = fix
	}
	for w := range byWrite {
		if blocked[testKey{w.Region.Test, w.Env}] {
			delete(byWrite, w)
			continue
		}
		replaced[c.fileOf(w.Node)]++
	}
	for w := range byWrite {
		if f := c.fileOf(w.Node); fixes.PackageUses(c.pass.TypesInfo, f, "os") <= replaced[f] {
			delete(byWrite, w)
		}
	}
	return byWrite
}

// setenvFix returns the fix that turns the write w, os.Setenv(k, v), into t.Setenv(k, v).
func (c *checker) setenvFix(w *parallel.Access) (analysis.SuggestedFix, bool) {
	call, ok := w.Node.(*ast.CallExpr)
	if !ok || len(w.Via) > 0 {
		return analysis.SuggestedFix{}, false
	}
	edit, ok := fixes.Setenv(c.pass, w.Region, call)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Use " + w.Region.T.Name() + ".Setenv, which restores the variable when the test ends",
		TextEdits: []analysis.TextEdit{edit},
	}, true
}
