package main

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// vetOutput is go vet -json output for two packages, one with a finding (with a fix and
// related positions), one with an analyzer error, and package comment lines.
const vetOutput = `# example.com/m/api
{
	"example.com/m/api [example.com/m/api.test]": {
		"sharedclient": [
			{
				"category": "stateful",
				"posn": "/work/m/api/api_test.go:62:2",
				"end": "/work/m/api/api_test.go:62:19",
				"message": "shared client \"api\" has a cookie jar and is used by parallel test TestAlice; give each test its own client",
				"suggested_fixes": [{"message": "give TestAlice its own client", "edits": []}],
				"related": [
					{"posn": "/work/m/api/api_test.go:15:2", "end": "/work/m/api/api_test.go:15:2", "message": "api is declared here"}
				]
			}
		]
	}
}
{}
{
	"example.com/m/broken": {
		"kafkagroup": {"error": "internal error: something"}
	}
}
`

func TestParseVetJSON(t *testing.T) {
	fs, errs, err := parseVetJSON([]byte(vetOutput), "/work/m")
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 1 {
		t.Fatalf("got %d findings, want 1: %+v", len(fs), fs)
	}
	f := fs[0]
	want := finding{Package: "example.com/m/api [example.com/m/api.test]", Check: "sharedclient", Category: "stateful",
		File: "api/api_test.go", Line: 62, Message: f.Message, HasFix: true, Name: "api",
		Related: []related{{File: "api/api_test.go", Line: 15, Message: "api is declared here"}}}
	if !reflect.DeepEqual(f, want) {
		t.Errorf("got  %+v\nwant %+v", f, want)
	}
	if len(errs) != 1 || !strings.Contains(errs[0], "example.com/m/broken: kafkagroup: internal error") {
		t.Errorf("errors = %q", errs)
	}
	if n := countPanics([]byte(errs[0])); n != 1 {
		t.Errorf("countPanics = %d, want 1", n)
	}
	if _, _, err := parseVetJSON([]byte("{not json"), ""); err == nil {
		t.Error("parseVetJSON accepted malformed JSON")
	}
}

func TestRelPosn(t *testing.T) {
	for _, tc := range []struct {
		posn, root, file string
		line             int
	}{
		{"/w/m/a/b_test.go:12:3", "/w/m", "a/b_test.go", 12},
		{"/w/m/b_test.go:7", "/w/m", "b_test.go", 7},
		{"/elsewhere/x.go:1:1", "/w/m", "/elsewhere/x.go", 1},
		{"/w/m/c:d.go:4:5", "/w/m", "c:d.go", 4},
	} {
		file, line := relPosn(tc.posn, tc.root)
		if file != tc.file || line != tc.line {
			t.Errorf("relPosn(%q) = %q, %d; want %q, %d", tc.posn, file, line, tc.file, tc.line)
		}
	}
}

func TestKeyName(t *testing.T) {
	for _, tc := range []struct {
		msg     string
		related []string
		want    string
	}{
		{`shared client "api" has a cookie jar and is used by parallel test TestA; give each test its own client`, nil, "api"},
		{`constant consumer group "orders-\"x\"" reaches kgo.ConsumerGroup in parallel test TestA: ...`, nil, `orders-"x"`},
		{"data race: parallel test TestA writes token cache tokens (in m.login) without holding a mutex while TestB uses it", []string{"calls m.login", "tokens is declared here"}, "tokens"},
		{"parallel test TestA uses token cache cache, which outlives the test (strict mode); scope it", []string{"cache declared here"}, "cache"},
		{"parallel test Test_FetchUser uses token cache testAuthTestResponseData, which outlives the test (strict mode); scope it", nil, "testAuthTestResponseData"},
		{"deferred srv.Close runs when TestUsers returns, before its parallel subtests run; use t.Cleanup", nil, "srv.Close"},
		{"http.Get in parallel test TestUsers/* uses http.DefaultTransport, whose idle connections ...", nil, "http.Get"},
		{"test TestMock calls httpmock.Activate() while the package has parallel tests (TestB); use ...", nil, "httpmock.Activate"},
		{"nothing named here", nil, ""},
	} {
		f := finding{Message: tc.msg}
		for _, r := range tc.related {
			f.Related = append(f.Related, related{Message: r})
		}
		if got := keyName(f); got != tc.want {
			t.Errorf("keyName(%q) = %q, want %q", tc.msg, got, tc.want)
		}
	}
}

func TestHazardFound(t *testing.T) {
	fs := []finding{{Check: "kafkagroup", Category: "parallel", File: "pkg/kafka/pubsub_test.go", Name: "test",
		Message: `constant consumer group "test" reaches SubscriberConfig.ConsumerGroup in parallel test TestPublishSubscribe`,
		Line:    40, Related: []related{{File: "pkg/kafka/helpers_test.go", Line: 12, Message: "consumerGroup declared here"}}}}
	for _, tc := range []struct {
		h    hazard
		want bool
	}{
		{hazard{Check: "kafkagroup", File: "pkg/kafka/pubsub_test.go", Name: "test"}, true},
		{hazard{Check: "kafkagroup", File: "pkg/kafka/helpers_test.go", Name: "test"}, true},                          // a related file
		{hazard{Check: "kafkagroup", File: "pkg/kafka/pubsub_test.go", Name: "SubscriberConfig.ConsumerGroup"}, true}, // named in the message
		{hazard{Check: "kafkagroup", File: "pkg/kafka/pubsub_test.go", Name: "tes"}, false},                           // whole words only
		{hazard{Check: "sharedclient", File: "pkg/kafka/pubsub_test.go", Name: "test"}, false},
		{hazard{Check: "kafkagroup", File: "other_test.go", Name: "test"}, false},
		{hazard{Check: "kafkagroup", File: "pkg/kafka/helpers_test.go", Line: 12, Name: "groupID"}, true},  // the reader's name, at a related line
		{hazard{Check: "kafkagroup", File: "pkg/kafka/helpers_test.go", Line: 13, Name: "groupID"}, false}, // another line
		{hazard{Check: "kafkagroup", File: "pkg/kafka/pubsub_test.go", Line: 40, Name: "groupID"}, true},   // the finding's own line
	} {
		if got := hazardFound(tc.h, fs); got != tc.want {
			t.Errorf("hazardFound(%+v) = %v, want %v", tc.h, got, tc.want)
		}
	}
}

// A blind hazard is one site: a finding about the same shared thing elsewhere in the file, or
// one labelled wrong, does not find it.
func TestHazardFoundSite(t *testing.T) {
	if got := topLevelTests("TestRevoke/success, TestRevoke/unexpected response,TestGet"); !slices.Equal(got, []string{"TestRevoke", "TestGet"}) {
		t.Errorf("topLevelTests = %q", got)
	}
	f := finding{Check: "sharedclient", File: "zip_test.go", Line: 148, Name: "local.NewZippedDB",
		Message: "local.NewZippedDB in parallel test TestOffline uses http.DefaultTransport, whose idle connections every (*httptest.Server).Close in this package closes"}
	wrong := f
	wrong.Label = "FP"
	for _, tc := range []struct {
		name string
		h    hazard
		fs   []finding
		want bool
	}{
		{"same site", hazard{Check: "sharedclient", File: "zip_test.go", Line: 148, Name: "http.DefaultTransport"}, []finding{f}, true},
		{"another site", hazard{Check: "sharedclient", File: "zip_test.go", Line: 310, Name: "http.DefaultTransport"}, []finding{f}, false},
		{"another site, key name and test", hazard{Check: "sharedclient", File: "zip_test.go", Line: 310, Name: "local.NewZippedDB", Tests: []string{"TestOffline"}}, []finding{f}, true},
		{"another site, key name, other tests", hazard{Check: "sharedclient", File: "zip_test.go", Line: 310, Name: "local.NewZippedDB", Tests: []string{"TestOnline"}}, []finding{f}, false},
		{"another site, no name", hazard{Check: "sharedclient", File: "zip_test.go", Line: 310}, []finding{f}, false},
		{"no line, word of the message", hazard{Check: "sharedclient", File: "zip_test.go", Name: "http.DefaultTransport"}, []finding{f}, true},
		{"labelled wrong", hazard{Check: "sharedclient", File: "zip_test.go", Line: 148, Name: "http.DefaultTransport"}, []finding{wrong}, false},
	} {
		if got := hazardFound(tc.h, tc.fs); got != tc.want {
			t.Errorf("%s: hazardFound = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestLabels(t *testing.T) {
	dir := t.TempDir()
	path := labelsFile(dir, "example.com/a/b")
	if filepath.Base(path) != "example.com_a_b.tsv" {
		t.Errorf("labelsFile = %s", path)
	}
	fs := []finding{
		{Check: "sharedclient", Category: "stateful", File: "a_test.go", Name: "api", Message: `shared client "api" has a cookie jar`},
		{Check: "sharedclient", Category: "stateful", File: "a_test.go", Name: "api", Line: 90, Message: `shared client "api" has a cookie jar`}, // same key
		{Check: "kafkagroup", Category: "parallel", File: "k_test.go", Name: "g", Message: `constant consumer group "g" reaches`},
	}
	n, err := writePending(path, fs, map[labelKey]label{})
	if err != nil || n != 2 {
		t.Fatalf("writePending = %d, %v; want 2 keys", n, err)
	}
	// Label one key by hand, as a person would, and read the file back.
	data, _ := os.ReadFile(path)
	data = []byte(strings.Replace(string(data), "sharedclient\tstateful\ta_test.go\tapi\t\t", "sharedclient\tstateful\ta_test.go\tapi\tTP\tthe jar is shared by TestA and TestB", 1))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	labels, err := readLabels(path)
	if err != nil {
		t.Fatal(err)
	}
	applyLabels(fs, labels)
	var tl tally
	for _, f := range fs {
		tl.add(f)
	}
	if tl != (tally{Findings: 3, TP: 2, Unlabelled: 1}) {
		t.Errorf("tally = %+v", tl)
	}
	if got := tl.precision(); got != "66.7%" {
		t.Errorf("precision = %s, want 66.7%% (unlabelled counts against it)", got)
	}
	if n, _ := writePending(path, fs, labels); n != 0 {
		t.Errorf("writePending added %d rows for keys already in the file", n)
	}
	if err := os.WriteFile(path, []byte(labelsHeader+"\nsharedclient\tstateful\ta_test.go\tapi\tmaybe\tx\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readLabels(path); err == nil {
		t.Error("readLabels accepted a label that is neither TP nor FP")
	}
}

func TestSummaryLine(t *testing.T) {
	results := []*moduleResult{
		{Module: "a", Packages: 10, Findings: []finding{{Label: "TP"}, {Label: "FP"}, {}},
			Hazards: []hazardResult{{Found: true}, {}, {hazard: hazard{Latent: true}, FoundStrict: true}, {hazard: hazard{Latent: true}}},
			Fix:     &fixResult{Build: "ok", TestVet: "ok", Idempotent: true, Broken: []string{"a TestX"}},
			Cost:    &cost{NoopCPU: []float64{1, 1}, FixtureCPU: []float64{1.2, 1.4}}},
		{Module: "b", Packages: 5, Panics: 1, Fix: &fixResult{Build: "ok", TestVet: "x", Idempotent: false}},
		{Module: "c", Err: "download failed", Packages: 99},
	}
	got := summarize(results).line()
	want := "eval: 2 modules, 15 packages, 3 findings, TP 1, FP 1, precision 33.3%, known 1/2, latent 1/2, unlabelled 1, panics 1, fix-broken 3, cost ×1.30"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if got := summarize(nil).line(); got != "eval: 0 modules, 0 packages, 0 findings, TP 0, FP 0, precision n/a, known 0/0, latent 0/0, unlabelled 0, panics 0, fix-broken 0, cost ×n/a" {
		t.Errorf("empty: %s", got)
	}
	blind := summarize(results)
	blind.Set = "blind"
	results[0].StrictSample, results[0].StrictLabels = make([]labelKey, 4), map[string]int{"TP": 2, "FP": 1}
	blind.StrictSample, blind.StrictTP, blind.StrictFP = 4, 2, 1
	want = "eval (blind): 2 modules, 15 packages, 3 findings, TP 1, FP 1, precision 33.3%, live 1/2, latent 1/2, unlabelled 1, panics 1, fix-broken 3, strict sample 4 (TP 2, FP 1, precision 50.0%), cost ×1.30"
	if got := blind.line(); got != want {
		t.Errorf("blind:\ngot  %s\nwant %s", got, want)
	}
	if s := summarize(results); s.StrictSample != 4 || s.StrictTP != 2 || s.StrictFP != 1 {
		t.Errorf("strict sample totals = %d/%d/%d, want 4/2/1", s.StrictSample, s.StrictTP, s.StrictFP)
	}
}

func TestStrictSampleIsFixed(t *testing.T) {
	var fs []finding
	for i := 0; i < 50; i++ {
		fs = append(fs, finding{Check: "sharedclient", Category: "strict", File: "a_test.go", Name: string(rune('a'+i%26)) + string(rune('a'+i/26))})
	}
	a := strictSample("m", fs, 20)
	rev := append([]finding(nil), fs...)
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	b := strictSample("m", rev, 20)
	if len(a) != 20 || !reflect.DeepEqual(a, b) {
		t.Errorf("sample depends on the findings' order or has the wrong size: %d vs %d", len(a), len(b))
	}
	if c := strictSample("other", fs, 20); reflect.DeepEqual(a, c) {
		t.Error("two modules got the same sample")
	}
	if d := strictSample("m", fs[:5], 20); len(d) != 5 {
		t.Errorf("sample of 5 keys has %d", len(d))
	}
}

func TestParseTestJSON(t *testing.T) {
	before := parseTestJSON([]byte(`{"Action":"run","Package":"p","Test":"TestA"}
{"Action":"pass","Package":"p","Test":"TestA"}
{"Action":"pass","Package":"p","Test":"TestB"}
{"Action":"skip","Package":"p","Test":"TestC"}
{"Action":"pass","Package":"p"}
not json
`))
	after := parseTestJSON([]byte(`{"Action":"pass","Package":"p","Test":"TestA"}
{"Action":"fail","Package":"p","Test":"TestB"}
{"Action":"skip","Package":"p","Test":"TestC"}
`))
	if passed(before) != 2 {
		t.Errorf("passed = %d, want 2", passed(before))
	}
	if got := brokenTests(before, after); !reflect.DeepEqual(got, []string{"p TestB"}) {
		t.Errorf("broken = %q", got)
	}
	if got := packageDirs([]string{"a/b_test.go", "a/c_test.go", "x_test.go"}); !reflect.DeepEqual(got, []string{".", "./a"}) {
		t.Errorf("packageDirs = %q", got)
	}
}

// TestMachineFailure: a run that the machine failed (a full disk) is an error of the module,
// not a module without findings; a module's own build error is not.
func TestMachineFailure(t *testing.T) {
	full := "golang.org/x/net/idna: write /tmp/go-build1/b473/vet.cfg: no space left on device\n"
	if machineFailure(full) == nil {
		t.Errorf("machineFailure(%q) = nil, want an error", full)
	}
	own := "# example.com/m/pkg\npkg/x.go:3:2: undefined: y\n"
	if err := machineFailure(own); err != nil {
		t.Errorf("machineFailure(%q) = %v, want nil", own, err)
	}
}
