package flakyproof_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

var (
	runs     = flag.Int("flakyproof.runs", 3, "runs of each suite's test binary, before and after the fix")
	parallel = flag.Int("flakyproof.parallel", 8, "-test.parallel of the suites' runs")
	tableOut = flag.String("flakyproof.table", "", "also write the results table (Markdown) to this file")
)

// gate is the environment variable that enables the proof: it runs every suite many times
// under the race detector, which is too slow for `go test ./...`.
const gate = "FIXTURELINT_FLAKYPROOF"

// module is the testdata module holding the suites, relative to the repository root.
const module = "testdata/flaky"

// A finding is one diagnostic that fixturelint must report on a suite.
type finding struct {
	analyzer string
	category string
	want     string // "FILE:LINE: REGEXP", FILE relative to the module root
}

// A suite is one package of the testdata module.
type suite struct {
	name     string // as shown in the table
	pkg      string // directory in the module
	findings []finding

	// handFix, when set, says why a finding has no automatic fix: the proof then uses the
	// hand fix in fixed/<pkg> (the fix the diagnostic's message describes) instead of -fix.
	handFix string
}

var suites = []suite{
	{
		name: "HTTP sessions",
		pkg:  "sessions",
		findings: []finding{
			{"sharedclient", "stateful", `sessions/sessions_test.go:12: shared client "api" has a cookie jar and is used by parallel test TestWhoAmI`},
			{"sharedclient", "stateful", `sessions/sessions_test.go:33: shared client "api" has a cookie jar and is used by parallel test TestCart`},
			{"sharedclient", "stateful", `sessions/sessions_test.go:49: shared client "api" has a cookie jar and is used by parallel test TestSessionRefresh`},
			{"sharedclient", "stateful", `sessions/sessions_test.go:62: shared client "api" has a cookie jar and is used by parallel test TestUnknownUser`},
		},
		handFix: "the tests reach the client through helpers (login, whoami, cart...) that read the package-level variable, " +
			"so a client declared in the test would not reach them: the helpers take the test's client instead",
	},
	{
		name: "tokens",
		pkg:  "identity",
		findings: []finding{
			// The helper's write is one finding, at the write, for every test that calls it.
			{"tokencache", "racy-write", `identity/main_test.go:63: data race: parallel test TestProfile/\* writes token cache tokens`},
			{"tokencache", "racy-write", `identity/identity_test.go:67: data race: parallel test TestTokenRefresh/\* writes token cache tokens`},
			{"tokencache", "refreshed", `identity/identity_test.go:27: parallel test TestProfile/\* reads token cache tokens while .* refreshes it`},
			{"tokencache", "refreshed", `identity/identity_test.go:49: parallel test TestOrders/\* reads token cache tokens while .* refreshes it`},
			{"tokencache", "refreshed", `identity/identity_test.go:62: parallel test TestTokenRefresh/\* reads token cache tokens while .* refreshes it`},
		},
		handFix: "the cache is filled by a helper that other helpers call, so it cannot move into one test: " +
			"each test makes its own cache and passes it to the helpers",
	},
	{
		name: "HTTP mocks",
		pkg:  "catalog",
		findings: []finding{
			// One finding per test: each is where a mock transport of the test's own goes.
			{"sharedclient", "global-mock", `catalog/catalog_test.go:22: test TestShoes uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it`},
			{"sharedclient", "global-mock", `catalog/catalog_test.go:39: test TestHats uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it`},
			{"sharedclient", "global-mock", `catalog/catalog_test.go:56: test TestGloves uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it`},
			{"sharedclient", "global-mock", `catalog/catalog_test.go:72: test TestScarves uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it`},
			{"sharedclient", "global-mock", `catalog/catalog_test.go:86: test TestMissing uses httpmock's mock registry httpmock.DefaultTransport through httpmock.Activate while other tests use it`},
		},
	},
	{
		name: "Kafka",
		pkg:  "orders",
		findings: []finding{
			// One finding at the helper that writes the group, for the three tests that call it.
			{"kafkagroup", "parallel", `orders/main_test.go:76: constant consumer group "billing-service" reaches kgo.ConsumerGroup via orders_test.newConsumer in parallel test TestOrderEvents`},
		},
	},
}

// A row of the results table.
type row struct {
	suite    string
	findings string
	fix      string
	before   outcome
	after    outcome
}

// The outcome of the runs of one test binary.
type outcome struct {
	failed, runs int
	wall         time.Duration // mean per run
	reasons      map[string]int
}

var rows []row

func TestMain(m *testing.M) {
	code := m.Run()
	if len(rows) > 0 {
		table := renderTable(rows)
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

func TestFlakyProof(t *testing.T) {
	e2etest.Gate(t, gate)
	if *runs < 1 {
		t.Fatalf("-flakyproof.runs=%d: need at least one run", *runs)
	}
	bin := e2etest.Binary(t)
	for _, s := range suites {
		t.Run(s.name, func(t *testing.T) { prove(t, bin, s) })
	}
}

// prove runs the whole proof for one suite on a fresh copy of the module.
func prove(t *testing.T, bin string, s suite) {
	dir := e2etest.CopyModule(t, module)
	pkg := "./" + s.pkg + "/"
	pkgDir := filepath.Join(dir, s.pkg)

	// The findings are exactly the expected ones.
	got := diagnostics(t, bin, dir, pkg)
	assertFindings(t, got, s.findings)

	// The unfixed suite fails.
	before := runSuite(t, dir, s.pkg)
	if before.failed == 0 {
		t.Errorf("unfixed suite passed all %d runs; it must fail for the proof to mean anything", before.runs)
	}

	// Fix it: with -fix, or with the hand fix where there is no automatic fix by design.
	fix := "`fixturelint -fix`"
	if s.handFix != "" {
		fix = "hand fix in `fixed/" + s.pkg + "`"
		t.Logf("no automatic fix for every finding: %s", s.handFix)
		if offered := countFixes(got); offered > 0 {
			// The fixes that are offered must still be safe: apply them to another copy.
			t.Run("offered fixes", func(t *testing.T) {
				other := e2etest.CopyModule(t, module)
				autoFix(t, bin, other, s.pkg)
				if vet := e2etest.Run(t, other, nil, "go", "vet", pkg); vet.ExitCode != 0 {
					t.Errorf("go vet %s after the %d offered fixes: exit %d\n%s", pkg, offered, vet.ExitCode, vet.Stderr)
				}
			})
			fix += fmt.Sprintf(" (`-fix` offers fixes for %d of the %d findings)", offered, len(got))
		}
		applyHandFix(t, filepath.Join(dir, "fixed", s.pkg), pkgDir)
	} else {
		autoFix(t, bin, dir, s.pkg)
	}
	vet := e2etest.Run(t, dir, nil, "go", "vet", pkg)
	if vet.ExitCode != 0 {
		t.Fatalf("go vet %s after the fix: exit %d\n%s", pkg, vet.ExitCode, vet.Stderr)
	}
	if left := diagnostics(t, bin, dir, pkg); len(left) > 0 {
		t.Errorf("fixturelint still reports after the fix:\n%s", list(left))
	}

	// The fixed suite never fails.
	after := runSuite(t, dir, s.pkg)
	if after.failed > 0 {
		t.Errorf("fixed suite failed %d of %d runs", after.failed, after.runs)
	}
	rows = append(rows, row{suite: s.name, findings: summarize(got), fix: fix, before: before, after: after})
}

// autoFix applies fixturelint -fix to the package pkg of the module copy dir, and checks that
// it changed something, that a second -fix changes nothing more, and (only logging) that the
// result is gofmt-formatted.
func autoFix(t *testing.T, bin, dir, pkg string) {
	t.Helper()
	pkgDir := filepath.Join(dir, pkg)
	orig := snapshot(t, pkgDir)
	e2etest.Run(t, dir, nil, bin, "-fix", "./"+pkg+"/")
	fixed := snapshot(t, pkgDir)
	if equalSnapshots(orig, fixed) {
		t.Fatalf("fixturelint -fix changed nothing in %s", pkg)
	}
	logDiff(t, dir, orig, pkgDir)
	e2etest.Run(t, dir, nil, bin, "-fix", "./"+pkg+"/")
	if again := snapshot(t, pkgDir); !equalSnapshots(fixed, again) {
		t.Errorf("a second fixturelint -fix changed %s again: the fixes are not idempotent", pkg)
		logDiff(t, dir, fixed, pkgDir)
	}
	if res := e2etest.Run(t, pkgDir, nil, "gofmt", "-l", "."); strings.TrimSpace(res.Stdout) != "" {
		t.Logf("note: not gofmt-formatted after -fix:\n%s", res.Stdout)
	}
}

func countFixes(ds []e2etest.Diagnostic) int {
	n := 0
	for _, d := range ds {
		if d.Fixes > 0 {
			n++
		}
	}
	return n
}

// diagnostics runs fixturelint -json on pkg.
func diagnostics(t *testing.T, bin, dir, pkg string) []e2etest.Diagnostic {
	t.Helper()
	res := e2etest.Run(t, dir, nil, bin, "-json", pkg)
	if res.ExitCode != 0 {
		t.Fatalf("%s: exit %d\n%s%s", res.Cmd, res.ExitCode, res.Stdout, res.Stderr)
	}
	ds := e2etest.ParseJSON(t, res.Stdout+"\n"+res.Stderr)
	for i := range ds {
		if rel, err := filepath.Rel(dir, ds[i].File); err == nil && !strings.HasPrefix(rel, "..") {
			ds[i].File = filepath.ToSlash(rel)
		}
	}
	return ds
}

// assertFindings checks got against want one to one: each want by analyzer, category, file,
// line and message.
func assertFindings(t *testing.T, got []e2etest.Diagnostic, want []finding) {
	t.Helper()
	type key struct{ analyzer, category string }
	byKey := map[key][]e2etest.Diagnostic{}
	for _, d := range got {
		k := key{d.Analyzer, d.Category}
		byKey[k] = append(byKey[k], d)
	}
	wantByKey := map[key][]string{}
	for _, f := range want {
		k := key{f.analyzer, f.category}
		wantByKey[k] = append(wantByKey[k], f.want)
	}
	for k, ws := range wantByKey {
		t.Run(k.analyzer+"."+k.category, func(t *testing.T) {
			e2etest.AssertDiagnostics(t, byKey[k], ws...)
		})
	}
	for k, ds := range byKey {
		if _, ok := wantByKey[k]; !ok {
			t.Errorf("unexpected %s findings (category %q):\n%s", k.analyzer, k.category, list(ds))
		}
	}
}

func list(ds []e2etest.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "\t%s (%s)\n", d, d.Category)
	}
	return b.String()
}

// summarize says how many findings of which category there are: "3 kafkagroup (parallel 1, reused 2)".
func summarize(ds []e2etest.Diagnostic) string {
	byAnalyzer := map[string]map[string]int{}
	for _, d := range ds {
		if byAnalyzer[d.Analyzer] == nil {
			byAnalyzer[d.Analyzer] = map[string]int{}
		}
		byAnalyzer[d.Analyzer][d.Category]++
	}
	var parts []string
	for _, a := range sortedKeys(byAnalyzer) {
		n, cats := 0, []string{}
		for _, c := range sortedKeys(byAnalyzer[a]) {
			n += byAnalyzer[a][c]
			cats = append(cats, fmt.Sprintf("%s %d", c, byAnalyzer[a][c]))
		}
		parts = append(parts, fmt.Sprintf("%d `%s` (%s)", n, a, strings.Join(cats, ", ")))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "; ")
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// runSuite builds the race-enabled test binary of the package and runs it -flakyproof.runs
// times, each as a fresh process with -test.count=1, as N separate CI runs would: within
// one process the race detector reports each racing pair of accesses only once, and the
// fixtures started in TestMain would carry state from one repetition to the next.
func runSuite(t *testing.T, dir, pkg string) outcome {
	t.Helper()
	testBin := filepath.Join(t.TempDir(), pkg+".test")
	build := e2etest.Run(t, dir, nil, "go", "test", "-race", "-c", "-o", testBin, "./"+pkg+"/")
	if build.ExitCode != 0 {
		t.Fatalf("%s: exit %d\n%s", build.Cmd, build.ExitCode, build.Stderr)
	}
	out := outcome{runs: *runs, reasons: map[string]int{}}
	var total time.Duration
	sampled := false
	for i := 0; i < *runs; i++ {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		cmd := exec.CommandContext(ctx, testBin, "-test.count=1", fmt.Sprintf("-test.parallel=%d", *parallel), "-test.timeout=2m")
		cmd.Dir = filepath.Join(dir, pkg)
		// Without the race detector's one-second pause at a clean exit, the times compare
		// the tests' own work.
		cmd.Env = append(os.Environ(), "GORACE=atexit_sleep_ms=0")
		var output bytes.Buffer
		cmd.Stdout, cmd.Stderr = &output, &output
		start := time.Now()
		err := cmd.Run()
		total += time.Since(start)
		cancel()
		if err == nil {
			continue
		}
		out.failed++
		for _, r := range reasons(output.String()) {
			out.reasons[r]++
		}
		if !sampled {
			sampled = true
			t.Logf("run %d of %s failed (%v); its failures:\n%s", i+1, pkg, err, failureLines(output.String()))
		}
	}
	out.wall = total / time.Duration(*runs)
	t.Logf("%s: %d of %d runs failed %v, %s per run", pkg, out.failed, out.runs, out.reasons, out.wall.Round(10*time.Millisecond))
	return out
}

var testMessage = regexp.MustCompile(`^\s+\w+_test\.go:\d+: `)

var raceMessage = regexp.MustCompile(`^\s+testing\.go:\d+: race detected`)

// reasons classifies why a run failed.
func reasons(output string) []string {
	var rs []string
	if strings.Contains(output, "WARNING: DATA RACE") {
		rs = append(rs, "data race")
	}
	if strings.Contains(output, "fatal error:") || strings.Contains(output, "\npanic:") {
		rs = append(rs, "crash")
	}
	for _, line := range strings.Split(output, "\n") {
		if testMessage.MatchString(line) {
			rs = append(rs, "assertion")
			break
		}
	}
	if strings.Contains(output, "panic: test timed out") {
		rs = append(rs, "timeout")
	}
	return rs
}

// failureLines returns the lines of output that say what failed.
func failureLines(output string) string {
	var lines []string
	for _, line := range strings.Split(output, "\n") {
		if testMessage.MatchString(line) || raceMessage.MatchString(line) || strings.HasPrefix(strings.TrimSpace(line), "--- FAIL") ||
			strings.HasPrefix(line, "WARNING: DATA RACE") || strings.HasPrefix(line, "fatal error:") {
			lines = append(lines, "\t"+line)
		}
		if len(lines) == 20 {
			lines = append(lines, "\t...")
			break
		}
	}
	return strings.Join(lines, "\n")
}

// applyHandFix replaces the suite's test files with the hand-fixed ones in fixedDir.
func applyHandFix(t *testing.T, fixedDir, pkgDir string) {
	t.Helper()
	old, _ := filepath.Glob(filepath.Join(pkgDir, "*_test.go"))
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			t.Fatal(err)
		}
	}
	fixed, _ := filepath.Glob(filepath.Join(fixedDir, "*_test.go"))
	if len(fixed) == 0 {
		t.Fatalf("no hand fix in %s", fixedDir)
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

// snapshot returns the contents of the Go files under dir.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		files[path] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func equalSnapshots(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// logDiff logs how the files under pkgDir differ from the snapshot old.
func logDiff(t *testing.T, dir string, old map[string]string, pkgDir string) {
	t.Helper()
	now := snapshot(t, pkgDir)
	for _, path := range sortedKeys(now) {
		if old[path] == now[path] {
			continue
		}
		before := filepath.Join(t.TempDir(), "before.go")
		if err := os.WriteFile(before, []byte(old[path]), 0o644); err != nil {
			t.Fatal(err)
		}
		res := e2etest.Run(t, dir, nil, "git", "diff", "--no-index", "--no-color", before, path)
		t.Logf("%s:\n%s", path, res.Stdout)
	}
}

// renderTable renders the results as a Markdown table.
func renderTable(rows []row) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d runs of each suite's test binary (`go test -race -c`), each run `-test.count=1 -test.parallel=%d`\n\n", *runs, *parallel)
	b.WriteString("| suite | findings | fix | failing runs before | failing runs after | time per run before | time per run after |\n")
	b.WriteString("|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %d/%d | %s | %s |\n", r.suite, r.findings, r.fix,
			failures(r.before), r.after.failed, r.after.runs,
			r.before.wall.Round(10*time.Millisecond), r.after.wall.Round(10*time.Millisecond))
	}
	return b.String()
}

// failures formats "17/20 (assertion 15, data race 12)".
func failures(o outcome) string {
	s := fmt.Sprintf("%d/%d", o.failed, o.runs)
	var rs []string
	for _, r := range sortedKeys(o.reasons) {
		rs = append(rs, fmt.Sprintf("%s %d", r, o.reasons[r]))
	}
	if len(rs) > 0 {
		s += " (" + strings.Join(rs, ", ") + ")"
	}
	return s
}
