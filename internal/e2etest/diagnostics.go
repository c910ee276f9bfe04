package e2etest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// A Diagnostic is one finding as a tool printed it.
type Diagnostic struct {
	File     string // as printed: relative to the tool's working directory, or absolute
	Line     int
	Col      int    // 0 when not printed
	Analyzer string // from JSON output only
	Category string // from JSON output only
	Message  string
	Fixes    int      // number of suggested fixes, from JSON output only
	Related  []string // related information, as "file:line:col: message"
}

func (d Diagnostic) String() string {
	s := fmt.Sprintf("%s:%d:%d: %s", d.File, d.Line, d.Col, d.Message)
	if d.Analyzer != "" {
		s += " [" + d.Analyzer + "]"
	}
	return s
}

// textLine matches "file:line:col: message" and "file:line: message".
var textLine = regexp.MustCompile(`^(\S[^:]*):(\d+):(?:(\d+):)? (.*)$`)

// ParseText returns the diagnostics in the text output of go vet, the command, or
// golangci-lint ("file:line:col: message" lines). A line whose message starts with a tab is
// related information of the diagnostic before it. Other lines are ignored.
func ParseText(out string) []Diagnostic {
	var ds []Diagnostic
	for _, line := range strings.Split(out, "\n") {
		line = strings.TrimRight(line, "\r")
		m := textLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		if strings.HasPrefix(m[4], "\t") && len(ds) > 0 {
			last := &ds[len(ds)-1]
			last.Related = append(last.Related, strings.Replace(line, ": \t", ": ", 1))
			continue
		}
		d := Diagnostic{File: m[1], Message: m[4]}
		d.Line, _ = strconv.Atoi(m[2])
		d.Col, _ = strconv.Atoi(m[3])
		ds = append(ds, d)
	}
	return ds
}

// jsonDiagnostic is one entry of the analysis framework's JSON output.
type jsonDiagnostic struct {
	Category       string            `json:"category"`
	Posn           string            `json:"posn"`
	Message        string            `json:"message"`
	SuggestedFixes []json.RawMessage `json:"suggested_fixes"`
	Related        []struct {
		Posn    string `json:"posn"`
		Message string `json:"message"`
	} `json:"related"`
}

// ParseJSON returns the diagnostics in the JSON output of `go vet -json` or `fixturelint
// -json`: a stream of objects {"package": {"analyzer": [diagnostics] or {"error": ...}}},
// possibly with "# package" comment lines between them. An analyzer error fails t.
func ParseJSON(t testing.TB, out string) []Diagnostic {
	t.Helper()
	var lines []string
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "#") {
			lines = append(lines, line)
		}
	}
	dec := json.NewDecoder(strings.NewReader(strings.Join(lines, "\n")))
	var ds []Diagnostic
	for {
		var tree map[string]map[string]json.RawMessage
		err := dec.Decode(&tree)
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("e2etest: decoding JSON diagnostics: %v\n%s", err, out)
		}
		for pkg, byAnalyzer := range tree {
			for analyzer, raw := range byAnalyzer {
				var list []jsonDiagnostic
				if err := json.Unmarshal(raw, &list); err != nil {
					t.Fatalf("e2etest: analyzer %s failed on %s: %s", analyzer, pkg, raw)
				}
				for _, jd := range list {
					d := Diagnostic{Analyzer: analyzer, Category: jd.Category, Message: jd.Message, Fixes: len(jd.SuggestedFixes)}
					d.File, d.Line, d.Col = splitPosn(jd.Posn)
					for _, r := range jd.Related {
						d.Related = append(d.Related, r.Posn+": "+r.Message)
					}
					ds = append(ds, d)
				}
			}
		}
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i].String() < ds[j].String() })
	return ds
}

// splitPosn splits "file:line:col".
func splitPosn(posn string) (file string, line, col int) {
	file = posn
	if i := strings.LastIndexByte(file, ':'); i >= 0 {
		if n, err := strconv.Atoi(file[i+1:]); err == nil {
			col, file = n, file[:i]
		}
	}
	if i := strings.LastIndexByte(file, ':'); i >= 0 {
		if n, err := strconv.Atoi(file[i+1:]); err == nil {
			line, file = n, file[:i]
		}
	}
	return file, line, col
}

// AssertDiagnostics fails t unless got and want match one to one. Each want is
// "FILE:LINE: REGEXP": FILE matches a diagnostic whose file is FILE or ends in "/FILE" (use
// slashes), LINE is exact, and REGEXP must match part of the message.
func AssertDiagnostics(t testing.TB, got []Diagnostic, want ...string) {
	t.Helper()
	match(t, got, want, true)
}

// AssertContains fails t unless each want (as in AssertDiagnostics) matches its own
// diagnostic in got; other diagnostics are allowed.
func AssertContains(t testing.TB, got []Diagnostic, want ...string) {
	t.Helper()
	match(t, got, want, false)
}

func match(t testing.TB, got []Diagnostic, want []string, exact bool) {
	t.Helper()
	used := make([]bool, len(got))
	var problems []string
	for _, w := range want {
		file, line, re, err := parseWant(w)
		if err != nil {
			t.Fatalf("e2etest: %v", err)
		}
		found := false
		for i, d := range got {
			if used[i] || d.Line != line || !sameFile(d.File, file) || !re.MatchString(d.Message) {
				continue
			}
			used[i], found = true, true
			break
		}
		if !found {
			problems = append(problems, "missing: "+w)
		}
	}
	if exact {
		for i, d := range got {
			if !used[i] {
				problems = append(problems, "unexpected: "+d.String())
			}
		}
	}
	if len(problems) > 0 {
		var all []string
		for _, d := range got {
			all = append(all, "\t"+d.String())
		}
		t.Errorf("diagnostics do not match:\n\t%s\ngot:\n%s", strings.Join(problems, "\n\t"), strings.Join(all, "\n"))
	}
}

func parseWant(w string) (file string, line int, re *regexp.Regexp, err error) {
	parts := strings.SplitN(w, ":", 3)
	if len(parts) != 3 {
		return "", 0, nil, fmt.Errorf("want %q is not FILE:LINE: REGEXP", w)
	}
	line, err = strconv.Atoi(parts[1])
	if err != nil {
		return "", 0, nil, fmt.Errorf("want %q: bad line: %v", w, err)
	}
	re, err = regexp.Compile(strings.TrimSpace(parts[2]))
	if err != nil {
		return "", 0, nil, fmt.Errorf("want %q: %v", w, err)
	}
	return parts[0], line, re, nil
}

func sameFile(got, want string) bool {
	got = filepath.ToSlash(got)
	return got == want || strings.HasSuffix(got, "/"+want)
}
