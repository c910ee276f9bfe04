package main

import (
	"fmt"
	"log"
	"strings"
	"time"
)

// config is what the command line asks for.
type config struct {
	Cache     string
	LabelsDir string
	Strict    bool
	Time      bool
	Fix       bool
	Pending   bool
	Rounds    int
	CostOnly  bool // only measure the cost: no findings, no fix check
}

// machineFailures are what the go command prints when this machine, not the module, fails
// it: a package it could not build for want of disk or memory is no package without
// findings.
var machineFailures = []string{"no space left on device", "cannot allocate memory", "creating work dir"}

// machineFailure returns an error when stderr shows that the machine failed the run.
func machineFailure(stderr string) error {
	for _, m := range machineFailures {
		if strings.Contains(stderr, m) {
			return fmt.Errorf("the machine failed the run (%s)", m)
		}
	}
	return nil
}

// evaluate runs every step on one module.
func evaluate(cfg config, t tools, m module, hazards []hazard) *moduleResult {
	start := time.Now()
	res := &moduleResult{Module: m.Path, Version: m.Version, Kind: m.Kind, Tags: m.Tags}
	defer func() { res.Seconds = time.Since(start).Seconds() }()
	step := func(s string) { log.Printf("%s: %s (%.0fs)", m.Path, s, time.Since(start).Seconds()) }

	step("prepare")
	dir, err := prepare(cfg.Cache, m)
	if err != nil {
		res.Err = err.Error()
		return res
	}
	if res.Packages, err = countPackages(dir, m); err != nil {
		res.Err = err.Error()
		return res
	}
	if cfg.CostOnly {
		res.CostOnly = true
		step("timing")
		res.Cost = measureCost(dir, m, t, cfg.Rounds)
		return res
	}
	labels, err := readLabels(labelsFile(cfg.LabelsDir, m.Path))
	if err != nil {
		res.Err = err.Error()
		return res
	}

	step("fixturelint -json")
	fs, errs, panics, r, err := lint(dir, m, t, false)
	res.Panics += panics
	res.AnalyzerErrs = errs
	if r.Exit != 0 {
		res.LintStderr = tail(r.Stderr, 10)
	}
	if err == nil {
		err = machineFailure(string(r.Stderr))
	}
	if err != nil {
		res.Err = fmt.Sprintf("fixturelint -json: %v %s", err, tail(r.Stderr, 5))
		return res
	}
	applyLabels(fs, labels)
	res.Findings = fs
	pending := fs

	if cfg.Strict {
		step("fixturelint -json (strict)")
		sfs, _, spanics, sr, err := lint(dir, m, t, true)
		res.Panics += spanics
		if err == nil {
			err = machineFailure(string(sr.Stderr))
		}
		if err != nil {
			res.Err = fmt.Sprintf("fixturelint -json (strict): %v %s", err, tail(sr.Stderr, 5))
			return res
		}
		applyLabels(sfs, labels)
		res.Strict = sfs
		res.StrictSample = strictSample(m.Path, sfs, 20)
		inSample := map[labelKey]bool{}
		for _, k := range res.StrictSample {
			inSample[k] = true
		}
		for _, f := range sfs {
			if inSample[f.key()] {
				pending = append(pending, f)
			}
		}
	}
	if cfg.Pending {
		if n, err := writePending(labelsFile(cfg.LabelsDir, m.Path), pending, labels); err != nil {
			log.Printf("%s: writing pending labels: %v", m.Path, err)
		} else if n > 0 {
			log.Printf("%s: %d keys to label in %s", m.Path, n, labelsFile(cfg.LabelsDir, m.Path))
		}
	}

	relabel(res, labels, hazards)

	if cfg.Fix {
		step("fix check")
		res.Fix = fixCheck(dir, m, t, res.Findings)
	}
	if cfg.Time {
		step("timing")
		res.Cost = measureCost(dir, m, t, cfg.Rounds)
	}
	step("done")
	return res
}
