package sharedclient_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/sharedclient"
	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// setFlag sets the check's flag name to value until t ends.
func setFlag(t *testing.T, name, value string) {
	e2etest.SetFlag(t, sharedclient.Analyzer, name, value)
}

// TestRules runs every rule in default mode. The packages are analysed in one run, since
// loading net/http from source dominates the time. Each package is one rule's positive and
// negative cases, and each file with fixes has a .golden file.
func TestRules(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), sharedclient.Analyzer,
		"wrapper",         // structs that hold a client, one and two levels deep
		"crosspkg",        // variables and helpers of another package
		"globaldefault",   // rule global-default: DefaultClient/DefaultTransport, httpmock, gock
		"defaultclose",    // rule default-transport-close
		"noclose",         // ... not reported when no test closes a server
		"closehelper",     // ... reported when a helper package closes them
		"closewrapped",    // ... through another package's helper, or a closer it returns
		"closenotcalled",  // ... not reported when the package calls no helper that closes them
		"closeundertest",  // ... through the clients of the code under test, or the default handed to it
		"closesequential", // ... not reported when only sequential tests call the helper that closes them
		"closeonce",       // ... not reported for the one subtest of a one-case table
		"closemethod",     // ... by the branch of the handler that the request's method takes
		"closeskipped",    // ... not reported in a test that always skips before it
		"closeitself",     // ... through code under test that sends with the default client itself
		"subtests",        // subtests, helpers that call t.Parallel, b.RunParallel, generics, directives
		"nontestvar",      // variables declared in non-test files
		"leaked",          // rule leaked: http.DefaultClient, directly, through helpers and libraries
		"leakedtransport",
		"leakedreset",  // ... restored by a reset function that a library returns
		"leakedalone",  // ... not reported when only the changing test uses it
		"leakedshared", // ... a package-level client
		"leakedsetter", // ... set through another package's setter, which stores the argument
		"guardedlive",  // writes that run only once a test replaced http.DefaultTransport
		"guardedvia",   // ... replaced through a helper of another package
		"guardeddead",  // ... not reported when no test does
	)
}

// TestRealLibraries runs the cases that need a third-party library on the real library, at
// the versions testdata/real/go.mod pins, in one load:
//
//   - the mock registry rule (global-mock) and global-default on the real httpmock and gock:
//     parallel tests that activate, register or reset mocks on the one registry, directly,
//     through Activate(t) in parallel subtests, on a client of their own, through gock in an
//     external test package that does not import net/http (gockexternal, gockonly), and at
//     gock's gopkg.in path; and, not reported, tests with a mock transport of their own and
//     sequential ones;
//   - mutated: field writes, methods, aliases, helpers and copies of resty, go-retryablehttp
//     and gorilla/websocket clients as well as net/http's;
//   - stateful: cookie jars, resty auth state, gorilla and coder websocket connections;
//   - govcr, ctxclient: default-transport-close through a library client over
//     http.DefaultTransport (a go-vcr recorder), and an oauth2 client unless its context may
//     carry the client to use;
//   - teardown: rule teardown-before-parallel, with httpmock's and gock's teardown functions;
//   - ginkgoteardown: the leaked rule with Ginkgo v2, restored by a teardown node only when it
//     runs after the spec.
func TestRealLibraries(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(analysistest.TestData(), "real")
	e2etest.DownloadModules(t, dir)
	analysistest.RunWithSuggestedFixes(t, dir, sharedclient.Analyzer, "./...")
}

// TestFlags runs with both flags set: strict mode, which reports the shared clients that
// nothing mutates, and -sharedclient.types, which makes sdk.Client a shared transport.
func TestFlags(t *testing.T) {
	setFlag(t, "strict", "true")
	setFlag(t, "types", "sdk.Client")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), sharedclient.Analyzer, "strict", "customtypes", "closeunknown")
}

// TestLibraryState checks the leaked rule on a package's own library code, whose files both
// the package and its test variant hold (so a // want there would fail the package without
// tests): the setter that stores its argument is the caller's change, the record of the
// process's transport that Install keeps is not.
func TestLibraryState(t *testing.T) {
	t.Parallel()
	c := new(collector)
	var got []string
	for _, r := range analysistest.Run(c, analysistest.TestData(), sharedclient.Analyzer, "leakedbook") {
		for _, d := range r.Diagnostics {
			p := r.Pass.Fset.Position(d.Pos)
			got = append(got, fmt.Sprintf("%s:%d: %s: %s", filepath.Base(p.Filename), p.Line, d.Category, d.Message))
		}
	}
	want := `book.go:21: leaked: shared client "Client" is mutated here (reassigned) by sequential test TestSetClient and not restored, so other tests that use it inherit the change (TestUsesClient); restore it with t.Cleanup, or give each test its own client`
	if len(got) != 1 || got[0] != want {
		t.Errorf("diagnostics:\n%s\nwant only:\n%s", strings.Join(got, "\n"), want)
	}
}

// collector is an analysistest.Testing that keeps the errors instead of failing.
type collector struct{ errs []string }

func (c *collector) Errorf(format string, args ...any) {
	c.errs = append(c.errs, fmt.Sprintf(format, args...))
}

// TestFixesCompileAndAreIdempotent applies every golden file to a copy of the testdata and
// analyses the result again: it must type-check, and no diagnostic may offer a fix any more
// (a second -fix changes nothing). The packages on stand-ins of net/http's users and those on
// the real libraries (the testdata module testdata/real) are checked alike.
func TestFixesCompileAndAreIdempotent(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses the fixed testdata again")
	}
	t.Parallel()
	t.Run("src", func(t *testing.T) {
		t.Parallel()
		checkFixed(t, analysistest.TestData(), "src", func(dir string) string { return filepath.Base(dir) })
	})
	t.Run("real", func(t *testing.T) {
		t.Parallel()
		mod := filepath.Join(analysistest.TestData(), "real")
		e2etest.DownloadModules(t, mod)
		checkFixed(t, mod, ".", func(dir string) string { return "./" + filepath.ToSlash(dir) })
	})
}

// checkFixed copies the tree under root/sub to a temporary directory, with each file that has
// a .golden file replaced by it, and analyses the packages that had golden files; pattern
// gives the package pattern of a directory relative to sub.
func checkFixed(t *testing.T, root, sub string, pattern func(dir string) string) {
	t.Helper()
	dir := t.TempDir()
	var pkgs []string
	err := filepath.WalkDir(filepath.Join(root, sub), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		dst := filepath.Join(dir, strings.TrimSuffix(rel, ".golden"))
		if !strings.HasSuffix(path, ".golden") {
			if _, err := os.Stat(path + ".golden"); err == nil {
				return nil // replaced by its golden file
			}
		} else {
			pkgDir, _ := filepath.Rel(filepath.Join(root, sub), filepath.Dir(path))
			if p := pattern(pkgDir); !slices.Contains(pkgs, p) {
				pkgs = append(pkgs, p)
			}
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) == 0 {
		t.Fatal("no golden files")
	}
	c := new(collector)
	results := analysistest.Run(c, dir, sharedclient.Analyzer, pkgs...)
	for _, e := range c.errs {
		// The fixed files keep the original // want comments; only other errors count.
		if !strings.Contains(e, "no diagnostic was reported matching") && !strings.Contains(e, "unexpected diagnostic") &&
			!strings.Contains(e, "does not match pattern") {
			t.Errorf("fixed testdata: %s", e)
		}
	}
	if len(results) == 0 {
		t.Fatal("no results")
	}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("%s: after the fixes, still offers a fix: %s", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
}
