package main

import (
	"bytes"
	"time"
)

// strictFlags turn on every check's strict mode.
var strictFlags = []string{"-sharedclient.strict", "-tokencache.strict", "-kafkagroup.strict"}

// runFixturelint runs fixturelint args... ./... in dir, offline, with the module's tags.
func runFixturelint(dir string, m module, t tools, args ...string) result {
	if m.Tags != "" {
		args = append(args, "-tags="+m.Tags)
	}
	return run(dir, offlineEnv, 45*time.Minute, t.Fixturelint, append(args, "./...")...)
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
