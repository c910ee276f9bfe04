package guardproof_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var (
	runs     = flag.Int("guardproof.runs", 3, "runs of each suite's test binary with the guard, and as many without")
	parallel = flag.Int("guardproof.parallel", 8, "-test.parallel of the suites' runs")
	tableOut = flag.String("guardproof.table", "", "also write the results table (Markdown) to this file")
)

// gate enables the proof, which is too slow for go test ./...
const gate = "FIXTURELINT_GUARDPROOF"

// An edit replaces text that must occur exactly once in the suite's TestMain file.
type edit struct{ old, new string }

// importGuard adds the guard's import after the standard library's.
var importGuard = edit{"\t\"testing\"\n", "\t\"testing\"\n\n\t\"github.com/fixturelint/fixturelint/guard\"\n"}

var runMain = edit{"code := m.Run()", "code := guard.Main(m)"}

type suite struct {
	name, pkg string
	edits     []edit // to pkg/main_test.go, in the unfixed and the fixed suite alike
}

var suites = []suite{
	{
		name: "HTTP sessions",
		pkg:  "sessions",
		// The client the suite builds (one for all tests, or one per test once fixed).
		edits: []edit{importGuard, runMain, {"\tc.Logger = nil\n", "\tc.Logger = nil\n\tc.HTTPClient = guard.Client(c.HTTPClient)\n"}},
	},
	{
		name: "tokens",
		pkg:  "identity",
		// oauth2's clients and http.DefaultClient send through http.DefaultTransport.
		edits: []edit{importGuard, {"\tcode := m.Run()", "\thttp.DefaultTransport = guard.Transport(http.DefaultTransport)\n\tcode := guard.Main(m)"}},
	},
}

// The outcome of one binary's runs.
type outcome struct {
	runs            int
	failedOff       int // runs whose tests failed, without the guard
	failedOn        int // the same, with the guard
	flagged         int // runs with the guard whose report has misroutes
	flaggedPassing  int // of those, runs whose tests passed
	failedUnflagged int // runs with the guard whose tests failed (no data race), but whose report has none
	example         string
	misroutesPerRun []int
}

type row struct {
	suite         string
	before, after outcome
}

var rows []row

func TestMain(m *testing.M) {
	code := m.Run()
	if len(rows) > 0 {
		table := render(rows)
		fmt.Print("\n" + table)
		if *tableOut != "" {
			if err := os.WriteFile(*tableOut, []byte(table), 0o644); err != nil {
				fmt.Fprintln(os.Stderr, err)
				code = 1
			}
		}
	}
	os.Exit(code)
}

func TestGuardProof(t *testing.T) {
	if os.Getenv(gate) == "" {
		t.Skipf("set %s=1 to run the guard's proof on testdata/flaky", gate)
	}
	if *runs < 1 {
		t.Fatalf("-guardproof.runs=%d", *runs)
	}
	guardDir, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	flaky := filepath.Join(guardDir, "..", "testdata", "flaky")
	for _, s := range suites {
		t.Run(s.name, func(t *testing.T) {
			before := prove(t, guardDir, flaky, s, false)
			after := prove(t, guardDir, flaky, s, true)
			// A run is flagged when its tests' requests meet on the shared state; the runner
			// may also schedule the tests that share it one after another (no misroute; the
			// tests pass, or only the race detector sees their cache). What the guard must
			// not do is leave a failed assertion unexplained, or flag no run at all.
			if before.failedUnflagged != 0 {
				t.Errorf("unfixed suite: %d of the %d runs that failed with the guard (no data race) have no misroute in its report", before.failedUnflagged, before.failedOn)
			}
			if before.flagged == 0 {
				t.Errorf("unfixed suite: the guard flagged none of %d runs", before.runs)
			}
			if after.flagged != 0 || after.failedOn != 0 || after.failedOff != 0 {
				t.Errorf("fixed suite: %d runs flagged, %d failed with the guard, %d without; want none", after.flagged, after.failedOn, after.failedOff)
			}
			t.Logf("example report: %s", before.example)
			rows = append(rows, row{suite: s.name, before: before, after: after})
		})
	}
}

// prove builds the suite (fixed or not) with the guard and runs it.
func prove(t *testing.T, guardDir, flaky string, s suite, fixed bool) outcome {
	t.Helper()
	work := t.TempDir()
	mod := filepath.Join(work, "flaky")
	if err := os.CopyFS(mod, os.DirFS(flaky)); err != nil {
		t.Fatal(err)
	}
	pkgDir := filepath.Join(mod, s.pkg)
	if fixed {
		useHandFix(t, filepath.Join(mod, "fixed", s.pkg), pkgDir)
	}
	applyEdits(t, filepath.Join(pkgDir, "main_test.go"), s.edits)
	workFile := fmt.Sprintf("go 1.26.0\n\nuse ./flaky\nuse %s\n", guardDir)
	if err := os.WriteFile(filepath.Join(work, "go.work"), []byte(workFile), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(work, s.pkg+".test")
	build := exec.Command("go", "test", "-race", "-c", "-o", bin, "./"+s.pkg+"/")
	build.Dir = mod
	build.Env = append(os.Environ(), "GOWORK="+filepath.Join(work, "go.work"), "GOFLAGS=")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", build, err, out)
	}

	o := outcome{runs: *runs}
	for i := range *runs {
		// Alternate: without the guard, then with it, so both see the same machine.
		off, _, _, _ := runOnce(t, bin, pkgDir, "", true)
		if off {
			o.failedOff++
		}
		report := filepath.Join(work, fmt.Sprintf("guard-%d.json", i))
		failed, raced, misroutes, example := runOnce(t, bin, pkgDir, report, false)
		if failed {
			o.failedOn++
		}
		o.misroutesPerRun = append(o.misroutesPerRun, misroutes)
		if failed && !raced && misroutes == 0 {
			o.failedUnflagged++
		}
		if misroutes > 0 {
			o.flagged++
			if !failed {
				o.flaggedPassing++
			}
			if o.example == "" {
				o.example = example
			}
		}
	}
	t.Logf("%s (fixed %v): %+v", s.pkg, fixed, o)
	return o
}

// runOnce runs the test binary once; it returns whether its tests failed (a test's failure or
// a data race: the guard fails no test that it does not track), whether the race detector
// reported a race, and the misroutes the guard reported.
func runOnce(t *testing.T, bin, dir, report string, off bool) (failed, raced bool, misroutes int, example string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "-test.count=1", fmt.Sprintf("-test.parallel=%d", *parallel), "-test.timeout=2m")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GORACE=atexit_sleep_ms=0")
	if off {
		cmd.Env = append(cmd.Env, "FIXTURELINT_GUARD=off")
	} else {
		cmd.Env = append(cmd.Env, "FIXTURELINT_GUARD_JSON="+report)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	text := out.String()
	raced = strings.Contains(text, "WARNING: DATA RACE")
	failed = raced || strings.Contains(text, "--- FAIL") || strings.Contains(text, "\npanic: ")
	if err == nil && failed {
		t.Errorf("exit status 0 but the output shows a failure:\n%s", text)
	}
	if off {
		if strings.Contains(text, "guard:") {
			t.Errorf("FIXTURELINT_GUARD=off, but the guard printed:\n%s", text)
		}
		return failed, raced, 0, ""
	}
	data, rerr := os.ReadFile(report)
	if rerr != nil {
		t.Fatalf("no guard report (%v); exit %v:\n%s", rerr, err, text)
	}
	var rep struct {
		Misroutes []struct{ Message string }
	}
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Misroutes) > 0 {
		example = rep.Misroutes[0].Message
		if err == nil {
			t.Errorf("the guard reported %d misroutes, but the binary exited 0", len(rep.Misroutes))
		}
	}
	return failed, raced, len(rep.Misroutes), example
}

func applyEdits(t *testing.T, file string, edits []edit) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	src := string(data)
	for _, e := range edits {
		if n := strings.Count(src, e.old); n != 1 {
			t.Fatalf("%s: %q occurs %d times, want once", file, e.old, n)
		}
		src = strings.Replace(src, e.old, e.new, 1)
	}
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
}

// useHandFix replaces the suite's test files with the fixed ones.
func useHandFix(t *testing.T, fixedDir, pkgDir string) {
	t.Helper()
	old, _ := filepath.Glob(filepath.Join(pkgDir, "*_test.go"))
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			t.Fatal(err)
		}
	}
	fixed, _ := filepath.Glob(filepath.Join(fixedDir, "*_test.go"))
	if len(fixed) == 0 {
		t.Fatalf("no fixed suite in %s", fixedDir)
	}
	for _, f := range fixed {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(pkgDir, filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func render(rows []row) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d runs of each suite's test binary (`go test -race -c`) with the guard and %d without, alternating, `-test.parallel=%d`\n\n", *runs, *runs, *parallel)
	b.WriteString("| suite | failing runs without the guard | failing runs with the guard | runs the guard flags | of which passed | fixed: failing runs | fixed: runs the guard flags |\n")
	b.WriteString("|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		n := r.before.runs
		fmt.Fprintf(&b, "| %s | %d/%d | %d/%d | %d/%d | %d | %d/%d | %d/%d |\n", r.suite,
			r.before.failedOff, n, r.before.failedOn, n, r.before.flagged, n, r.before.flaggedPassing,
			r.after.failedOff+r.after.failedOn, 2*r.after.runs, r.after.flagged, r.after.runs)
	}
	return b.String()
}
