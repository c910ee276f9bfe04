package report

import (
	"go/token"
	"slices"
	"testing"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel/paralleltest"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/schedule/scheduletest"
)

// accessIn returns an access at offset of r's body, with its FixSite at line site.
func accessIn(r *schedule.Region, offset token.Pos, op flow.Op, site int) *flow.Access {
	a := paralleltest.AccessAt(r, r.Body.Lbrace+offset, op, "")
	a.FixSite = token.Position{Filename: "x_test.go", Line: site}
	a.Parallel = r.ParallelCall != nil && offset > r.ParallelCall.Pos()-r.Body.Lbrace
	return a
}

func TestRacingSites(t *testing.T) {
	f := &scheduletest.Regions{}
	seq, parA, parB := f.Test("TestSeq", schedule.KindTest, 0), f.Test("TestA", schedule.KindTest, 10), f.Test("TestB", schedule.KindTest, 10)
	seqWrite := accessIn(seq, 20, flow.ElemWrite, 1) // site 1: only a sequential test writes there
	beforeA := accessIn(parA, 5, flow.ElemWrite, 2)  // site 2: before TestA's t.Parallel(), then after it
	afterA := accessIn(parA, 20, flow.ElemWrite, 2)
	readB := accessIn(parB, 20, flow.Read, 3)
	uses := []*flow.Access{seqWrite, beforeA, afterA, readB}
	sites := RacingSites([]*flow.Access{seqWrite, beforeA, afterA}, uses)
	if len(sites) != 1 {
		t.Fatalf("RacingSites = %d sites, want 1: the sequential test's write races with nothing", len(sites))
	}
	s := sites[0]
	if s.Write != afterA || s.Other != readB {
		t.Errorf("Write, Other = %v, %v; want the write after t.Parallel() and TestB's read", s.Write, s.Other)
	}
	if !slices.Contains(s.Users, readB) || slices.Contains(s.Users, seqWrite) {
		t.Errorf("Users = %v, want TestB's read and not the sequential write", s.Users)
	}
	if got := RacingSites([]*flow.Access{seqWrite}, uses); len(got) != 0 {
		t.Errorf("RacingSites of a sequential write = %v, want none", got)
	}
}

func TestConcurrentOther(t *testing.T) {
	f := &scheduletest.Regions{}
	seq, parA, parB := f.Test("TestSeq", schedule.KindTest, 0), f.Test("TestA", schedule.KindTest, 10), f.Test("TestB", schedule.KindTest, 10)
	a, a2 := accessIn(parA, 20, flow.Read, 1), accessIn(parA, 30, flow.Read, 2)
	s, b := accessIn(seq, 20, flow.Read, 3), accessIn(parB, 20, flow.Read, 4)
	if got := ConcurrentOther(a, []*flow.Access{a2, s, b}); got != b {
		t.Errorf("ConcurrentOther = %v, want TestB's use (not TestA's own other use, nor the sequential test's)", got)
	}
	if got := ConcurrentOther(a, []*flow.Access{a2, s}); got != nil {
		t.Errorf("ConcurrentOther = %v, want nil: TestA runs once", got)
	}
	rep := f.Sub(parA, "case", 30, 5, true) // a parallel subtest started in a loop
	r := accessIn(rep, 20, flow.Read, 5)
	if got := ConcurrentOther(r, []*flow.Access{r}); got != r {
		t.Errorf("ConcurrentOther = %v, want the access itself: another run of its subtest", got)
	}
}

func TestOtherRegionFirst(t *testing.T) {
	r1, r2 := &schedule.Region{Name: "TestA"}, &schedule.Region{Name: "TestB"}
	a, own, other := paralleltest.AccessAt(r1, 1, flow.Read, ""), paralleltest.AccessAt(r1, 2, flow.Read, ""), paralleltest.AccessAt(r2, 3, flow.Read, "")
	if got := OtherRegionFirst(a, []*flow.Access{own, other}); got != other {
		t.Errorf("OtherRegionFirst = %v, want the other region's", got)
	}
	if got := OtherRegionFirst(a, []*flow.Access{own}); got != own {
		t.Errorf("OtherRegionFirst = %v, want the first when none is another region's", got)
	}
}
