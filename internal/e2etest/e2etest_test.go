package e2etest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRewriteReplace(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"module m\n\nreplace github.com/fixturelint/fixturelint => ../..\n", "module m\n\nreplace github.com/fixturelint/fixturelint => /co\n"},
		{"replace github.com/fixturelint/fixturelint v0.1.0 => ../.. v1.0.0\n", "replace github.com/fixturelint/fixturelint v0.1.0 => /co\n"},
		{"replace (\n\tgithub.com/fixturelint/fixturelint => \"../a b\"\n\tx.org/y => ../y\n)\n", "replace (\n\tgithub.com/fixturelint/fixturelint => /co\n\tx.org/y => ../y\n)\n"},
		{"replace github.com/fixturelint/fixturelintx => ../..\n", "replace github.com/fixturelint/fixturelintx => ../..\n"},
	} {
		if got := RewriteReplace(tc.in, "/co"); got != tc.want {
			t.Errorf("RewriteReplace(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got, want := RewriteReplace("replace github.com/fixturelint/fixturelint => ../..\n", "/a b"), "replace github.com/fixturelint/fixturelint => \"/a b\"\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestParseText(t *testing.T) {
	out := "# example.com/m/a\n./a/a_test.go:5:1: first\n./a/a.go:3:5: \tdeclared here\n/abs/b.go:7: second: with colon\nexit status 1\n"
	got := ParseText(out)
	AssertDiagnostics(t, got, "a/a_test.go:5: ^first$", "/abs/b.go:7: second: with colon")
	if got[0].Col != 1 || got[1].Col != 0 {
		t.Errorf("columns: %v", got)
	}
	if len(got[0].Related) != 1 || got[0].Related[0] != "./a/a.go:3:5: declared here" {
		t.Errorf("related: %q", got[0].Related)
	}
}

func TestSplitPosn(t *testing.T) {
	file, line, col := splitPosn("/x/a_test.go:12:3")
	if file != "/x/a_test.go" || line != 12 || col != 3 {
		t.Errorf("splitPosn = %q %d %d", file, line, col)
	}
}

// TestMatchFails checks that the assertions can fail: a test that cannot fail is a defect.
func TestMatchFails(t *testing.T) {
	got := []Diagnostic{{File: "./a/a_test.go", Line: 5, Message: "needs a reason"}}
	for _, tc := range []struct {
		exact bool
		want  []string
	}{
		{true, nil}, // unexpected diagnostic
		{true, []string{"a/a_test.go:6: needs a reason"}},             // wrong line
		{false, []string{"b/a_test.go:5: needs"}},                     // wrong file
		{false, []string{"a_test.go:5: needs", "a_test.go:5: needs"}}, // one diagnostic, two wants
		{false, []string{"a_test.go:5: ^reason"}},                     // message mismatch
	} {
		rec := &recorder{TB: t}
		match(rec, got, tc.want, tc.exact)
		if !rec.failed {
			t.Errorf("match(%v, exact=%v) did not fail", tc.want, tc.exact)
		}
	}
}

type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }

// TestEndToEnd runs the built command under go vet on a copied testdata module and checks the
// package's own plumbing: Binary, CopyModule, Run, ParseText and ParseJSON.
func TestEndToEnd(t *testing.T) {
	SkipShort(t)
	bin := Binary(t)
	if Binary(t) != bin {
		t.Fatal("Binary built twice")
	}
	dir := CopyModule(t, "internal/e2etest/testdata/directive")
	gomod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(gomod), "=> "+Root(t)) {
		t.Errorf("replace not rewritten:\n%s", gomod)
	}

	res := Run(t, dir, nil, "go", "vet", "-vettool="+bin, "./...")
	res.WantExit(t, 1)
	AssertDiagnostics(t, ParseText(res.Stderr),
		"a/a_test.go:5: fixturelint:ignore directive needs a reason after the check names")

	res = Run(t, dir, nil, "go", "vet", "-vettool="+bin, "-json", "./...")
	res.WantExit(t, 0)
	ds := ParseJSON(t, res.Stdout)
	AssertDiagnostics(t, ds, "a/a_test.go:5: needs a reason")
	if ds[0].Analyzer != "fixturelint" || ds[0].Category != "directive" {
		t.Errorf("analyzer/category: %+v", ds[0])
	}
}
