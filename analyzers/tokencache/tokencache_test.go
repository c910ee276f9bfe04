package tokencache_test

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/tokencache"
	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// rulePackages are the testdata packages checked with the default flags.
var rulePackages = []string{
	"negatives", "memofill", "crosspkg", "schedule", "fixmove", "fixhelper", "nofix", "leaked", "envrace", "envleak", "envlookup", "envrestore", "envputback", "envcallback", "envmapkeys", "envtables",
}

// realPackages are the packages of the testdata module testdata/real, checked with the
// default flags: the cases on the real third-party libraries at the versions its go.mod pins
// (golang.org/x/oauth2, gRPC, resty, gorilla/websocket, Ginkgo v1 and v2, the AWS SDK v2 config).
var realPackages = []string{
	"./racywrite", "./refreshed", "./sharedsource", "./testmain", "./sinks", "./sources", "./ginkgoenv", "./ginkgoorder", "./envlibrary", "./tagconfig", "./prefixconfig", "./viperenv", "./viperbound",
}

// TestRules checks every rule's positive and negative cases, and every fix against its
// .golden file, on the stand-in packages under testdata/src and on the real libraries in
// testdata/real. It then applies the fixes (the .golden files) and checks that the fixed
// packages compile and that only the findings without a fix remain: the fixes are
// idempotent.
func TestRules(t *testing.T) {
	var (
		mu      sync.Mutex
		results []*analysistest.Result
	)
	t.Run("group", func(t *testing.T) {
		t.Run("src", func(t *testing.T) {
			t.Parallel()
			rs := checkRules(t, analysistest.TestData(), rulePackages)
			mu.Lock()
			results = append(results, rs...)
			mu.Unlock()
		})
		t.Run("real", func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(analysistest.TestData(), "real")
			e2etest.DownloadModules(t, dir)
			rs := checkRules(t, dir, realPackages)
			mu.Lock()
			results = append(results, rs...)
			mu.Unlock()
		})
	})
	if !t.Failed() {
		checkEvidence(t, results)
	}
}

// checkRules runs the analyzer with its fixes on pkgs of the testdata tree dir (a GOPATH
// tree, or a module when dir has a go.mod), then on a copy with the fixes applied, and
// returns the first run's results.
func checkRules(t *testing.T, dir string, pkgs []string) []*analysistest.Result {
	t.Helper()
	results := analysistest.RunWithSuggestedFixes(t, dir, tokencache.Analyzer, pkgs...)

	remaining := make(map[string]int) // "pkg: message" of each finding without a fix
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) == 0 {
				remaining[path.Base(r.Pass.Pkg.Path())+": "+d.Message]++
			}
		}
	}

	fixed := fixedCopy(t, dir)
	var errs []string
	fixedResults := analysistest.Run(recorder{t, &errs}, fixed, tokencache.Analyzer, pkgs...)
	unexpected := regexp.MustCompile(`^(\S+\.go):\d+:\d+: unexpected diagnostic: (.*)$`)
	for _, e := range errs {
		m := unexpected.FindStringSubmatch(e)
		if m == nil {
			t.Errorf("fixed packages: %s", e) // a load or type error: a fix does not compile
			continue
		}
		key := filepath.Base(filepath.Dir(m[1])) + ": " + m[2]
		if remaining[key] == 0 {
			t.Errorf("fixed packages: finding left after its fix was applied: %s", e)
			continue
		}
		remaining[key]--
	}
	for k, n := range remaining {
		if n > 0 {
			t.Errorf("fixed packages: finding without a fix disappeared: %s", k)
		}
	}
	for _, r := range fixedResults {
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("fixed packages: %s: a fix is still offered: %s", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
	return results
}

// checkEvidence checks that a finding about a cache recognised by its use alone points at
// that use, and that one recognised by its name does not.
func checkEvidence(t *testing.T, results []*analysistest.Result) {
	t.Helper()
	want := map[string]string{
		"parallel test TestHeaderSet reads token cache current ":  "current reaches the Authorization header here",
		"parallel test TestResty reads token cache restyT ":       "restyT reaches resty.SetAuthToken here",
		"parallel test TestRead reads token cache exchanged ":     "exchanged is assigned a token from an auth source here",
		"data race: parallel test TestHeaderWriter writes token ": "hdrs is given an auth header here",
		"parallel test TestSend reads token cache accessToken ":   "",
		`data race on environment variable "SERVICE_AUTH": `:      "SERVICE_AUTH reaches the Authorization header here",
		`data race on environment variable "SERVICE_TOKEN": `:     "",
	}
	found := make(map[string]bool)
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for prefix, evidence := range want {
				if !strings.HasPrefix(d.Message, prefix) {
					continue
				}
				found[prefix] = true
				var got []string
				for _, rel := range d.Related {
					if strings.Contains(rel.Message, " here") && !strings.Contains(rel.Message, " refreshed here") {
						got = append(got, rel.Message)
					}
				}
				if evidence == "" && len(got) > 0 || evidence != "" && !slices.Contains(got, evidence) {
					t.Errorf("%s: related %q, want %q", d.Message, got, evidence)
				}
			}
		}
	}
	for prefix := range want {
		if !found[prefix] {
			t.Errorf("no finding %q...", prefix)
		}
	}
}

// fixedCopy copies the testdata tree to a temporary directory, with each file that has a
// .golden file replaced by it, and without the // want comments.
func fixedCopy(t *testing.T, testdata string) string {
	t.Helper()
	dir := t.TempDir()
	want := regexp.MustCompile(`\s*// want .*`)
	err := filepath.WalkDir(testdata, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(path, ".golden") {
			return err
		}
		rel, _ := filepath.Rel(testdata, path)
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if golden, err := os.ReadFile(path + ".golden"); err == nil {
			src = golden
		}
		src = want.ReplaceAll(src, nil)
		dst := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, src, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// recorder is an analysistest.Testing that records errors instead of failing.
type recorder struct {
	*testing.T
	errs *[]string
}

func (r recorder) Errorf(format string, args ...any) {
	*r.errs = append(*r.errs, fmt.Sprintf(format, args...))
}
