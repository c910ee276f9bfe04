package tokencache

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
)

// fixesFor returns the cache's suggested fix, computed once: every diagnostic about the
// cache carries the same edits, which the drivers merge. The cache moves into each test
// that uses it when every use is directly in a test's body; else each call of the helpers
// that use it gets its own (fixes.VarMove).
func (c *checker) fixesFor(tc *cache) []analysis.SuggestedFix {
	if tc.fixDone {
		return tc.fixes
	}
	tc.fixDone = true
	name := tc.Var.Name()
	m, uses := fixes.NewPackageVarMove(c.pass, c.res, tc.Var)
	if m == nil {
		return nil
	}
	if m.DeclareInEachTest(c.res, uses) {
		if fix, ok := m.Finish(fmt.Sprintf("Declare %s in each test that uses it", name)); ok {
			tc.fixes = []analysis.SuggestedFix{fix}
			return tc.fixes
		}
	}
	m, uses = fixes.NewPackageVarMove(c.pass, c.res, tc.Var)
	if helpers, ok := m.DeclareInEachHelperCall(c.res, uses); ok {
		if fix, ok := m.Finish(fmt.Sprintf("Give each call of %s its own %s", strings.Join(helpers, ", "), name)); ok {
			tc.fixes = []analysis.SuggestedFix{fix}
		}
	}
	return tc.fixes
}
