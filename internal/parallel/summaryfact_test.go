package parallel

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"

	"github.com/fixturelint/fixturelint/internal/flow"
)

func sampleSummaries() map[string]*flow.Summary {
	return map[string]*flow.Summary{"Login": sampleSummary(), "Reset": {Parallel: []int{1}}}
}

func TestSummariesFactLookup(t *testing.T) {
	f := flow.NewSummariesFact(sampleSummaries())
	for name, want := range sampleSummaries() {
		if got := f.Lookup(name); !reflect.DeepEqual(got, want) {
			t.Errorf("lookup(%q) = %v, want %v", name, got, want)
		}
	}
	if got := f.Lookup("Missing"); got != nil {
		t.Errorf("lookup of a function without a summary = %v", got)
	}
	if got := flow.NewSummariesFact(nil).Lookup("Login"); got != nil {
		t.Errorf("lookup in an empty fact = %v", got)
	}
}

// A fact passed on by a package that imported it writes the bytes it received.
func TestSummariesFactPassedOnUnchanged(t *testing.T) {
	built := flow.NewSummariesFact(sampleSummaries())
	var buf bytes.Buffer
	var fact any = built
	gob.Register(fact)
	if err := gob.NewEncoder(&buf).Encode(&fact); err != nil {
		t.Fatal(err)
	}
	var received any
	if err := gob.NewDecoder(&buf).Decode(&received); err != nil {
		t.Fatal(err)
	}
	got, ok := received.(*flow.SummariesFact)
	if !ok {
		t.Fatalf("decoded %T", received)
	}
	again, _ := got.MarshalBinary()
	if !bytes.Equal(again, built.Encoded) {
		t.Error("re-encoding a received fact changed its bytes")
	}
	if s := got.Lookup("Login"); !reflect.DeepEqual(s, sampleSummary()) {
		t.Errorf("received fact: lookup = %v", s)
	}
	if got.String() != built.String() || got.String() == "" {
		t.Errorf("String: received %q, built %q", got.String(), built.String())
	}
}

// Damaged facts give fewer summaries, never a panic.
func TestSummariesFactMalformed(t *testing.T) {
	data := flow.NewSummariesFact(sampleSummaries()).Encoded
	for n := range len(data) {
		f := new(flow.SummariesFact)
		_ = f.UnmarshalBinary(data[:n])
		_ = f.Lookup("Login")
		_ = f.String()
	}
	for i := range data {
		for _, b := range []byte{0x00, 0x7f, 0xff} {
			damaged := bytes.Clone(data)
			damaged[i] = b
			f := new(flow.SummariesFact)
			_ = f.UnmarshalBinary(damaged)
			_ = f.Lookup("Login")
			_ = f.Lookup("Reset")
		}
	}
	f := new(flow.SummariesFact)
	_ = f.UnmarshalBinary(data[:len(data)-1])
	if f.Lookup("Reset") != nil { // "Reset" sorts last: its bytes are cut
		t.Error("a truncated fact still yields its last summary")
	}
}

// The summaries of a fact share one string table: many summaries of one file cost little more
// than their fields.
func TestSummariesFactSharesStrings(t *testing.T) {
	byName := make(map[string]*flow.Summary)
	separate := 0
	for i := range 50 {
		s := sampleSummary()
		byName[string(rune('A'+i%26))+string(rune('a'+i/26))] = s
		data, _ := s.MarshalBinary()
		separate += len(data)
	}
	if grouped := len(flow.NewSummariesFact(byName).Encoded); grouped >= separate/2 {
		t.Errorf("50 summaries take %d bytes in one fact, %d apart: want less than half", grouped, separate)
	}
}
