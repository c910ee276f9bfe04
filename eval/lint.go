package main

import (
	"bytes"
	"strings"
	"time"
)

// strictFlags turn on every check's strict mode.
var strictFlags = []string{"-sharedclient.strict", "-tokencache.strict", "-kafkagroup.strict"}

// runFixturelint runs fixturelint args... on the module's packages in dir, offline, with the
// module's tags.
func runFixturelint(dir string, m module, t tools, args ...string) result {
	if m.Tags != "" {
		args = append(args, "-tags="+m.Tags)
	}
	return run(dir, offlineEnv, 45*time.Minute, t.Fixturelint, append(args, loadable(dir, m)...)...)
}

// loadable returns the patterns to analyse: ./..., or, when some packages of the module cannot
// be loaded offline (an import no module provides, as in modules written before go.mod), the
// others by import path. go vet gives up on the whole pattern when one package's imports
// cannot be resolved, which would leave the module with no findings at all.
func loadable(dir string, m module) []string {
	args := []string{"list", "-e", "-f", "{{if or .Error .DepsErrors}}-{{else}}{{.ImportPath}}{{end}}"}
	if m.Tags != "" {
		args = append(args, "-tags="+m.Tags)
	}
	r := run(dir, offlineEnv, 5*time.Minute, "go", append(args, "./...")...)
	if r.Err != nil || r.Exit != 0 {
		return []string{"./..."}
	}
	var ok []string
	broken := 0
	for _, line := range strings.Split(string(r.Stdout), "\n") {
		switch line = strings.TrimSpace(line); line {
		case "":
		case "-":
			broken++
		default:
			ok = append(ok, line)
		}
	}
	if broken == 0 || len(ok) == 0 {
		return []string{"./..."}
	}
	return ok
}

// lint runs fixturelint -json (with strict flags when strict) and parses its findings.
func lint(dir string, m module, t tools, strict bool) (fs []finding, errs []string, panics int, r result, err error) {
	args := []string{"-json"}
	if strict {
		args = append(args, strictFlags...)
	}
	r = runFixturelint(dir, m, t, args...)
	panics = countPanics(r.Stderr) + countPanics(r.Stdout)
	if r.Err != nil {
		return nil, nil, panics, r, r.Err
	}
	fs, errs, err = parseVetJSON(r.Stdout, dir)
	for _, e := range errs {
		panics += countPanics([]byte(e))
	}
	return dedupFindings(fs), errs, panics, r, err
}

// countPanics counts the crashes that fixturelint's output shows: Go panics and the analysis
// driver's internal errors.
func countPanics(out []byte) int {
	return bytes.Count(out, []byte("panic: ")) + bytes.Count(out, []byte("internal error"))
}
