package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// Findings of testdata/integrations/findings, as "FILE:LINE: REGEXP".
var (
	directiveFinding = "directive/directive_test.go:5: ^fixturelint:ignore directive needs a reason after the check names$"
	aliceFinding     = `api/api_test.go:41: ^shared client "client" has a cookie jar and is used by parallel test TestAlice; give each test its own client$`
	bobFinding       = `api/api_test.go:52: ^shared client "client" has a cookie jar and is used by parallel test TestBob; give each test its own client$`
	strictFinding    = `strict/strict_test.go:17: ^shared client "api" is used by parallel test TestPing; give each test its own client$`

	// findings are those of a default run.
	findings = []string{directiveFinding, aliceFinding, bobFinding}
)

// fixedTest is a line that the sharedclient fix adds to TestAlice and TestBob.
const fixedTest = "\tt.Parallel()\n\tclient := newClient(t)\n"

func TestGoVet(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")
	ran := func(res e2etest.Result) bool { return strings.Contains(res.Stderr, bin+" -json ") }

	// go vet exits 1 when the tool reports findings. The copy is new, so go vet runs the
	// tool on its packages (-x shows the command).
	first := e2etest.Run(t, dir, nil, "go", "vet", "-x", "-vettool="+bin, "./...")
	first.WantExit(t, 1)
	ds := e2etest.ParseText(first.Stderr)
	e2etest.AssertDiagnostics(t, ds, findings...)
	for _, d := range ds {
		// The declaration, then the other test that uses the client at the same time.
		if strings.HasPrefix(d.Message, "shared client") && (len(d.Related) != 2 ||
			!strings.HasSuffix(d.Related[0], "api_test.go:11:5: client is declared here") || !strings.Contains(d.Related[1], "also used by Test")) {
			t.Errorf("related information of %v: %q", d, d.Related)
		}
	}
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
	t.Parallel()
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")

	// With -json, go vet prints the findings on stdout and exits 0.
	res := e2etest.Run(t, dir, nil, "go", "vet", "-vettool="+bin, "-json", "./...")
	res.WantExit(t, 0)
	ds := e2etest.ParseJSON(t, res.Stdout)
	e2etest.AssertDiagnostics(t, ds, findings...)
	for _, d := range ds {
		want := map[string]string{"fixturelint": "directive", "sharedclient": "stateful"}[d.Analyzer]
		if d.Category != want {
			t.Errorf("%v: category %q, want %q", d, d.Category, want)
		}
		if d.Analyzer == "sharedclient" && d.Fixes != 1 {
			t.Errorf("%v: %d suggested fixes, want 1", d, d.Fixes)
		}
	}
}

func TestGoVetFlags(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")

	// Each set of flags costs a new analysis of every dependency (go vet caches results per
	// flags), so one run checks several: -<check>.<flag> reaches the analyzer, and
	// -fixturelint=false silences only the engine's own diagnostics (the checks still
	// require it).
	res := e2etest.Run(t, dir, nil, "go", "vet", "-vettool="+bin, "-fixturelint=false", "-sharedclient.strict", "./...")
	res.WantExit(t, 1)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr), aliceFinding, bobFinding, strictFinding)

	// An unknown flag is an error, not a silent no-op.
	res = e2etest.Run(t, dir, nil, "go", "vet", "-vettool="+bin, "-sharedclient.nosuchflag", "./...")
	if res.ExitCode == 0 || !strings.Contains(res.Stderr, "nosuchflag") {
		t.Errorf("unknown flag: exit %d\n%s", res.ExitCode, res.Stderr)
	}
}

// TestGoVetFix applies the suggested fixes with go vet -fix: -diff shows them and leaves the
// files alone, -fix writes them, the fixed module builds and its tests pass, the fixed
// findings are gone, and a second -fix changes nothing.
func TestGoVetFix(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	testFix(t, "go", "vet", "-vettool="+bin, "-fix")
}

// TestGoFix does the same with go fix -fixtool.
func TestGoFix(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	testFix(t, "go", "fix", "-fixtool="+bin)
}

func testFix(t *testing.T, fixCmd ...string) {
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")
	file := filepath.Join(dir, "api", "api_test.go")
	before := readFile(t, file)
	run := func(args ...string) e2etest.Result {
		return e2etest.Run(t, dir, nil, fixCmd[0], append(append(fixCmd[1:len(fixCmd):len(fixCmd)], args...), "./...")...)
	}

	// -diff prints the fixes as a unified diff, exits 1, and changes nothing.
	res := run("-diff")
	res.WantExit(t, 1)
	if !strings.Contains(res.Stdout, "+++ "+file+" (new)") || strings.Count(res.Stdout, "+\tclient := newClient(t)\n") != 2 {
		t.Errorf("-diff output:\n%s", res.Stdout)
	}
	if readFile(t, file) != before {
		t.Fatalf("-diff changed %s", file)
	}

	// The fix writes the files and exits 0; the findings it cannot fix are not printed.
	res = run()
	res.WantExit(t, 0)
	after := readFile(t, file)
	if strings.Count(after, fixedTest) != 2 || !strings.Contains(after, "func newClient(t testing.TB) *http.Client {") {
		t.Fatalf("fixed file:\n%s", after)
	}

	// What remains is the finding without a fix; the module builds and its tests pass.
	res = e2etest.Run(t, dir, nil, bin, "./...")
	res.WantExit(t, 1)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr), directiveFinding)
	e2etest.Run(t, dir, nil, "go", "test", "-count=1", "./...").WantExit(t, 0)

	// A second fix finds nothing to do.
	run().WantExit(t, 0)
	if readFile(t, file) != after {
		t.Errorf("second fix changed %s", file)
	}
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestEmptyVettool documents a trap: an empty -vettool= (for example from an unset shell
// variable) runs the standard vet checks instead of fixturelint, and passes.
func TestEmptyVettool(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")
	res := e2etest.Run(t, dir, nil, "go", "vet", "-vettool=", "./...")
	res.WantExit(t, 0)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr))
}

func TestCommand(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
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

// toolUserFinding is the finding in testdata/integrations/tooluser.
const toolUserFinding = "api/api_test.go:5: ^fixturelint:ignore directive needs a reason after the check names$"

// TestToolDirective runs fixturelint the way a module that pins it with a go.mod tool
// directive does.
func TestToolDirective(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	dir := e2etest.CopyModule(t, "testdata/integrations/tooluser")
	e2etest.Run(t, dir, nil, "go", "mod", "tidy").WantExit(t, 0)
	want := toolUserFinding

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

// TestTrimpath runs the command on two identical copies of a module with -trimpath, under
// which the go command leaves the package directory out of its vet cache key: the second
// copy must still get its own file names in the findings and its own files fixed.
func TestTrimpath(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	env := []string{"GOFLAGS=-trimpath"}
	first := e2etest.CopyModule(t, "testdata/integrations/findings")
	e2etest.Run(t, first, env, bin, "./...").WantExit(t, 1)
	e2etest.Run(t, first, env, bin, "-fix", "./...").WantExit(t, 0)

	second := e2etest.CopyModule(t, "testdata/integrations/findings")
	res := e2etest.Run(t, second, env, bin, "./...")
	res.WantExit(t, 1)
	ds := e2etest.ParseText(res.Stderr)
	e2etest.AssertDiagnostics(t, ds, findings...)
	for _, d := range ds {
		if strings.HasPrefix(d.File, "..") || filepath.IsAbs(d.File) && !strings.HasPrefix(d.File, second) {
			t.Errorf("finding in the second copy names a file outside it: %v", d)
		}
	}
	e2etest.Run(t, second, env, bin, "-fix", "./...").WantExit(t, 0)
	if got := readFile(t, filepath.Join(second, "api", "api_test.go")); strings.Count(got, fixedTest) != 2 {
		t.Errorf("-fix did not fix the second copy:\n%s", got)
	}
}
