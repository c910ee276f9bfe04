package main

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
)

// A module is one row of modules.tsv: a public module at a pinned version.
type module struct {
	Path    string
	Version string
	Kind    string // "library" or "user"
	Tags    string // build tags its suites need, comma-separated
	Why     string
}

// A hazard is one row of hazards.tsv: a hazard found by reading the module's code, which
// fixturelint should report.
type hazard struct {
	Module   string
	Version  string
	Family   string // transport, credential or consumer-group
	Check    string
	Category string
	File     string   // relative to the module root
	Line     int      // the write or the declaration (blind set); 0 when not given
	Name     string   // the shared thing, as keyName extracts it from a finding
	Tests    []string // the tests that take part (column tests), by top-level name
	Why      string
	// Latent reports a hazard that no test observes yet (column observed = "latent"): the
	// state leaks, but every later test that uses it sets its own, or none uses it. Strict
	// mode is for those; default mode's known figure counts the live ones.
	Latent bool
}

// readTSV reads a tab-separated file with a header line and returns its rows as maps from
// column name to value. Blank lines and lines starting with '#' are skipped.
func readTSV(path string) ([]map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var header []string
	var rows []map[string]string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		cells := strings.Split(text, "\t")
		if header == nil {
			header = cells
			continue
		}
		if len(cells) > len(header) {
			return nil, fmt.Errorf("%s:%d: %d columns, the header has %d", path, line, len(cells), len(header))
		}
		row := make(map[string]string, len(header))
		for i, name := range header {
			if i < len(cells) {
				row[name] = strings.TrimSpace(cells[i])
			}
		}
		rows = append(rows, row)
	}
	return rows, sc.Err()
}

func readModules(path string) ([]module, error) {
	rows, err := readTSV(path)
	if err != nil {
		return nil, err
	}
	var mods []module
	for _, r := range rows {
		if r["module"] == "" || r["version"] == "" {
			return nil, fmt.Errorf("%s: a row without module or version", path)
		}
		mods = append(mods, module{Path: r["module"], Version: r["version"], Kind: r["kind"], Tags: r["tags"], Why: r["why"]})
	}
	return mods, nil
}

// readHazards reads hazards.tsv; a missing file is no hazards.
func readHazards(path string) ([]hazard, error) {
	rows, err := readTSV(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var hs []hazard
	for _, r := range rows {
		hs = append(hs, hazard{Module: r["module"], Version: r["version"], Family: r["family"], Check: r["check"],
			Category: r["category"], File: r["file"], Line: atoi(r["line"]), Name: r["name"], Tests: topLevelTests(r["tests"]), Why: r["why"], Latent: r["observed"] == "latent"})
	}
	return hs, nil
}

// topLevelTests returns the top-level test names of a comma-separated list of tests and
// subtests (TestRevoke/success gives TestRevoke), each once.
func topLevelTests(list string) []string {
	var out []string
	for _, t := range strings.Split(list, ",") {
		t, _, _ = strings.Cut(strings.TrimSpace(t), "/")
		if t != "" && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// atoi reads a line number; anything else is 0 (not given).
func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0
	}
	return n
}
