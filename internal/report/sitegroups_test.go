package report

import (
	"go/ast"
	"go/token"
	"testing"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/schedule/scheduletest"
)

func TestSiteGroups(t *testing.T) {
	f := &scheduletest.Regions{}
	a := f.Test("TestA", schedule.KindTest, 10)
	b := f.Test("TestB", schedule.KindTest, 10)
	c := f.Test("TestC", schedule.KindTest, 10)
	seq := f.Test("TestSeq", schedule.KindTest, 0)
	helperWrite := token.Position{Filename: "helper.go", Line: 7, Column: 2}
	access := func(r *schedule.Region, site token.Position, once bool) *flow.Access {
		return &flow.Access{Region: r, Node: &ast.Ident{NamePos: r.Body.Lbrace + 20}, Site: site, FixSite: site, Once: once, Parallel: r.ParallelCall != nil}
	}
	// A sync.Once body that three parallel tests reach: one site, one write.
	onceA, onceB, onceC := access(a, helperWrite, true), access(b, helperWrite, true), access(c, helperWrite, true)
	groups := GroupBySite([]*flow.Access{onceA, onceB, onceC})
	if len(groups) != 1 || len(groups[0].Accesses) != 3 {
		t.Fatalf("GroupBySite: %d groups, want one with 3 accesses", len(groups))
	}
	if got := groups[0].ConcurrentWith([]*flow.Access{onceA, onceB, onceC}); len(got) != 0 {
		t.Errorf("a sync.Once body is concurrent with its own other callers: %d", len(got))
	}
	read := access(b, token.Position{Filename: "b_test.go", Line: 3}, false)
	if got := groups[0].ConcurrentWith([]*flow.Access{read}); len(got) != 1 {
		t.Errorf("a sync.Once write and a parallel read of another test: %d concurrent, want 1", len(got))
	}
	seqRead := access(seq, token.Position{Filename: "seq_test.go", Line: 3}, false)
	if got := groups[0].ConcurrentWith([]*flow.Access{seqRead}); len(got) != 0 {
		t.Errorf("a sequential test's read runs alone: %d concurrent", len(got))
	}
	// Without Once, two callers of one helper write twice, at the same time.
	plainA, plainB := access(a, helperWrite, false), access(b, helperWrite, false)
	g := GroupBySite([]*flow.Access{plainA, plainB})[0]
	if got := g.ConcurrentWith([]*flow.Access{plainA, plainB}); len(got) != 2 {
		t.Errorf("two parallel callers of a helper's write: %d concurrent, want 2", len(got))
	}
	// Different fix sites are different groups.
	other := access(c, token.Position{Filename: "c_test.go", Line: 9}, false)
	if n := len(GroupBySite([]*flow.Access{plainA, other, plainB})); n != 2 {
		t.Errorf("GroupBySite: %d groups, want 2", n)
	}
}

func TestRegionNames(t *testing.T) {
	f := &scheduletest.Regions{}
	var accs []*flow.Access
	for _, name := range []string{"TestA", "TestB", "TestA", "TestC", "TestD"} {
		r := f.Test(name, schedule.KindTest, 0)
		r.Name = name
		accs = append(accs, &flow.Access{Region: r, Node: &ast.Ident{NamePos: r.Body.Lbrace}})
	}
	if got, want := RegionNames(accs[:1]), "TestA"; got != want {
		t.Errorf("RegionNames = %q, want %q", got, want)
	}
	if got, want := RegionNames(accs[:3]), "TestA and TestB"; got != want {
		t.Errorf("RegionNames = %q, want %q", got, want)
	}
	if got, want := RegionNames(accs), "TestA, TestB and 2 more"; got != want {
		t.Errorf("RegionNames = %q, want %q", got, want)
	}
	rel := UsersRelated(accs, "used by")
	if len(rel) != 4 || rel[3].Message != "and 2 more" { // five regions: three named, two more
		t.Errorf("UsersRelated: %d entries (%v), want 3 and \"and 2 more\"", len(rel), rel)
	}
}
