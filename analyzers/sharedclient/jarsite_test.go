package sharedclient_test

import (
	"os"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/sharedclient"
)

// TestCookieJarSite checks that a stateful finding's related information points at where
// the client gets its cookie jar: the assignment in the init function, not the variable's
// declaration.
func TestCookieJarSite(t *testing.T) {
	results := analysistest.Run(t, analysistest.TestData(), sharedclient.Analyzer, "jarinitfunc")
	found := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for _, rel := range d.Related {
				if rel.Message != "the cookie jar is set here" {
					continue
				}
				found++
				pos := r.Pass.Fset.Position(rel.Pos)
				line := sourceLine(t, pos.Filename, pos.Line)
				if !strings.Contains(line, "// the jar is set here") {
					t.Errorf("%s: the cookie jar is set here: points at %q, not at the init function's assignment", pos, line)
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no finding says where the cookie jar is set")
	}
}

// sourceLine returns line n (1-based) of file.
func sourceLine(t *testing.T, file string, n int) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	if n < 1 || n > len(lines) {
		t.Fatalf("%s has no line %d", file, n)
	}
	return lines[n-1]
}
