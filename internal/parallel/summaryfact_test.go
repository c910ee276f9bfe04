package parallel

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"
)

func sampleSummaries() map[string]*Summary {
	return map[string]*Summary{"Login": sampleSummary(), "Reset": {Parallel: []int{1}}}
}

func TestSummariesFactLookup(t *testing.T) {
	f := newSummariesFact(sampleSummaries())
	for name, want := range sampleSummaries() {
		if got := f.lookup(name); !reflect.DeepEqual(got, want) {
			t.Errorf("lookup(%q) = %v, want %v", name, got, want)
		}
	}
	if got := f.lookup("Missing"); got != nil {
		t.Errorf("lookup of a function without a summary = %v", got)
	}
	if got := newSummariesFact(nil).lookup("Login"); got != nil {
		t.Errorf("lookup in an empty fact = %v", got)
	}
}

// A fact passed on by a package that imported it writes the bytes it received.
func TestSummariesFactPassedOnUnchanged(t *testing.T) {
	built := newSummariesFact(sampleSummaries())
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
	got, ok := received.(*summariesFact)
	if !ok {
		t.Fatalf("decoded %T", received)
	}
	again, _ := got.MarshalBinary()
	if !bytes.Equal(again, built.encoded) {
		t.Error("re-encoding a received fact changed its bytes")
	}
	if s := got.lookup("Login"); !reflect.DeepEqual(s, sampleSummary()) {
		t.Errorf("received fact: lookup = %v", s)
	}
	if got.String() != built.String() || got.String() == "" {
		t.Errorf("String: received %q, built %q", got.String(), built.String())
	}
}

// Damaged facts give fewer summaries, never a panic.
func TestSummariesFactMalformed(t *testing.T) {
	data := newSummariesFact(sampleSummaries()).encoded
	for n := range len(data) {
		f := new(summariesFact)
		_ = f.UnmarshalBinary(data[:n])
		_ = f.lookup("Login")
		_ = f.String()
	}
	for i := range data {
		for _, b := range []byte{0x00, 0x7f, 0xff} {
			damaged := bytes.Clone(data)
			damaged[i] = b
			f := new(summariesFact)
			_ = f.UnmarshalBinary(damaged)
			_ = f.lookup("Login")
			_ = f.lookup("Reset")
		}
	}
	f := new(summariesFact)
	_ = f.UnmarshalBinary(data[:len(data)-1])
	if f.lookup("Reset") != nil { // "Reset" sorts last: its bytes are cut
		t.Error("a truncated fact still yields its last summary")
	}
}

// The summaries of a fact share one string table: many summaries of one file cost little more
// than their fields.
func TestSummariesFactSharesStrings(t *testing.T) {
	byName := make(map[string]*Summary)
	separate := 0
	for i := range 50 {
		s := sampleSummary()
		byName[string(rune('A'+i%26))+string(rune('a'+i/26))] = s
		data, _ := s.MarshalBinary()
		separate += len(data)
	}
	if grouped := len(newSummariesFact(byName).encoded); grouped >= separate/2 {
		t.Errorf("50 summaries take %d bytes in one fact, %d apart: want less than half", grouped, separate)
	}
}
