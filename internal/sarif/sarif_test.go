package sarif

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

var testAnalyzer = &analysis.Analyzer{
	Name: "sharedclient",
	Doc:  "find shared clients\n\nLonger text.",
	URL:  "https://pkg.go.dev/example.com/sharedclient",
	Run:  func(*analysis.Pass) (any, error) { return nil, nil },
}

// source has non-ASCII text before the reported column: byte columns and UTF-16 columns
// differ there ("é" is 2 bytes and 1 UTF-16 unit, "🙂" is 4 bytes and 2 units).
const source = "package a\n\nvar s = \"é🙂\"; var client = 1\n"

func convert(t *testing.T) (*Log, []byte, string) {
	t.Helper()
	dir := t.TempDir()
	file := filepath.Join(dir, "a", "a_test.go")
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(source), 0o644); err != nil {
		t.Fatal(err)
	}
	off := strings.Index(source, "client")          // byte offset of "client"
	col := off - strings.Index(source, "var s") + 1 // its 1-based byte column on line 3
	in := `# example.com/a
{"example.com/a": {"sharedclient": [{
	"category": "stateful",
	"posn": "FILE:3:COL", "end": "FILE:3:ENDCOL",
	"message": "shared client \"client\" is used by parallel test TestA",
	"suggested_fixes": [{"message": "give TestA its own client", "edits": [
		{"filename": "FILE", "start": OFF, "end": ENDOFF, "new": "c"},
		{"filename": "FILE", "start": 0, "end": 0, "new": "// x\n"}
	]}],
	"related": [{"posn": "FILE:3:5", "end": "FILE:3:5", "message": "s is declared here"}]
}]}}
{"example.com/b": {"kafkagroup": {"error": "boom"}}}
`
	r := strings.NewReplacer("FILE", filepath.ToSlash(file), "ENDCOL", itoa(col+6), "COL", itoa(col), "ENDOFF", itoa(off+6), "OFF", itoa(off))
	log, err := Convert([]byte(r.Replace(in)), Options{
		Analyzers: []*analysis.Analyzer{testAnalyzer},
		BaseDir:   dir, ToolName: "fixturelint", ToolVersion: "v0.1.0", InformationURI: "https://example.com/fixturelint",
	})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := log.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return log, buf.Bytes(), dir
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestConvert(t *testing.T) {
	log, data, dir := convert(t)
	if err := Validate(data); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	run := log.Runs[0]

	rules := run.Tool.Driver.Rules
	if len(rules) != 1 || rules[0].ID != "sharedclient" {
		t.Fatalf("rules: %+v", rules)
	}
	if r := rules[0]; r.ShortDescription.Text != "find shared clients" || r.FullDescription.Text != testAnalyzer.Doc || r.HelpURI != testAnalyzer.URL {
		t.Errorf("rule from the analyzer: %+v", r)
	}
	if got := run.OriginalURIBaseIDs[SrcRoot].URI; got != "file://"+filepath.ToSlash(dir)+"/" {
		t.Errorf("%s = %q", SrcRoot, got)
	}

	if len(run.Results) != 1 {
		t.Fatalf("results: %+v", run.Results)
	}
	res := run.Results[0]
	if res.RuleID != "sharedclient" || res.RuleIndex != 0 || res.Level != "warning" || res.Properties.Category != "stateful" || res.Properties.Package != "example.com/a" {
		t.Errorf("result: %+v", res)
	}
	loc := res.Locations[0].PhysicalLocation
	if loc.ArtifactLocation != (ArtifactLocation{URI: "a/a_test.go", URIBaseID: SrcRoot}) {
		t.Errorf("artifact: %+v", loc.ArtifactLocation)
	}
	// `var s = "é🙂"; var ` is 19 UTF-16 units (25 bytes): "client" starts at column 20.
	if want := (Region{StartLine: 3, StartColumn: 20, EndLine: 3, EndColumn: 26}); loc.Region != want {
		t.Errorf("region = %+v, want %+v", loc.Region, want)
	}
	if rel := res.RelatedLocations; len(rel) != 1 || *rel[0].ID != 1 || rel[0].Message.Text != "s is declared here" || rel[0].PhysicalLocation.Region.StartColumn != 5 {
		t.Errorf("related: %+v", rel)
	}

	if len(res.Fixes) != 1 || res.Fixes[0].Description.Text != "give TestA its own client" || len(res.Fixes[0].ArtifactChanges) != 1 {
		t.Fatalf("fixes: %+v", res.Fixes)
	}
	reps := res.Fixes[0].ArtifactChanges[0].Replacements
	want := []Replacement{
		{DeletedRegion: Region{StartLine: 3, StartColumn: 20, EndLine: 3, EndColumn: 26}, InsertedContent: &Message{Text: "c"}},
		{DeletedRegion: Region{StartLine: 1, StartColumn: 1, EndLine: 1, EndColumn: 1}, InsertedContent: &Message{Text: "// x\n"}},
	}
	if len(reps) != 2 || reps[0].DeletedRegion != want[0].DeletedRegion || *reps[0].InsertedContent != *want[0].InsertedContent ||
		reps[1].DeletedRegion != want[1].DeletedRegion || *reps[1].InsertedContent != *want[1].InsertedContent {
		t.Errorf("replacements: %+v", reps)
	}

	inv := run.Invocations[0]
	if inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 1 || !strings.Contains(inv.ToolExecutionNotifications[0].Message.Text, "kafkagroup: boom") {
		t.Errorf("invocation: %+v", inv)
	}
}

// TestStrictRoundTrip decodes the output into the package's types with unknown fields
// disallowed: every property written is one the types declare.
func TestStrictRoundTrip(t *testing.T) {
	_, data, _ := convert(t)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var log Log
	if err := dec.Decode(&log); err != nil {
		t.Fatal(err)
	}
}

func TestEmpty(t *testing.T) {
	log, err := Convert(nil, Options{ToolName: "fixturelint", Analyzers: []*analysis.Analyzer{testAnalyzer}})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := log.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if err := Validate(buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"results": []`) {
		t.Errorf("no results array:\n%s", buf.String())
	}
}

// TestValidateRejects checks that Validate can fail.
func TestValidateRejects(t *testing.T) {
	_, data, _ := convert(t)
	for name, edit := range map[string]func(doc map[string]any){
		"version":   func(doc map[string]any) { doc["version"] = "2.0.0" },
		"ruleIndex": func(doc map[string]any) { result(doc)["ruleIndex"] = 1.0 },
		"no message": func(doc map[string]any) {
			delete(result(doc), "message")
		},
		"startLine": func(doc map[string]any) {
			obj(obj(arr(result(doc)["locations"])[0])["physicalLocation"])["region"] = map[string]any{"startLine": 0.0}
		},
		"base": func(doc map[string]any) {
			delete(obj(arr(doc["runs"])[0]), "originalUriBaseIds")
		},
		"level": func(doc map[string]any) { result(doc)["level"] = "fatal" },
		"no replacements": func(doc map[string]any) {
			obj(arr(obj(arr(result(doc)["fixes"])[0])["artifactChanges"])[0])["replacements"] = []any{}
		},
	} {
		var doc map[string]any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		edit(doc)
		b, _ := json.Marshal(doc)
		if err := Validate(b); err == nil {
			t.Errorf("%s: Validate accepted an invalid document", name)
		}
	}
}

func result(doc map[string]any) map[string]any {
	return obj(arr(obj(arr(doc["runs"])[0])["results"])[0])
}

func TestSplitPosn(t *testing.T) {
	for _, tc := range []struct {
		in        string
		file      string
		line, col int
	}{
		{"/a/b.go:3:4", "/a/b.go", 3, 4},
		{"/a/b.go:3", "/a/b.go", 3, 0},
		{"c:/a/b.go:3:4", "c:/a/b.go", 3, 4},
		{"", "", 0, 0},
	} {
		file, line, col := splitPosn(tc.in)
		if file != tc.file || line != tc.line || col != tc.col {
			t.Errorf("splitPosn(%q) = %q, %d, %d", tc.in, file, line, col)
		}
	}
}
