package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// findings are the diagnostics of testdata/integrations/findings, as "FILE:LINE: REGEXP".
var findings = []string{
	"directive/directive_test.go:5: fixturelint:ignore directive needs a reason after the check names",
}

func TestGoVet(t *testing.T) {
	e2etest.SkipShort(t)
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")
	ran := func(res e2etest.Result) bool { return strings.Contains(res.Stderr, bin+" -json ") }

	// go vet exits 1 when the tool reports findings. The copy is new, so go vet runs the
	// tool on its packages (-x shows the command).
	first := e2etest.Run(t, dir, nil, "go", "vet", "-x", "-vettool="+bin, "./...")
	first.WantExit(t, 1)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(first.Stderr), findings...)
	if !ran(first) {
		t.Errorf("first run did not run %s:\n%s", bin, first.Stderr)
	}

	// The second run is answered from go vet's cache, and reports the same findings.
	second := e2etest.Run(t, dir, nil, "go", "vet", "-x", "-vettool="+bin, "./...")
	second.WantExit(t, 1)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(second.Stderr), findings...)
	if ran(second) {
		t.Errorf("second run was not cached: it ran %s again:\n%s", bin, second.Stderr)
	}
}

func TestGoVetJSON(t *testing.T) {
	e2etest.SkipShort(t)
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")

	// With -json, go vet prints the findings on stdout and exits 0.
	res := e2etest.Run(t, dir, nil, "go", "vet", "-vettool="+bin, "-json", "./...")
	res.WantExit(t, 0)
	ds := e2etest.ParseJSON(t, res.Stdout)
	e2etest.AssertDiagnostics(t, ds, findings...)
	for _, d := range ds {
		if d.Analyzer == "fixturelint" && d.Category != "directive" {
			t.Errorf("engine diagnostic with category %q: %v", d.Category, d)
		}
	}
}

func TestGoVetFlags(t *testing.T) {
	e2etest.SkipShort(t)
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")

	// Each set of flags costs a new analysis of every dependency (go vet caches per flags),
	// so one run checks them together. -<check>=false leaves the other checks running;
	// -fixturelint=false silences only the engine's own diagnostics (the checks still require
	// it); -<check>.<flag> reaches the analyzer.
	res := e2etest.Run(t, dir, nil, "go", "vet", "-vettool="+bin, "-fixturelint=false", "-fixturelint.nonce=x", "./...")
	res.WantExit(t, 0)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr))

	// An unknown flag is an error, not a silent no-op.
	res = e2etest.Run(t, dir, nil, "go", "vet", "-vettool="+bin, "-sharedclient.nosuchflag", "./...")
	if res.ExitCode == 0 || !strings.Contains(res.Stderr, "nosuchflag") {
		t.Errorf("unknown flag: exit %d\n%s", res.ExitCode, res.Stderr)
	}
}

// TestEmptyVettool documents a trap: an empty -vettool= (for example from an unset shell
// variable) runs the standard vet checks instead of fixturelint, and passes.
func TestEmptyVettool(t *testing.T) {
	e2etest.SkipShort(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")
	res := e2etest.Run(t, dir, nil, "go", "vet", "-vettool=", "./...")
	res.WantExit(t, 0)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr))
}

func TestCommand(t *testing.T) {
	e2etest.SkipShort(t)
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")

	// Given packages, the command runs go vet with itself as the vet tool: go vet's output
	// and exit status.
	res := e2etest.Run(t, dir, nil, bin, "./...")
	res.WantExit(t, 1)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr), findings...)

	res = e2etest.Run(t, dir, nil, bin, "-json", "./...")
	res.WantExit(t, 0)
	e2etest.AssertDiagnostics(t, e2etest.ParseJSON(t, res.Stdout), findings...)

	// -standalone analyses in one process; the analysis framework exits 3 on findings and
	// prints absolute paths.
	res = e2etest.Run(t, dir, nil, bin, "-standalone", "./...")
	res.WantExit(t, 3)
	ds := e2etest.ParseText(res.Stderr)
	e2etest.AssertDiagnostics(t, ds, findings...)
	for _, d := range ds {
		if !filepath.IsAbs(d.File) {
			t.Errorf("standalone: relative path in %v", d)
		}
	}

	// A clean module passes.
	clean := e2etest.CopyModule(t, "testdata/integrations/clean")
	res = e2etest.Run(t, clean, nil, bin, "./...")
	res.WantExit(t, 0)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr))
}

// TestToolDirective runs fixturelint the way a module that pins it with a go.mod tool
// directive does.
func TestToolDirective(t *testing.T) {
	e2etest.SkipShort(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/tooluser")
	e2etest.Run(t, dir, nil, "go", "mod", "tidy").WantExit(t, 0)
	want := "api/api_test.go:5: fixturelint:ignore directive needs a reason after the check names"

	res := e2etest.Run(t, dir, nil, "go", "tool", "fixturelint", "./...")
	res.WantExit(t, 1)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr), want)

	res = e2etest.Run(t, dir, nil, "go", "tool", "-n", "fixturelint")
	res.WantExit(t, 0)
	tool := strings.TrimSpace(res.Stdout)
	if _, err := os.Stat(tool); err != nil {
		t.Fatalf("go tool -n fixturelint: %v", err)
	}
	res = e2etest.Run(t, dir, nil, "go", "vet", "-vettool="+tool, "./...")
	res.WantExit(t, 1)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr), want)
}
