package parallel

import (
	"bytes"
	"encoding/gob"
	"go/token"
	"reflect"
	"testing"

	"github.com/fixturelint/fixturelint/internal/flow"
)

func sampleSummary() *flow.Summary {
	site := token.Position{Filename: "/src/testutil/client.go", Offset: 120, Line: 7, Column: 2}
	return &flow.Summary{
		Parallel: []int{0, 2},
		Calls:    []flow.ParamCall{{Param: 1, InParallelTest: true, Repeated: true}, {Param: 3}},
		Accesses: []flow.SummaryAccess{
			{Root: flow.Root{PkgPath: "example.com/testutil", Name: "Client"}, Op: flow.FieldWrite, Path: "Jar", Site: site,
				Via:    []flow.Step{{Callee: "testutil.setJar", Pos: site}, {Callee: "testutil.reset", Pos: token.Position{Filename: "/src/testutil/reset.go", Line: -1}}},
				Locked: true, Once: true, KeyParam: 2, ValueParam: 1},
			{Root: flow.Root{Param: 1}, Op: flow.MethodCall, Path: "Do", InParallelTest: true},
			{Root: flow.Root{PkgPath: "example.com/httputil", Name: "DefaultClient"}, Op: flow.FieldWrite, Path: "Transport", Site: site,
				Guards: []flow.Guard{
					{Root: flow.Root{PkgPath: "net/http", Name: "DefaultTransport"}, Type: "*net/http.Transport"},
					{Root: flow.Root{PkgPath: "example.com/httputil", Name: "DefaultClient"}, Path: "Transport", Type: "*net/http.Transport"},
				}},
			{Root: flow.Root{Param: 2}, Op: flow.FieldWrite, Path: "Extra", Site: site,
				Guards: []flow.Guard{{Root: flow.Root{Param: 2}, Path: "Extra", Nil: true}, {Root: flow.Root{PkgPath: "example.com/claims", Name: "Claims"}, Path: "Extra", Nil: true}}},
			{Root: flow.Root{Env: true, Name: "API_TOKEN"}, Op: flow.Write, Site: site, Restores: true, Scoped: true},
			{Root: flow.Root{Env: true}, Op: flow.Read, Site: site, KeyParam: 3},
		},
	}
}

func TestSummaryEncodingRoundTrip(t *testing.T) {
	for _, s := range []*flow.Summary{sampleSummary(), {}, {Parallel: []int{3}}} {
		data, err := s.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var got flow.Summary
		if err := got.UnmarshalBinary(data); err != nil {
			t.Fatalf("%v: %v", s, err)
		}
		if !reflect.DeepEqual(&got, s) {
			t.Errorf("round trip:\n got %#v\nwant %#v", got, *s)
		}
	}

	// Through gob, as the analysis framework stores facts.
	var buf bytes.Buffer
	var fact any = sampleSummary()
	gob.Register(fact)
	if err := gob.NewEncoder(&buf).Encode(&fact); err != nil {
		t.Fatal(err)
	}
	var decoded any
	if err := gob.NewDecoder(&buf).Decode(&decoded); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(decoded, sampleSummary()) {
		t.Errorf("gob round trip: %#v", decoded)
	}
}

// Damaged facts are errors, never panics.
func TestSummaryEncodingMalformed(t *testing.T) {
	data, _ := sampleSummary().MarshalBinary()
	for n := range len(data) {
		var s flow.Summary
		if err := s.UnmarshalBinary(data[:n]); err == nil {
			t.Errorf("truncated to %d bytes: no error", n)
		}
	}
	for i := range data {
		for _, b := range []byte{0x00, 0x7f, 0xff} {
			damaged := bytes.Clone(data)
			damaged[i] = b
			var s flow.Summary
			_ = s.UnmarshalBinary(damaged) // must not panic
		}
	}
	var s flow.Summary
	if err := s.UnmarshalBinary(append(data, 0)); err == nil {
		t.Error("trailing byte: no error")
	}
}

// The encoding is smaller than gob's for the same summaries, counted over many so that
// gob's type descriptions, written once per stream, do not count.
func TestSummaryEncodingSize(t *testing.T) {
	const n = 100
	type plain flow.Summary // without the methods: what gob would write
	summaries := make([]plain, n)
	binarySize := 0
	for i := range summaries {
		s := sampleSummary()
		summaries[i] = plain(*s)
		data, _ := s.MarshalBinary()
		binarySize += len(data)
	}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(summaries); err != nil {
		t.Fatal(err)
	}
	if binarySize >= buf.Len()*4/5 {
		t.Errorf("%d summaries take %d bytes, %d with gob: want less than 80%%", n, binarySize, buf.Len())
	}
	t.Logf("%d summaries: %d bytes, %d with gob", n, binarySize, buf.Len())
}
