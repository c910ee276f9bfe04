package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// A finding is one diagnostic of fixturelint -json, with its positions made relative to the
// module root.
type finding struct {
	Package  string    `json:"package"`
	Check    string    `json:"check"`
	Category string    `json:"category"`
	File     string    `json:"file"` // relative to the module root
	Line     int       `json:"line"`
	Message  string    `json:"message"`
	Related  []related `json:"related,omitempty"`
	HasFix   bool      `json:"has_fix,omitempty"`
	Name     string    `json:"name"` // keyName's result
	Label    string    `json:"label,omitempty"`
}

type related struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Message string `json:"message"`
}

// vetDiagnostic is one diagnostic in go vet's JSON output (the analysis framework's
// JSONDiagnostic).
type vetDiagnostic struct {
	Category       string          `json:"category"`
	Posn           string          `json:"posn"`
	Message        string          `json:"message"`
	SuggestedFixes json.RawMessage `json:"suggested_fixes"`
	Related        []struct {
		Posn    string `json:"posn"`
		Message string `json:"message"`
	} `json:"related"`
}

// parseVetJSON parses what `go vet -json` (and so fixturelint -json) prints: a sequence of JSON
// objects, one per package, each mapping the package ID to a map from analyzer name to either a
// list of diagnostics or an object {"error": "..."}; lines starting with '#' name a package and
// are skipped. Positions are made relative to root. It returns the findings, sorted, and the
// analyzer errors as "package: analyzer: error".
func parseVetJSON(data []byte, root string) ([]finding, []string, error) {
	var clean bytes.Buffer
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		clean.Write(sc.Bytes())
		clean.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return nil, nil, err
	}
	var findings []finding
	var errs []string
	dec := json.NewDecoder(&clean)
	for dec.More() {
		var pkgs map[string]map[string]json.RawMessage
		if err := dec.Decode(&pkgs); err != nil {
			return nil, nil, fmt.Errorf("parsing vet JSON: %v", err)
		}
		for pkg, analyzers := range pkgs {
			for analyzer, raw := range analyzers {
				raw = bytes.TrimSpace(raw)
				if len(raw) > 0 && raw[0] == '{' {
					var e struct {
						Error string `json:"error"`
					}
					if err := json.Unmarshal(raw, &e); err != nil {
						return nil, nil, fmt.Errorf("parsing vet JSON of %s: %v", pkg, err)
					}
					errs = append(errs, fmt.Sprintf("%s: %s: %s", pkg, analyzer, e.Error))
					continue
				}
				var diags []vetDiagnostic
				if err := json.Unmarshal(raw, &diags); err != nil {
					return nil, nil, fmt.Errorf("parsing vet JSON of %s: %v", pkg, err)
				}
				for _, d := range diags {
					f := finding{Package: pkg, Check: analyzer, Category: d.Category, Message: d.Message,
						HasFix: len(d.SuggestedFixes) > 0 && string(d.SuggestedFixes) != "null" && string(d.SuggestedFixes) != "[]"}
					f.File, f.Line = relPosn(d.Posn, root)
					for _, r := range d.Related {
						file, line := relPosn(r.Posn, root)
						f.Related = append(f.Related, related{File: file, Line: line, Message: r.Message})
					}
					f.Name = keyName(f)
					findings = append(findings, f)
				}
			}
		}
	}
	sortFindings(findings)
	sort.Strings(errs)
	return findings, errs, nil
}

// dedupFindings drops the copies go vet prints when a file belongs to two analysed packages
// (a package and its test variant), which report the same diagnostic at the same place.
func dedupFindings(fs []finding) []finding {
	seen := map[string]bool{}
	var out []finding
	for _, f := range fs {
		id := fmt.Sprintf("%s|%s|%s:%d|%s", f.Check, f.Category, f.File, f.Line, f.Message)
		if seen[id] {
			continue
		}
		seen[id] = true
		out = append(out, f)
	}
	return out
}

func sortFindings(fs []finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Check != b.Check {
			return a.Check < b.Check
		}
		return a.Message < b.Message
	})
}

// relPosn splits "file:line:col" (or "file:line") and makes file relative to root
// (slash-separated). File names may contain ':'; only trailing numbers are taken.
func relPosn(posn, root string) (string, int) {
	file := posn
	var nums []int
	for len(nums) < 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(file[i+1:])
		if err != nil {
			break
		}
		nums = append(nums, n)
		file = file[:i]
	}
	line := 0
	if len(nums) > 0 {
		line = nums[len(nums)-1] // "file:line:col" gives [col line]; "file:line" gives [line]
	}
	if root != "" {
		if rel, err := filepath.Rel(root, file); err == nil && !strings.HasPrefix(rel, "..") {
			file = rel
		}
	}
	return filepath.ToSlash(file), line
}
