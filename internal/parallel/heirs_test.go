package parallel

import (
	"go/token"
	"testing"
)

func TestInheritanceHeirs(t *testing.T) {
	test := func(name string) *Region { return &Region{Test: &Test{Name: name, Kind: KindTest}} }
	ra, rb, rc := test("TestA"), test("TestB"), test("TestC")
	change := accessAt(ra, 1, Write, "")
	bSets := accessAt(rb, 5, Write, "")  // TestB sets its own value first...
	bRead := accessAt(rb, 10, Read, "")  // ...so this read does not inherit
	cRead := accessAt(rc, 10, Read, "")  // TestC sets its own value only later
	cSets := accessAt(rc, 20, Write, "") // the read after it sees TestC's own value
	cAgain := accessAt(rc, 30, Read, "")
	in := &Inheritance{Uses: []*Access{bRead, cRead, cAgain}, Writes: []*Access{bSets, cSets}}
	if got := in.Heirs(change); len(got) != 1 || got[0] != cRead {
		t.Errorf("Heirs = %v, want TestC's read before its own write", got)
	}
	in = &Inheritance{Uses: []*Access{bRead, cRead, cAgain}, Writes: []*Access{bSets}}
	if got := in.Heirs(change, change); len(got) != 2 || got[0] != cRead || got[1] != cAgain {
		t.Errorf("Heirs = %v, want both of TestC's reads, once each", got)
	}
	in.OnePerTest = true
	if got := in.Heirs(change); len(got) != 1 || got[0] != cRead {
		t.Errorf("Heirs with OnePerTest = %v, want TestC's first read", got)
	}
	// A write that does not replace the change (another field, another key) leaves TestB
	// reading what TestA left.
	in = &Inheritance{Uses: []*Access{bRead}, Writes: []*Access{bSets},
		Replaces: func(x, w, u *Access) bool { return x != bSets }}
	if got := in.Heirs(change); len(got) != 1 || got[0] != bRead {
		t.Errorf("Heirs when TestB's write replaces nothing = %v, want TestB's read", got)
	}
	// A use that does not see the change (it reads another key) inherits nothing.
	in = &Inheritance{Uses: []*Access{cRead}, Sees: func(w, u *Access) bool { return false }}
	if got := in.Heirs(change); got != nil {
		t.Errorf("Heirs of a change no use sees = %v, want none", got)
	}
	// The writer's own reads, and a write outside any test, leave no heirs.
	aRead := accessAt(ra, token.Pos(2), Read, "")
	if got := (&Inheritance{Uses: []*Access{aRead}}).Heirs(change); got != nil {
		t.Errorf("Heirs in the writer's own test = %v, want none", got)
	}
}
