package state

import (
	"go/token"
	"testing"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel/paralleltest"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

func TestInheritanceHeirs(t *testing.T) {
	test := func(name string) *schedule.Region {
		return &schedule.Region{Test: &schedule.Test{Name: name, Kind: schedule.KindTest}}
	}
	ra, rb, rc := test("TestA"), test("TestB"), test("TestC")
	change := paralleltest.AccessAt(ra, 1, flow.Write, "")
	bSets := paralleltest.AccessAt(rb, 5, flow.Write, "")  // TestB sets its own value first...
	bRead := paralleltest.AccessAt(rb, 10, flow.Read, "")  // ...so this read does not inherit
	cRead := paralleltest.AccessAt(rc, 10, flow.Read, "")  // TestC sets its own value only later
	cSets := paralleltest.AccessAt(rc, 20, flow.Write, "") // the read after it sees TestC's own value
	cAgain := paralleltest.AccessAt(rc, 30, flow.Read, "")
	in := &Inheritance{Uses: []*flow.Access{bRead, cRead, cAgain}, Writes: []*flow.Access{bSets, cSets}}
	if got := in.Heirs(change); len(got) != 1 || got[0] != cRead {
		t.Errorf("Heirs = %v, want TestC's read before its own write", got)
	}
	in = &Inheritance{Uses: []*flow.Access{bRead, cRead, cAgain}, Writes: []*flow.Access{bSets}}
	if got := in.Heirs(change, change); len(got) != 2 || got[0] != cRead || got[1] != cAgain {
		t.Errorf("Heirs = %v, want both of TestC's reads, once each", got)
	}
	in.OnePerTest = true
	if got := in.Heirs(change); len(got) != 1 || got[0] != cRead {
		t.Errorf("Heirs with OnePerTest = %v, want TestC's first read", got)
	}
	// A write that does not replace the change (another field, another key) leaves TestB
	// reading what TestA left.
	in = &Inheritance{Uses: []*flow.Access{bRead}, Writes: []*flow.Access{bSets},
		Replaces: func(x, w, u *flow.Access) bool { return x != bSets }}
	if got := in.Heirs(change); len(got) != 1 || got[0] != bRead {
		t.Errorf("Heirs when TestB's write replaces nothing = %v, want TestB's read", got)
	}
	// A use that does not see the change (it reads another key) inherits nothing.
	in = &Inheritance{Uses: []*flow.Access{cRead}, Sees: func(w, u *flow.Access) bool { return false }}
	if got := in.Heirs(change); got != nil {
		t.Errorf("Heirs of a change no use sees = %v, want none", got)
	}
	// The writer's own reads, and a write outside any test, leave no heirs.
	aRead := paralleltest.AccessAt(ra, token.Pos(2), flow.Read, "")
	if got := (&Inheritance{Uses: []*flow.Access{aRead}}).Heirs(change); got != nil {
		t.Errorf("Heirs in the writer's own test = %v, want none", got)
	}
}
