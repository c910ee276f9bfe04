package parallel

import (
	"go/token"
	"slices"
	"testing"
)

// accessIn returns an access at offset of r's body, with its FixSite at line site.
func accessIn(r *Region, offset token.Pos, op Op, site int) *Access {
	a := accessAt(r, r.Body.Lbrace+offset, op, "")
	a.FixSite = token.Position{Filename: "x_test.go", Line: site}
	a.Parallel = r.ParallelCall != nil && offset > r.ParallelCall.Pos()-r.Body.Lbrace
	return a
}

func TestRacingSites(t *testing.T) {
	f := &scheduleFixture{}
	seq, parA, parB := f.test("TestSeq", KindTest, 0), f.test("TestA", KindTest, 10), f.test("TestB", KindTest, 10)
	seqWrite := accessIn(seq, 20, ElemWrite, 1) // site 1: only a sequential test writes there
	beforeA := accessIn(parA, 5, ElemWrite, 2)  // site 2: before TestA's t.Parallel(), then after it
	afterA := accessIn(parA, 20, ElemWrite, 2)
	readB := accessIn(parB, 20, Read, 3)
	uses := []*Access{seqWrite, beforeA, afterA, readB}
	sites := RacingSites([]*Access{seqWrite, beforeA, afterA}, uses)
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
	if got := RacingSites([]*Access{seqWrite}, uses); len(got) != 0 {
		t.Errorf("RacingSites of a sequential write = %v, want none", got)
	}
}

func TestConcurrentOther(t *testing.T) {
	f := &scheduleFixture{}
	seq, parA, parB := f.test("TestSeq", KindTest, 0), f.test("TestA", KindTest, 10), f.test("TestB", KindTest, 10)
	a, a2 := accessIn(parA, 20, Read, 1), accessIn(parA, 30, Read, 2)
	s, b := accessIn(seq, 20, Read, 3), accessIn(parB, 20, Read, 4)
	if got := ConcurrentOther(a, []*Access{a2, s, b}); got != b {
		t.Errorf("ConcurrentOther = %v, want TestB's use (not TestA's own other use, nor the sequential test's)", got)
	}
	if got := ConcurrentOther(a, []*Access{a2, s}); got != nil {
		t.Errorf("ConcurrentOther = %v, want nil: TestA runs once", got)
	}
	rep := f.sub(parA, "case", 30, 5, true) // a parallel subtest started in a loop
	r := accessIn(rep, 20, Read, 5)
	if got := ConcurrentOther(r, []*Access{r}); got != r {
		t.Errorf("ConcurrentOther = %v, want the access itself: another run of its subtest", got)
	}
}

func TestOtherRegionFirst(t *testing.T) {
	r1, r2 := &Region{Name: "TestA"}, &Region{Name: "TestB"}
	a, own, other := accessAt(r1, 1, Read, ""), accessAt(r1, 2, Read, ""), accessAt(r2, 3, Read, "")
	if got := OtherRegionFirst(a, []*Access{own, other}); got != other {
		t.Errorf("OtherRegionFirst = %v, want the other region's", got)
	}
	if got := OtherRegionFirst(a, []*Access{own}); got != own {
		t.Errorf("OtherRegionFirst = %v, want the first when none is another region's", got)
	}
}
