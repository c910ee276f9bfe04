package main

import (
	"fmt"
	"path/filepath"
)

// evalSet is one set of modules with its hazards and labels. The tuning set (eval/) holds the
// modules the checks were developed on: its figures say whether a change keeps what was
// reached. The blind set (eval/blind/) holds modules chosen by reading their tests, whose
// hazards were written down and committed before fixturelint first ran on them: its figures
// say how fixturelint does on code nobody tuned it to. A blind module whose results shaped a
// change moves to the tuning set.
type evalSet struct {
	Name string
	Dir  string // eval/ or eval/blind/
}

func moduleSet(root, name string) (evalSet, error) {
	switch name {
	case "tuning", "":
		return evalSet{Name: "tuning", Dir: filepath.Join(root, "eval")}, nil
	case "blind":
		return evalSet{Name: "blind", Dir: filepath.Join(root, "eval", "blind")}, nil
	}
	return evalSet{}, fmt.Errorf("-set %q: want tuning or blind", name)
}

// file returns the path of the set's file or directory name (modules.tsv, hazards.tsv, labels).
func (s evalSet) file(name string) string { return filepath.Join(s.Dir, name) }

// label names the set in results and in the summary line, "eval (blind): ..."; the tuning
// set has none, so that its line reads as it always has.
func (s evalSet) label() string {
	if s.Name == "tuning" {
		return ""
	}
	return s.Name
}
