package tokencache

import (
	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/flow"
)

// envFixes returns the fixes of the unrestored writes that t.Setenv can replace as they
// are (fixes.SetenvEdits): os.Setenv(k, v) as a statement of a sequential test's own body,
// with the test's *testing.T in scope. t.Setenv panics when the test or an ancestor runs in
// parallel, so such tests get no fix; nor does a variable that a later test reads without
// setting it (that test may pass only thanks to the leaked value), nor one that the test
// also sets in a way the fix cannot change (a t.Setenv of the same variable would restore
// the other write too, and its finding would vanish without a fix). The file must use os
// elsewhere, so that the import stays used.
func (c *checker) envFixes(leaks []*flow.Access) map[*flow.Access]analysis.SuggestedFix {
	noDependents := func(w *flow.Access) bool {
		_, dependents := c.shared.Readers(w)
		return len(dependents) == 0
	}
	byWrite := make(map[*flow.Access]analysis.SuggestedFix)
	for w, edit := range fixes.SetenvEdits(c.pass, leaks, noDependents) {
		byWrite[w] = analysis.SuggestedFix{
			Message:   "Use " + w.Region.T.Name() + ".Setenv, which restores the variable when the test ends",
			TextEdits: []analysis.TextEdit{edit},
		}
	}
	return byWrite
}
