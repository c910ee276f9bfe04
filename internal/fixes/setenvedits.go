package fixes

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// SetenvEdits returns, for the writes among writes (unrestored environment writes of
// sequential tests) that t.Setenv can replace as they are, the edit that does (Setenv):
// os.Setenv(k, v) called directly as a statement of its test's own body. A write that
// fixable refuses, or that cannot be replaced, blocks every write of the same variable by
// the same test: a t.Setenv of the variable would restore that other write too. A file
// keeps its edits only when it still uses os elsewhere, so that the import stays used.
func SetenvEdits(pass *analysis.Pass, writes []*flow.Access, fixable func(*flow.Access) bool) map[*flow.Access]analysis.TextEdit {
	type testKey struct {
		test *schedule.Test
		env  string
	}
	byWrite := make(map[*flow.Access]analysis.TextEdit)
	blocked := make(map[testKey]bool)
	for _, w := range writes {
		k := testKey{w.Region.Test, w.Env}
		var edit analysis.TextEdit
		call, ok := w.Node.(*ast.CallExpr)
		if ok && len(w.Via) == 0 {
			edit, ok = Setenv(pass, w.Region, call)
		} else {
			ok = false
		}
		if !ok || !fixable(w) {
			blocked[k] = true
			continue
		}
		byWrite[w] = edit
	}
	replaced := make(map[*ast.File]int)
	for w := range byWrite {
		if blocked[testKey{w.Region.Test, w.Env}] {
			delete(byWrite, w)
			continue
		}
		replaced[FileOf(pass, w.Node.Pos())]++
	}
	for w := range byWrite {
		if f := FileOf(pass, w.Node.Pos()); PackageUses(pass.TypesInfo, f, "os") <= replaced[f] {
			delete(byWrite, w)
		}
	}
	return byWrite
}
