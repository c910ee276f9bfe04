package main

import (
	"regexp"
	"strconv"
	"strings"
)

// hazardFound reports whether a finding of fs reports h. A finding reports a known hazard when
// it has the hazard's check, its file (or the file of one of its related positions: the
// declaration, the write) is the hazard's file, and its key name is the hazard's name, or the
// message quotes the name, or the name is qualified (pkg.Name, x.Field) and the message has it
// as a whole word. A plain name such as "test" must be the key name or quoted: as a bare word
// it would match the message's English. The category is not compared: which category a hazard
// falls under is the check's business, finding it at all is what counts.
//
// A hazard with a line (the blind set's) is one site: it is found by a finding of its check at
// that line of its file, or with a related position there (its reader's name for the thing
// need not be the one the message quotes), or by the key name or a quoted name when the
// finding also names one of the hazard's tests; not by a qualified name as a word of the
// message, which every finding about the same shared thing has (each finding of
// default-transport-close says "http.DefaultTransport"), nor by a name alone, which a finding
// about another pair of tests has too. A finding labelled wrong finds nothing.
func hazardFound(h hazard, fs []finding) bool {
	for _, f := range fs {
		if f.Label == "FP" || f.Check != h.Check || !inFile(f, h.File) {
			continue
		}
		if atLine(f, h.File, h.Line) {
			return true
		}
		if h.Line != 0 && h.Name != "" && namesExactly(f, h.Name) && namesATest(f, h.Tests) || h.Line == 0 && namesThing(f, h.Name) {
			return true
		}
	}
	return false
}

func inFile(f finding, file string) bool {
	if f.File == file {
		return true
	}
	for _, r := range f.Related {
		if r.File == file {
			return true
		}
	}
	return false
}

// namesATest reports whether f's message or one of its related messages names one of tests
// as a whole word; true when the hazard lists none.
func namesATest(f finding, tests []string) bool {
	if len(tests) == 0 {
		return true
	}
	for _, t := range tests {
		re := regexp.MustCompile(`(^|\W)` + regexp.QuoteMeta(t) + `($|\W)`)
		if re.MatchString(f.Message) {
			return true
		}
		for _, r := range f.Related {
			if re.MatchString(r.Message) {
				return true
			}
		}
	}
	return false
}

// namesExactly reports whether f's key name is name, or its message quotes it.
func namesExactly(f finding, name string) bool {
	return name == "" || f.Name == name || strings.Contains(f.Message, strconv.Quote(name))
}

// namesThing reports whether f names name exactly, or as a whole word when it is qualified.
func namesThing(f finding, name string) bool {
	if namesExactly(f, name) {
		return true
	}
	if !strings.Contains(name, ".") {
		return false
	}
	re, err := regexp.Compile(`(^|[^\w.])` + regexp.QuoteMeta(name) + `($|[^\w])`)
	if err != nil {
		return false
	}
	return re.MatchString(f.Message)
}

// atLine reports whether f, or one of its related positions, is at line of file.
func atLine(f finding, file string, line int) bool {
	if line == 0 {
		return false
	}
	if f.File == file && f.Line == line {
		return true
	}
	for _, r := range f.Related {
		if r.File == file && r.Line == line {
			return true
		}
	}
	return false
}
