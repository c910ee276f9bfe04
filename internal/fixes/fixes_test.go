package fixes_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// probe suggests, in every test, a statement that needs crypto/rand (imported under a free
// name, since math/rand is taken) and a fresh variable name that is free where it goes.
var probe = &analysis.Analyzer{
	Name:     "probe",
	Doc:      "exercises the fix helpers",
	Requires: []*analysis.Analyzer{parallel.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
		for _, r := range res.Regions {
			file := fixes.FileOf(pass, r.Body.Pos())
			pos := fixes.AfterParallel(r)
			randName, edits := fixes.AddImport(pass, file, "crypto/rand", "rand", pos)
			scope := fixes.Scope(pass.TypesInfo, pass.Pkg, file, r.Body.Lbrace+1)
			id := fixes.FreeName(scope, r.Body.Lbrace+1, "id", "id") // "id" is avoided on purpose
			edits = append(edits, fixes.InsertStmt(pass, r, id+" := "+randName+".Text()"))
			pass.Report(analysis.Diagnostic{
				Pos: r.Func.Pos(), Message: "fix here",
				SuggestedFixes: []analysis.SuggestedFix{{Message: "insert", TextEdits: edits}},
			})
		}
		return nil, nil
	},
}

func TestHelpers(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), probe, "insert")
}
