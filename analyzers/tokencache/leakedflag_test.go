package tokencache_test

import (
	"os"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/tokencache"
)

// TestMain turns the opt-in leaked category (-tokencache.leaked) on for the whole test binary:
// the rule packages hold its cases beside the default rules' ones. TestLeakedIsOptIn
// checks that without the flag none of them is reported.
func TestMain(m *testing.M) {
	if err := tokencache.Analyzer.Flags.Set("leaked", "true"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// TestLeakedIsOptIn runs packages with leaked cases in default mode: no diagnostic of the
// category. It is sequential, so no parallel test runs while the flag is off.
func TestLeakedIsOptIn(t *testing.T) {
	setFlag(t, "leaked", "false")
	results := analysistest.Run(ignoreWants{}, analysistest.TestData(), tokencache.Analyzer, "leaked", "envleak", "schedule")
	if len(results) == 0 {
		t.Fatal("no packages analysed")
	}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if d.Category == "leaked" {
				t.Errorf("%s: leaked reported without -leaked: %s", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
}

// ignoreWants takes analysistest's complaints about the // want comments of the leaked
// cases, which this test expects not to be met.
type ignoreWants struct{}

func (ignoreWants) Errorf(string, ...any) {}
