package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// A label is one row of eval/labels/<module>.tsv.
type label struct {
	Key    labelKey
	Label  string // "TP", "FP", or "" (not labelled yet)
	Reason string
}

// labelsFile is where a module's labels live: the module path with '/' replaced by '_'.
func labelsFile(dir, modulePath string) string {
	return filepath.Join(dir, strings.ReplaceAll(modulePath, "/", "_")+".tsv")
}

const labelsHeader = "check\tcategory\tfile\tname\tlabel\treason"

// readLabels reads a module's labels; a missing file is no labels.
func readLabels(path string) (map[labelKey]label, error) {
	rows, err := readTSV(path)
	if os.IsNotExist(err) {
		return map[labelKey]label{}, nil
	}
	if err != nil {
		return nil, err
	}
	labels := map[labelKey]label{}
	for _, r := range rows {
		l := label{Key: labelKey{Check: r["check"], Category: r["category"], File: r["file"], Name: r["name"]},
			Label: strings.ToUpper(r["label"]), Reason: r["reason"]}
		if l.Label != "" && l.Label != "TP" && l.Label != "FP" {
			return nil, fmt.Errorf("%s: label %q for %v: want TP, FP or empty", path, r["label"], l.Key)
		}
		if _, dup := labels[l.Key]; dup {
			return nil, fmt.Errorf("%s: two labels for %v", path, l.Key)
		}
		labels[l.Key] = l
	}
	return labels, nil
}

// applyLabels sets each finding's Name (again: a saved run may predate a change of keyName)
// and its Label from labels.
func applyLabels(fs []finding, labels map[labelKey]label) {
	for i := range fs {
		fs[i].Name = keyName(fs[i])
		fs[i].Label = labels[fs[i].key()].Label
	}
}

// writePending adds a row with an empty label for every key of fs that has no row yet, so
// that the file lists what is left to label. Existing rows are kept as they are.
func writePending(path string, fs []finding, labels map[labelKey]label) (int, error) {
	var add []labelKey
	seen := map[labelKey]bool{}
	for _, f := range fs {
		k := f.key()
		if _, ok := labels[k]; ok || seen[k] {
			continue
		}
		seen[k] = true
		add = append(add, k)
	}
	if len(add) == 0 {
		return 0, nil
	}
	sort.Slice(add, func(i, j int) bool { return fmt.Sprint(add[i]) < fmt.Sprint(add[j]) })
	var b strings.Builder
	if _, err := os.Stat(path); os.IsNotExist(err) {
		b.WriteString(labelsHeader + "\n")
	}
	for _, k := range add {
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t\t\n", k.Check, k.Category, k.File, tsvCell(k.Name))
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return 0, err
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return 0, err
	}
	if _, err := f.WriteString(b.String()); err != nil {
		f.Close()
		return 0, err
	}
	return len(add), f.Close()
}

// tsvCell keeps a value on one cell: tabs and newlines become spaces.
func tsvCell(s string) string {
	return strings.NewReplacer("\t", " ", "\n", " ", "\r", " ").Replace(s)
}
