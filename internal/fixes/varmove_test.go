package fixes_test

import (
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// moveProbe tries, for each package-level variable of the test files, the two usual moves
// (NewPackageVarMove, DeclareInEachTest, else DeclareInEachHelperCall) and reports which
// one works, with its fix, or that none does.
var moveProbe = &analysis.Analyzer{
	Name:     "moveprobe",
	Doc:      "exercises the VarMove placements",
	Requires: []*analysis.Analyzer{parallel.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
		scope := pass.Pkg.Scope()
		for _, name := range scope.Names() {
			v, ok := scope.Lookup(name).(*types.Var)
			if !ok || !strings.HasSuffix(pass.Fset.Position(v.Pos()).Filename, "varmove_test.go") {
				continue // the generated test main's
			}
			d := analysis.Diagnostic{Pos: v.Pos(), Message: "no move"}
			if m, uses := fixes.NewPackageVarMove(pass, res, v); m != nil {
				if m.DeclareInEachTest(res, uses) {
					d.Message = "move into each test"
					fix, _ := m.Finish(d.Message)
					d.SuggestedFixes = []analysis.SuggestedFix{fix}
				} else {
					m, uses = fixes.NewPackageVarMove(pass, res, v)
					if helpers, ok := m.DeclareInEachHelperCall(res, uses); ok {
						d.Message = "move into each call of " + strings.Join(helpers, ", ")
						fix, _ := m.Finish(d.Message)
						d.SuggestedFixes = []analysis.SuggestedFix{fix}
					}
				}
			}
			pass.Report(d)
		}
		return nil, nil
	},
}

func TestVarMovePlacements(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), moveProbe, "varmove")
}
