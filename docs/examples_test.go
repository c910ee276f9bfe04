package docs

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// An example is a package under testdata/examples that a page shows or quotes.
type example struct {
	dir     string   // the package, relative to testdata/examples
	check   string   // the check whose page shows or quotes it
	flags   []string // given to fixturelint before the package
	want    []string // the categories fixturelint reports on it, sorted; nil for none
	fixed   string   // the fixed package, whose findings must be none
	autofix bool     // fixed holds what fixturelint -fix makes of dir's files
	intro   string   // on the check's page, before the code; empty: not on a page
	fixNote string   // on the check's page, before the fixed code when there is no -fix
}

var examples = []example{
	{
		dir: "sharedclient", check: "sharedclient", want: []string{"stateful"},
		fixed: "sharedclient/fixed", autofix: true,
		intro: "The tests of a shop log in through one client with a cookie jar (`Fetch` and the shop's handler are in\n" +
			"`shop.go`).",
	},
	{
		dir: "tokencache", check: "tokencache", want: []string{"racy-write", "refreshed"},
		fixed: "tokencache/fixed",
		intro: "Tests cache their users' tokens in a package-level map; each login replaces the user's token\n" +
			"(`fetchToken` and `get` are in `api.go`).",
		fixNote: "There is no automatic fix: `login`, which fills the cache, has no `*testing.T` to scope a cache to.\n" +
			"Fixed by hand, each test owns its cache and hands it to `login`:",
	},
	{dir: "tokencache/env", check: "tokencache", flags: []string{"-tokencache.leaked"}, want: []string{"env-leaked"}, fixed: "tokencache/env/fixed"},
	{
		dir: "kafkagroup", check: "kafkagroup", want: []string{"parallel"},
		fixed: "kafkagroup/fixed", autofix: true,
		intro: "Two parallel tests consume with one constant group ID (`addr` and `waitFor` are in `orders.go`).",
	},
	{dir: "ignore", check: "sharedclient"},
}

// examplesDir is the module that holds the examples.
const examplesDir = "testdata/examples"

// TestExamples checks what fixturelint reports on each example and on its fixed version,
// and that -fix turns an example into its fixed version where the page says so.
func TestExamples(t *testing.T) {
	e2etest.SkipShort(t)
	bin := e2etest.Binary(t)
	for _, ex := range examples {
		t.Run(ex.dir, func(t *testing.T) {
			if got := categoriesReported(t, bin, ex.dir, ex.flags); !slices.Equal(got, ex.want) {
				t.Errorf("fixturelint reports categories %q, want %q", got, ex.want)
			}
			if ex.fixed == "" {
				return
			}
			if got := categoriesReported(t, bin, ex.fixed, ex.flags); got != nil {
				t.Errorf("fixturelint reports categories %q on %s, want none", got, ex.fixed)
			}
			if !ex.autofix {
				return
			}
			cp := e2etest.CopyModule(t, filepath.Join("docs", examplesDir))
			e2etest.Run(t, filepath.Join(cp, ex.dir), nil, bin, "-fix", ".").WantExit(t, 0)
			names, err := filepath.Glob(filepath.Join(examplesDir, ex.fixed, "*.go"))
			if err != nil || len(names) == 0 {
				t.Fatalf("no Go files in %s: %v", ex.fixed, err)
			}
			for _, name := range names {
				want := readFile(t, name)
				if got := readFile(t, filepath.Join(cp, ex.dir, filepath.Base(name))); got != want {
					t.Errorf("fixturelint -fix makes of %s/%s:\n%s\nwant (%s):\n%s", ex.dir, filepath.Base(name), got, name, want)
				}
			}
		})
	}
}

// TestExamplesCompile checks that every package of the example modules compiles, tests
// included: go vet type-checks them all.
func TestExamplesCompile(t *testing.T) {
	e2etest.SkipShort(t)
	for _, dir := range []string{examplesDir, "testdata/guard"} {
		e2etest.Run(t, dir, nil, "go", "vet", "./...").WantExit(t, 0)
	}
}

// categoriesReported returns the sorted categories of fixturelint's findings, with flags, in
// the example package dir.
func categoriesReported(t *testing.T, bin, dir string, flags []string) []string {
	t.Helper()
	args := append(append([]string{"-json"}, flags...), ".")
	res := e2etest.Run(t, filepath.Join(examplesDir, dir), nil, bin, args...)
	res.WantExit(t, 0)
	var cats []string
	for _, d := range e2etest.ParseJSON(t, res.Stdout) {
		if !slices.Contains(cats, d.Category) {
			cats = append(cats, d.Category)
		}
	}
	slices.Sort(cats)
	return cats
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
