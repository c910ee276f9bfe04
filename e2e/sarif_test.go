package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/fixturelint/fixturelint"
	"github.com/fixturelint/fixturelint/internal/e2etest"
	"github.com/fixturelint/fixturelint/internal/sarif"
)

func decodeSARIF(t *testing.T, res e2etest.Result) *sarif.Log {
	t.Helper()
	if err := sarif.Validate([]byte(res.Stdout)); err != nil {
		t.Fatalf("%s: %v\n%s", res.Cmd, err, res.Stdout)
	}
	var log sarif.Log
	if err := json.Unmarshal([]byte(res.Stdout), &log); err != nil {
		t.Fatal(err)
	}
	return &log
}

// TestSARIF runs fixturelint -sarif, which runs go vet -json and converts its output.
func TestSARIF(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")

	res := e2etest.Run(t, dir, nil, bin, "-sarif", "./...")
	res.WantExit(t, 1)
	log := decodeSARIF(t, res)
	run := log.Runs[0]

	// One rule per analyzer, with its documentation and URL.
	if len(run.Tool.Driver.Rules) != len(fixturelint.Analyzers()) {
		t.Errorf("rules: %d, want %d", len(run.Tool.Driver.Rules), len(fixturelint.Analyzers()))
	}
	for i, a := range fixturelint.Analyzers() {
		r := run.Tool.Driver.Rules[i]
		if r.ID != a.Name || r.HelpURI != a.URL || r.FullDescription == nil || r.FullDescription.Text != a.Doc {
			t.Errorf("rule %d: %+v, want analyzer %s", i, r, a.Name)
		}
	}

	var ds []e2etest.Diagnostic
	fixes := 0
	for _, r := range run.Results {
		loc := r.Locations[0].PhysicalLocation
		if loc.ArtifactLocation.URIBaseID != sarif.SrcRoot {
			t.Errorf("%s: not relative to %s", loc.ArtifactLocation.URI, sarif.SrcRoot)
		}
		ds = append(ds, e2etest.Diagnostic{File: loc.ArtifactLocation.URI, Line: loc.Region.StartLine, Col: loc.Region.StartColumn, Message: r.Message.Text, Analyzer: r.RuleID})
		if r.RuleID == "sharedclient" {
			// The declaration, then the other test that uses the client at the same time.
			if len(r.RelatedLocations) != 2 || r.RelatedLocations[0].PhysicalLocation.Region.StartLine != 11 {
				t.Errorf("related locations of %q: %+v", r.Message.Text, r.RelatedLocations)
			}
			for _, f := range r.Fixes {
				for _, c := range f.ArtifactChanges {
					if c.ArtifactLocation.URI == "api/api_test.go" && len(c.Replacements) == 2 {
						fixes++
					}
				}
			}
		}
	}
	e2etest.AssertDiagnostics(t, ds, findings...)
	if fixes != 2 {
		t.Errorf("%d sharedclient results with a fix of api/api_test.go, want 2", fixes)
	}
	if !run.Invocations[0].ExecutionSuccessful {
		t.Errorf("invocation failed: %+v", run.Invocations[0])
	}

	// A clean module: an empty, valid log and exit 0.
	clean := e2etest.CopyModule(t, "testdata/integrations/clean")
	res = e2etest.Run(t, clean, nil, bin, "-sarif", "./...")
	res.WantExit(t, 0)
	if log := decodeSARIF(t, res); len(log.Runs[0].Results) != 0 {
		t.Errorf("clean module: %+v", log.Runs[0].Results)
	}

	// A package that does not build: exit 2, and the log says the analysis failed.
	if err := os.WriteFile(filepath.Join(clean, "api", "broken.go"), []byte("package api\n\nvar x int = \"not an int\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res = e2etest.Run(t, clean, nil, bin, "-sarif", "./...")
	res.WantExit(t, 2)
	if log := decodeSARIF(t, res); log.Runs[0].Invocations[0].ExecutionSuccessful {
		t.Errorf("broken module: invocation successful:\n%s", res.Stdout)
	}
}
