package tokencache_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/tokencache"
	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestFlags runs one testdata package for each flag, with the flag set. The flags are the
// analyzer's, so these cases do not run in parallel with other tests of the analyzer.
func TestFlags(t *testing.T) {
	for _, tc := range []struct {
		flag, value, pkg string
		real             bool // pkg is in the testdata module testdata/real
	}{
		{"strict", "true", "strict", false},
		{"strict", "true", "./fetchedonce", true},
		{"names", `^(ticket|pass)(es|s)?$`, "names", false},
		{"types", "customtypes/auth.Grant, example.com/other.Type", "customtypes", false},
	} {
		t.Run(tc.flag, func(t *testing.T) {
			setFlag(t, tc.flag, tc.value)
			dir := analysistest.TestData()
			if tc.real {
				dir = filepath.Join(dir, "real")
				e2etest.DownloadModules(t, dir)
			}
			analysistest.Run(t, dir, tokencache.Analyzer, tc.pkg)
		})
	}
}

// TestEnvStrict checks the strict findings about environment variables and their fixes
// against the .golden files.
func TestEnvStrict(t *testing.T) {
	setFlag(t, "strict", "true")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), tokencache.Analyzer, "envstrict")
}

// setFlag sets the check's flag name to value until t ends.
func setFlag(t *testing.T, name, value string) { e2etest.SetFlag(t, tokencache.Analyzer, name, value) }
