package e2etest

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// SetFlag sets a's flag name to value until t ends. Analyzer flags are global to the test
// binary: a test that sets one must not run in parallel with tests that read it.
func SetFlag(t *testing.T, a *analysis.Analyzer, name, value string) {
	t.Helper()
	f := a.Flags.Lookup(name)
	if f == nil {
		t.Fatalf("no flag -%s.%s", a.Name, name)
	}
	old := f.Value.String()
	if err := a.Flags.Set(name, value); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Flags.Set(name, old) })
}

// OptInStaysOff runs a on the packages pkgs of the testdata directory with its boolean flag
// off and fails t for each diagnostic of category: a category that a flag turns on is not
// reported without it. The packages' // want comments, written for the flag on, are not
// checked.
func OptInStaysOff(t *testing.T, a *analysis.Analyzer, flag, category string, pkgs ...string) {
	t.Helper()
	SetFlag(t, a, flag, "false")
	results := analysistest.Run(ignoreWants{}, analysistest.TestData(), a, pkgs...)
	if len(results) == 0 {
		t.Fatal("no packages analysed")
	}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if d.Category == category {
				t.Errorf("%s: %s reported without -%s.%s: %s", r.Pass.Fset.Position(d.Pos), category, a.Name, flag, d.Message)
			}
		}
	}
}

// ignoreWants takes analysistest's complaints about // want comments that a run with a
// flag off is expected not to meet.
type ignoreWants struct{}

func (ignoreWants) Errorf(string, ...any) {}
