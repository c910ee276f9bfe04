package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"sort"
	"strings"
	"time"
)

// testOutcomes runs the tests of pkgs in dir (offline, -short, one run each) and returns the
// final action of every test, "package TestName" -> pass, fail or skip. Tests that never
// finish (a package that times out or fails to build) are absent or "fail".
func testOutcomes(dir string, m module, pkgs []string) (map[string]string, result) {
	args := []string{"test", "-short", "-count=1", "-timeout", "5m", "-json"}
	if m.Tags != "" {
		args = append(args, "-tags="+m.Tags)
	}
	r := run(dir, offlineEnv, 20*time.Minute, "go", append(args, pkgs...)...)
	return parseTestJSON(r.Stdout), r
}

// parseTestJSON reads go test -json output (test2json events) and keeps each test's last
// pass/fail/skip action.
func parseTestJSON(data []byte) map[string]string {
	out := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var ev struct {
			Action  string
			Package string
			Test    string
		}
		if json.Unmarshal(sc.Bytes(), &ev) != nil || ev.Test == "" {
			continue
		}
		switch ev.Action {
		case "pass", "fail", "skip":
			out[ev.Package+" "+ev.Test] = ev.Action
		}
	}
	return out
}

// brokenTests lists the tests that passed before and did not pass after.
func brokenTests(before, after map[string]string) []string {
	var broken []string
	for t, a := range before {
		if a == "pass" && after[t] != "pass" {
			broken = append(broken, t)
		}
	}
	sort.Strings(broken)
	return broken
}

// passed counts the tests that passed.
func passed(outcomes map[string]string) int {
	n := 0
	for _, a := range outcomes {
		if a == "pass" {
			n++
		}
	}
	return n
}

// packageDirs turns module-relative file names into ./dir package patterns, one per directory.
func packageDirs(files []string) []string {
	seen := map[string]bool{}
	var dirs []string
	for _, f := range files {
		d := "."
		if i := strings.LastIndexByte(f, '/'); i >= 0 {
			d = "./" + f[:i]
		}
		if !seen[d] {
			seen[d] = true
			dirs = append(dirs, d)
		}
	}
	sort.Strings(dirs)
	return dirs
}
