package fixes_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// setenvProbe offers SetenvEdits' edit at each environment write that does not restore,
// refusing those of REFUSED, and reports "setenv" at each write with an edit, "kept" at
// the others.
var setenvProbe = &analysis.Analyzer{
	Name:     "setenvprobe",
	Doc:      "exercises SetenvEdits",
	Requires: []*analysis.Analyzer{parallel.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
		var writes []*flow.Access
		for _, a := range res.Env {
			if a.Op == flow.Write && !a.Restores && a.Region != nil {
				writes = append(writes, a)
			}
		}
		edits := fixes.SetenvEdits(pass, writes, func(w *flow.Access) bool { return w.Env != "REFUSED" })
		for _, w := range writes {
			d := analysis.Diagnostic{Pos: w.Pos(), Message: "kept"}
			if edit, ok := edits[w]; ok {
				d.Message = "setenv"
				d.SuggestedFixes = []analysis.SuggestedFix{{Message: "setenv", TextEdits: []analysis.TextEdit{edit}}}
			}
			pass.Report(d)
		}
		return nil, nil
	},
}

func TestSetenvEdits(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), setenvProbe, "setenvedits")
}
