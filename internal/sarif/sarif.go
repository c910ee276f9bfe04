// Package sarif converts the JSON output of an analysis (go vet -json, or a multichecker's
// -json) into a SARIF 2.1.0 log, the format that GitHub code scanning and other tools read.
//
// Each analyzer becomes a rule whose descriptions are its documentation and whose helpUri is
// its URL; each diagnostic becomes a result with its location, related locations, category
// (as a property) and suggested fixes. Columns are converted from the byte offsets that Go
// reports to UTF-16 code units, SARIF's default column kind, by reading the source files.
package sarif

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
)

// Version and Schema identify the SARIF version produced.
const (
	Version = "2.1.0"
	Schema  = "https://json.schemastore.org/sarif-2.1.0.json"
)

// Log is a SARIF log file (only the parts fixturelint writes).
type Log struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []Run  `json:"runs"`
}

// Run is one run of the tool.
type Run struct {
	Tool               Tool                        `json:"tool"`
	Invocations        []Invocation                `json:"invocations,omitempty"`
	OriginalURIBaseIDs map[string]ArtifactLocation `json:"originalUriBaseIds,omitempty"`
	Results            []Result                    `json:"results"`
	ColumnKind         string                      `json:"columnKind"`
}

// Tool describes the analysis tool.
type Tool struct {
	Driver Driver `json:"driver"`
}

// Driver is the tool's main component.
type Driver struct {
	Name           string `json:"name"`
	InformationURI string `json:"informationUri,omitempty"`
	Version        string `json:"version,omitempty"`
	Rules          []Rule `json:"rules"`
}

// Rule describes an analyzer.
type Rule struct {
	ID               string   `json:"id"`
	Name             string   `json:"name,omitempty"`
	ShortDescription *Message `json:"shortDescription,omitempty"`
	FullDescription  *Message `json:"fullDescription,omitempty"`
	Help             *Message `json:"help,omitempty"`
	HelpURI          string   `json:"helpUri,omitempty"`
}

// Invocation records whether the analysis ran to completion.
type Invocation struct {
	ExecutionSuccessful        bool           `json:"executionSuccessful"`
	ToolExecutionNotifications []Notification `json:"toolExecutionNotifications,omitempty"`
}

// Notification is a problem that the tool met while running.
type Notification struct {
	Level   string  `json:"level"`
	Message Message `json:"message"`
}

// Message is a plain-text message.
type Message struct {
	Text string `json:"text"`
}

// Result is one diagnostic.
type Result struct {
	RuleID           string          `json:"ruleId"`
	RuleIndex        int             `json:"ruleIndex"`
	Level            string          `json:"level"`
	Message          Message         `json:"message"`
	Locations        []Location      `json:"locations"`
	RelatedLocations []Location      `json:"relatedLocations,omitempty"`
	Fixes            []Fix           `json:"fixes,omitempty"`
	Properties       *ResultProperty `json:"properties,omitempty"`
}

// ResultProperty holds fixturelint's own facts about a result.
type ResultProperty struct {
	Category string `json:"category,omitempty"`
	Package  string `json:"package,omitempty"`
}

// Location is a place in a source file.
type Location struct {
	ID               *int             `json:"id,omitempty"`
	PhysicalLocation PhysicalLocation `json:"physicalLocation"`
	Message          *Message         `json:"message,omitempty"`
}

// PhysicalLocation is a region of an artifact.
type PhysicalLocation struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Region           Region           `json:"region"`
}

// ArtifactLocation names a file, relative to a base URI when URIBaseID is set.
type ArtifactLocation struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

// Region is a range of lines and columns (1-based; EndColumn is exclusive). An empty region
// (start equal to end) is an insertion point.
type Region struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// Fix is a suggested fix.
type Fix struct {
	Description     Message          `json:"description"`
	ArtifactChanges []ArtifactChange `json:"artifactChanges"`
}

// ArtifactChange is the set of edits of one file.
type ArtifactChange struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Replacements     []Replacement    `json:"replacements"`
}

// Replacement replaces a region with new text.
type Replacement struct {
	DeletedRegion   Region   `json:"deletedRegion"`
	InsertedContent *Message `json:"insertedContent,omitempty"`
}

// SrcRoot is the uriBaseId of file locations under Options.BaseDir.
const SrcRoot = "%SRCROOT%"

// Options configure Convert.
type Options struct {
	Analyzers      []*analysis.Analyzer // the rules, in order
	BaseDir        string               // absolute; files under it get URIs relative to it
	ToolName       string
	ToolVersion    string
	InformationURI string
}

// The analysis framework's JSON output (see golang.org/x/tools/go/analysis/internal/analysisflags).
type (
	jsonTree       map[string]map[string]json.RawMessage // package -> analyzer -> diagnostics or error
	jsonDiagnostic struct {
		Category       string `json:"category"`
		Posn           string `json:"posn"`
		End            string `json:"end"`
		Message        string `json:"message"`
		SuggestedFixes []struct {
			Message string `json:"message"`
			Edits   []struct {
				Filename string `json:"filename"`
				Start    int    `json:"start"`
				End      int    `json:"end"`
				New      string `json:"new"`
			} `json:"edits"`
		} `json:"suggested_fixes"`
		Related []struct {
			Posn    string `json:"posn"`
			End     string `json:"end"`
			Message string `json:"message"`
		} `json:"related"`
	}
	jsonError struct {
		Error string `json:"error"`
	}
)

// Convert reads the JSON output of an analysis, a stream of objects possibly separated by
// "# package" lines, and returns the SARIF log. Analyzer errors become notifications and make
// the invocation unsuccessful; a diagnostic of an analyzer missing from opts.Analyzers gets a
// rule of its own.
func Convert(jsonOut []byte, opts Options) (*Log, error) {
	c := &converter{opts: opts, files: make(map[string][]byte), ruleIndex: make(map[string]int)}
	run := Run{
		Tool: Tool{Driver: Driver{
			Name:           opts.ToolName,
			InformationURI: opts.InformationURI,
			Version:        opts.ToolVersion,
			Rules:          []Rule{},
		}},
		Results:    []Result{},
		ColumnKind: "utf16CodeUnits",
	}
	c.run = &run
	for _, a := range opts.Analyzers {
		c.rule(a.Name, a)
	}
	if opts.BaseDir != "" {
		run.OriginalURIBaseIDs = map[string]ArtifactLocation{SrcRoot: {URI: fileURI(opts.BaseDir) + "/"}}
	}
	inv := Invocation{ExecutionSuccessful: true}

	dec := json.NewDecoder(bytes.NewReader(stripComments(jsonOut)))
	for {
		var tree jsonTree
		if err := dec.Decode(&tree); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, fmt.Errorf("reading analysis JSON: %v", err)
		}
		pkgs := make([]string, 0, len(tree))
		for pkg := range tree {
			pkgs = append(pkgs, pkg)
		}
		sort.Strings(pkgs)
		for _, pkg := range pkgs {
			names := make([]string, 0, len(tree[pkg]))
			for name := range tree[pkg] {
				names = append(names, name)
			}
			sort.Strings(names)
			for _, name := range names {
				raw := tree[pkg][name]
				var diags []jsonDiagnostic
				if err := json.Unmarshal(raw, &diags); err != nil {
					var e jsonError
					if err := json.Unmarshal(raw, &e); err != nil {
						return nil, fmt.Errorf("reading analysis JSON of %s/%s: %v", pkg, name, err)
					}
					inv.ExecutionSuccessful = false
					inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, Notification{
						Level: "error", Message: Message{Text: fmt.Sprintf("%s: %s: %s", pkg, name, e.Error)},
					})
					continue
				}
				for _, d := range diags {
					run.Results = append(run.Results, c.result(pkg, name, d))
				}
			}
		}
	}
	run.Invocations = []Invocation{inv}
	return &Log{Schema: Schema, Version: Version, Runs: []Run{run}}, nil
}

// Write writes the log as indented JSON.
func (l *Log) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(l)
}

// stripComments drops the "# package" lines that go vet may print between JSON objects.
func stripComments(out []byte) []byte {
	var b bytes.Buffer
	for _, line := range bytes.SplitAfter(out, []byte("\n")) {
		if !bytes.HasPrefix(line, []byte("#")) {
			b.Write(line)
		}
	}
	return b.Bytes()
}

type converter struct {
	opts      Options
	run       *Run
	files     map[string][]byte // source files read so far (nil when unreadable)
	ruleIndex map[string]int
}

func (c *converter) rule(name string, a *analysis.Analyzer) int {
	if i, ok := c.ruleIndex[name]; ok {
		return i
	}
	r := Rule{ID: name, Name: name}
	if a != nil {
		title, _, _ := strings.Cut(a.Doc, "\n")
		r.ShortDescription = &Message{Text: strings.TrimSpace(title)}
		r.FullDescription = &Message{Text: a.Doc}
		r.Help = &Message{Text: a.Doc}
		r.HelpURI = a.URL
	}
	c.run.Tool.Driver.Rules = append(c.run.Tool.Driver.Rules, r)
	c.ruleIndex[name] = len(c.run.Tool.Driver.Rules) - 1
	return c.ruleIndex[name]
}

func (c *converter) result(pkg, analyzer string, d jsonDiagnostic) Result {
	r := Result{
		RuleID:    analyzer,
		RuleIndex: c.rule(analyzer, nil),
		Level:     "warning",
		Message:   Message{Text: d.Message},
		Locations: []Location{c.location(d.Posn, d.End, nil)},
	}
	if d.Category != "" || pkg != "" {
		r.Properties = &ResultProperty{Category: d.Category, Package: pkg}
	}
	for i, rel := range d.Related {
		loc := c.location(rel.Posn, rel.End, &Message{Text: rel.Message})
		id := i + 1
		loc.ID = &id
		r.RelatedLocations = append(r.RelatedLocations, loc)
	}
	for _, f := range d.SuggestedFixes {
		fix := Fix{Description: Message{Text: f.Message}, ArtifactChanges: []ArtifactChange{}}
		byFile := make(map[string]int)
		for _, e := range f.Edits {
			i, ok := byFile[e.Filename]
			if !ok {
				i = len(fix.ArtifactChanges)
				byFile[e.Filename] = i
				fix.ArtifactChanges = append(fix.ArtifactChanges, ArtifactChange{ArtifactLocation: c.artifact(e.Filename)})
			}
			rep := Replacement{DeletedRegion: c.offsetRegion(e.Filename, e.Start, e.End)}
			if e.New != "" {
				rep.InsertedContent = &Message{Text: e.New}
			}
			fix.ArtifactChanges[i].Replacements = append(fix.ArtifactChanges[i].Replacements, rep)
		}
		r.Fixes = append(r.Fixes, fix)
	}
	return r
}

// location converts "file:line:col" positions.
func (c *converter) location(posn, end string, msg *Message) Location {
	file, line, col := splitPosn(posn)
	reg := Region{StartLine: max(line, 1)}
	if col > 0 {
		reg.StartColumn = c.utf16Col(file, line, col)
	}
	if efile, eline, ecol := splitPosn(end); efile == file && eline > 0 && ecol > 0 {
		reg.EndLine = eline
		reg.EndColumn = c.utf16Col(file, eline, ecol)
	}
	return Location{PhysicalLocation: PhysicalLocation{ArtifactLocation: c.artifact(file), Region: reg}, Message: msg}
}

// artifact returns the location of file, relative to the base directory when under it.
func (c *converter) artifact(file string) ArtifactLocation {
	if c.opts.BaseDir != "" && filepath.IsAbs(file) {
		if rel, err := filepath.Rel(c.opts.BaseDir, file); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return ArtifactLocation{URI: relURI(rel), URIBaseID: SrcRoot}
		}
	}
	if filepath.IsAbs(file) {
		return ArtifactLocation{URI: fileURI(file)}
	}
	return ArtifactLocation{URI: relURI(file), URIBaseID: SrcRoot}
}

func (c *converter) source(file string) []byte {
	src, ok := c.files[file]
	if !ok {
		src, _ = os.ReadFile(file)
		c.files[file] = src
	}
	return src
}

// utf16Col converts a 1-based byte column into a 1-based UTF-16 column, when the file can be
// read; otherwise it keeps the byte column.
func (c *converter) utf16Col(file string, line, col int) int {
	src := c.source(file)
	start := lineStart(src, line)
	if start < 0 || start+col-1 > len(src) {
		return col
	}
	return utf16Len(src[start:start+col-1]) + 1
}

// offsetRegion converts a byte range of a file into a region.
func (c *converter) offsetRegion(file string, start, end int) Region {
	src := c.source(file)
	if src == nil || start < 0 || end > len(src) || start > end {
		return Region{StartLine: 1} // unreadable file: the region is unknown
	}
	sl, sc := lineCol(src, start)
	el, ec := lineCol(src, end)
	return Region{StartLine: sl, StartColumn: sc, EndLine: el, EndColumn: ec}
}

// lineCol returns the 1-based line and UTF-16 column of a byte offset.
func lineCol(src []byte, off int) (line, col int) {
	line = 1 + bytes.Count(src[:off], []byte("\n"))
	ls := bytes.LastIndexByte(src[:off], '\n') + 1
	return line, utf16Len(src[ls:off]) + 1
}

// lineStart returns the byte offset of the start of a 1-based line, or -1.
func lineStart(src []byte, line int) int {
	if src == nil || line < 1 {
		return -1
	}
	off := 0
	for i := 1; i < line; i++ {
		j := bytes.IndexByte(src[off:], '\n')
		if j < 0 {
			return -1
		}
		off += j + 1
	}
	return off
}

func utf16Len(b []byte) int {
	n := 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		n += max(utf16.RuneLen(r), 1)
	}
	return n
}

// splitPosn splits "file:line:col" (line and col may be missing).
func splitPosn(posn string) (file string, line, col int) {
	file = posn
	var nums []int
	for range 2 {
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
	switch len(nums) {
	case 1:
		line = nums[0]
	case 2:
		line, col = nums[1], nums[0]
	}
	return file, line, col
}

func fileURI(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

func relURI(rel string) string {
	return (&url.URL{Path: filepath.ToSlash(rel)}).String()
}
