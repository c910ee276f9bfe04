package e2e

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// progressLine matches a progress line as drawn on the terminal.
var progressLine = regexp.MustCompile(`\rfixturelint: (\d+) packages? analysed(?: \(and \d+ dependenc(?:y|ies)\))?(, \d+ findings?)?, \d+(?:m\d+)?s`)

// TestProgress runs the command with stderr on a terminal: it draws a progress line while go
// vet runs, and clears it at the end, so that the terminal shows the findings alone.
func TestProgress(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	// A new copy: go vet's cache has no results for its packages, so they are analysed.
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")
	res := e2etest.RunTerminal(t, dir, nil, bin, "./...")
	res.WantExit(t, 1)

	draws := progressLine.FindAllStringSubmatch(res.Stderr, -1)
	if len(draws) == 0 {
		t.Fatalf("no progress line on the terminal:\n%q", res.Stderr)
	}
	for _, d := range draws {
		// The module has three packages; test variants count as their package.
		if n, _ := strconv.Atoi(d[1]); n > 3 || d[2] == "" {
			t.Errorf("progress line %q: more packages than the module has, or no findings count", d[0])
		}
	}
	screen := e2etest.Screen(res.Stderr)
	if strings.Contains(screen, "analysed") {
		t.Errorf("the progress line was not cleared; the terminal shows:\n%s", screen)
	}
	e2etest.AssertDiagnostics(t, e2etest.ParseText(screen), findings...)

	// With -fix, the line shows no findings count: no findings are printed.
	dir = e2etest.CopyModule(t, "testdata/integrations/findings")
	res = e2etest.RunTerminal(t, dir, nil, bin, "-fix", "./...")
	res.WantExit(t, 0)
	draws = progressLine.FindAllStringSubmatch(res.Stderr, -1)
	if len(draws) == 0 || draws[len(draws)-1][2] != "" {
		t.Errorf("-fix: progress lines %q, want some without a findings count:\n%q", draws, res.Stderr)
	}
	if screen := e2etest.Screen(res.Stderr); strings.TrimSpace(screen) != "" {
		t.Errorf("-fix: the terminal shows:\n%s", screen)
	}
}

// TestProgressOff checks that no progress line is drawn when stderr is not a terminal, when
// the output is for a program or a pager (-json, -sarif, -fix -diff), and when go vet runs
// the command as its vet tool.
func TestProgressOff(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	for _, tc := range []struct {
		name     string
		terminal bool
		exit     int
		cmd      []string
	}{
		{"not a terminal", false, 1, []string{bin, "./..."}},
		{"-json", true, 0, []string{bin, "-json", "./..."}},
		{"-sarif", true, 1, []string{bin, "-sarif", "./..."}},
		{"-fix -diff", true, 1, []string{bin, "-fix", "-diff", "./..."}},
		{"go vet -vettool", true, 1, []string{"go", "vet", "-vettool=" + bin, "./..."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := e2etest.CopyModule(t, "testdata/integrations/findings")
			run := e2etest.Run
			if tc.terminal {
				run = e2etest.RunTerminal
			}
			res := run(t, dir, nil, tc.cmd[0], tc.cmd[1:]...)
			res.WantExit(t, tc.exit)
			if strings.Contains(res.Stderr, "analysed") || strings.Contains(res.Stderr, "\r") {
				t.Errorf("progress on stderr:\n%q", res.Stderr)
			}
		})
	}
}
