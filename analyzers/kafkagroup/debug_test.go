package kafkagroup_test

import (
	"os"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/kafkagroup"
)

func TestDebug(t *testing.T) {
	pkg := os.Getenv("KGDEBUG")
	if pkg == "" {
		t.Skip()
	}
	for _, r := range analysistest.Run(nopT{t}, analysistest.TestData(), kafkagroup.Analyzer, pkg) {
		for _, d := range r.Diagnostics {
			t.Logf("%s: [%s] %s (fixes %d)", r.Pass.Fset.Position(d.Pos), d.Category, d.Message, len(d.SuggestedFixes))
			for _, rel := range d.Related {
				t.Logf("    related %s: %s", r.Pass.Fset.Position(rel.Pos), rel.Message)
			}
			for _, f := range d.SuggestedFixes {
				for _, e := range f.TextEdits {
					t.Logf("    edit %s-%s: %q", r.Pass.Fset.Position(e.Pos), r.Pass.Fset.Position(e.End), e.NewText)
				}
			}
		}
	}
}

type nopT struct{ *testing.T }

func (nopT) Errorf(string, ...any) {}
