package tokencache_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/tokencache"
)

func TestRules(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), tokencache.Analyzer,
		"racywrite", "refreshed", "sharedsource", "negatives", "crosspkg", "testmain", "fixmove", "fixhelper", "nofix")
}
