package parallel

import (
	"go/ast"
	"go/token"
	"testing"
)

// A scheduleFixture builds regions by hand: each body spans [start, start+100), and
// positions inside it are offsets from start.
type scheduleFixture struct{ next token.Pos }

func (f *scheduleFixture) body() *ast.BlockStmt {
	f.next += 1000
	return &ast.BlockStmt{Lbrace: f.next, Rbrace: f.next + 100}
}

func call(pos token.Pos) *ast.CallExpr {
	return &ast.CallExpr{Fun: &ast.Ident{NamePos: pos, Name: "f"}, Lparen: pos + 1, Rparen: pos + 2}
}

// test returns a top-level test function's region; parallelAt > 0 puts its t.Parallel()
// at that offset.
func (f *scheduleFixture) test(name string, kind Kind, parallelAt token.Pos) *Region {
	b := f.body()
	r := &Region{Test: &Test{Name: name, Kind: kind}, Name: name, Body: b}
	if parallelAt > 0 {
		r.ParallelCall = call(b.Lbrace + parallelAt)
	}
	return r
}

// sub returns a subtest of parent started by a t.Run call at offset at of the parent's body.
func (f *scheduleFixture) sub(parent *Region, name string, at, parallelAt token.Pos, repeated bool) *Region {
	b := f.body()
	r := &Region{Test: parent.Test, Parent: parent, Name: parent.Name + "/" + name, Body: b,
		Call: call(parent.Body.Lbrace + at), Repeated: repeated}
	if parallelAt > 0 {
		r.ParallelCall = call(b.Lbrace + parallelAt)
	}
	return r
}

func (f *scheduleFixture) runParallel(parent *Region, at token.Pos) *Region {
	r := f.sub(parent, "RunParallel", at, 0, false)
	r.RunParallel = true
	return r
}

func at(r *Region, offset token.Pos) Point { return Point{Region: r, Pos: r.Body.Lbrace + offset} }

func spawned(r *Region, offset token.Pos) Point {
	p := at(r, offset)
	p.Spawned = true
	return p
}

func TestConcurrent(t *testing.T) {
	f := &scheduleFixture{}
	parA := f.test("TestA", KindTest, 10)
	parB := f.test("TestB", KindTest, 10)
	seqC := f.test("TestC", KindTest, 0)
	seqD := f.test("TestD", KindTest, 0)
	bench := f.test("BenchmarkE", KindBenchmark, 0)
	fuzz := f.test("FuzzF", KindFuzz, 0)

	// Subtests of the parallel TestA: two parallel siblings, a sequential one, a parallel
	// one started before TestA's own t.Parallel(), a sequential one started before it.
	aPar1 := f.sub(parA, "p1", 50, 5, false)
	aPar2 := f.sub(parA, "p2", 60, 5, false)
	aSeq := f.sub(parA, "s", 70, 0, false)
	aEarlyPar := f.sub(parA, "earlypar", 3, 5, false)
	aEarlySeq := f.sub(parA, "earlyseq", 4, 0, false)
	// A parallel subtest started in a loop, and a parallel subtest of it.
	aLoop := f.sub(parA, "loop", 80, 5, true)
	aLoopChild := f.sub(aLoop, "child", 50, 5, false)
	// A sequential subtest started in a loop, with a parallel subtest of its own.
	aSeqLoop := f.sub(parA, "seqloop", 90, 0, true)
	aSeqLoopChild := f.sub(aSeqLoop, "child", 50, 5, false)
	// A sequential subtest of TestA whose parallel child is started before the subtest's
	// own t.Parallel() (the subtest itself is parallel).
	aMid := f.sub(parA, "mid", 55, 20, false)
	aMidEarly := f.sub(aMid, "early", 10, 5, false)

	// Parallel subtests of the sequential TestC.
	cPar1 := f.sub(seqC, "p1", 50, 5, false)
	cPar2 := f.sub(seqC, "p2", 60, 5, false)

	rp := f.runParallel(bench, 50)
	rp2 := f.runParallel(bench, 60)
	fuzzTarget := f.sub(fuzz, "Fuzz", 50, 0, false)

	tests := []struct {
		name string
		x, y Point
		want bool
	}{
		{"two parallel tests after t.Parallel", at(parA, 20), at(parB, 20), true},
		{"before t.Parallel runs alone", at(parA, 5), at(parB, 20), false},
		{"both before t.Parallel", at(parA, 5), at(parB, 5), false},
		{"sequential test and parallel test", at(seqC, 20), at(parB, 20), false},
		{"two sequential tests", at(seqC, 20), at(seqD, 20), false},
		{"one parallel test with itself", at(parA, 20), at(parA, 30), false},
		{"same point of one parallel test", at(parA, 20), at(parA, 20), false},
		{"parallel subtest and its parent's body", at(aPar1, 20), at(parA, 20), false},
		{"parallel subtest and its parent's body before t.Run", at(aPar1, 20), at(parA, 40), false},
		{"sibling parallel subtests", at(aPar1, 20), at(aPar2, 20), true},
		{"sibling parallel subtest before its t.Parallel", at(aPar1, 2), at(aPar2, 20), false},
		{"parallel and sequential sibling", at(aPar1, 20), at(aSeq, 20), false},
		{"parallel subtest of a parallel test and another parallel test", at(aPar1, 20), at(parB, 20), true},
		{"sequential subtest after t.Parallel and another parallel test", at(aSeq, 20), at(parB, 20), true},
		{"parallel subtest started before the parent's t.Parallel", at(aEarlyPar, 20), at(parB, 20), true},
		{"sequential subtest started before the parent's t.Parallel", at(aEarlySeq, 20), at(parB, 20), false},
		{"parallel subtests of a sequential test", at(cPar1, 20), at(cPar2, 20), true},
		{"parallel subtest of a sequential test and a parallel test", at(cPar1, 20), at(parB, 20), false},
		{"subtest in a loop with itself", at(aLoop, 20), at(aLoop, 20), true},
		{"subtest in a loop before its t.Parallel", at(aLoop, 2), at(aLoop, 20), false},
		{"child of a looped subtest and the looped subtest", at(aLoopChild, 20), at(aLoop, 20), true},
		{"child of a looped subtest with itself", at(aLoopChild, 20), at(aLoopChild, 20), true},
		{"parallel subtest with itself", at(aPar1, 20), at(aPar1, 20), false},
		{"sequential subtest in a loop with itself", at(aSeqLoop, 20), at(aSeqLoop, 20), false},
		{"parallel child of a sequential looped subtest with itself", at(aSeqLoopChild, 20), at(aSeqLoopChild, 20), false},
		{"grandchild started before its parent's t.Parallel and a sibling of the parent", at(aMidEarly, 20), at(aPar1, 20), true},
		{"RunParallel body with itself", at(rp, 20), at(rp, 20), true},
		{"two RunParallel calls of one benchmark", at(rp, 20), at(rp2, 20), false},
		{"RunParallel body and its benchmark", at(rp, 20), at(bench, 20), false},
		{"benchmark and parallel test", at(rp, 20), at(parB, 20), false},
		{"fuzz target and parallel test", at(fuzzTarget, 20), at(parB, 20), false},
		{"spawned parallel subtests with themselves", spawned(seqC, 20), spawned(seqC, 20), true},
		{"spawned parallel subtests and the spawning body", spawned(seqC, 20), at(seqC, 30), false},
		{"spawned by a sequential test and a parallel test", spawned(seqC, 20), at(parB, 20), false},
		{"spawned by a parallel test and another parallel test", spawned(parA, 20), at(parB, 20), true},
		{"spawned before t.Parallel by a parallel test and another parallel test", spawned(parA, 5), at(parB, 20), true},
		{"spawned and a parallel sibling subtest", spawned(parA, 20), at(aPar1, 20), true},
		{"setup has no region", Point{}, at(parB, 20), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Concurrent(tt.x, tt.y); got != tt.want {
				t.Errorf("Concurrent(x, y) = %v, want %v", got, tt.want)
			}
			if got := Concurrent(tt.y, tt.x); got != tt.want {
				t.Errorf("Concurrent(y, x) = %v, want %v (not symmetric)", got, tt.want)
			}
		})
	}
}

func TestConcurrentWithOthers(t *testing.T) {
	f := &scheduleFixture{}
	only := f.test("TestOnly", KindTest, 10)
	seq := f.test("TestSeq", KindTest, 0)
	res := &Result{Regions: []*Region{only, seq}}
	if res.ConcurrentWithOthers(at(only, 20)) {
		t.Errorf("the only parallel test runs alongside nothing")
	}
	if res.ConcurrentWithOthers(at(seq, 20)) {
		t.Errorf("a sequential test runs alongside nothing")
	}
	other := f.test("TestOther", KindTest, 10)
	res.Regions = append(res.Regions, other)
	if !res.ConcurrentWithOthers(at(only, 20)) {
		t.Errorf("two parallel tests run together")
	}
	if res.ConcurrentWithOthers(at(only, 5)) {
		t.Errorf("code before t.Parallel runs alone")
	}
	loop := f.sub(seq, "loop", 20, 5, true)
	res.Regions = append(res.Regions, loop)
	if !res.ConcurrentWithOthers(at(loop, 20)) {
		t.Errorf("a looped parallel subtest runs alongside its other instances")
	}
}

func TestSiteGroups(t *testing.T) {
	f := &scheduleFixture{}
	a := f.test("TestA", KindTest, 10)
	b := f.test("TestB", KindTest, 10)
	c := f.test("TestC", KindTest, 10)
	seq := f.test("TestSeq", KindTest, 0)
	helperWrite := token.Position{Filename: "helper.go", Line: 7, Column: 2}
	access := func(r *Region, site token.Position, once bool) *Access {
		return &Access{Region: r, Node: &ast.Ident{NamePos: r.Body.Lbrace + 20}, Site: site, FixSite: site, Once: once, Parallel: r.ParallelCall != nil}
	}
	// A sync.Once body that three parallel tests reach: one site, one write.
	onceA, onceB, onceC := access(a, helperWrite, true), access(b, helperWrite, true), access(c, helperWrite, true)
	groups := GroupBySite([]*Access{onceA, onceB, onceC})
	if len(groups) != 1 || len(groups[0].Accesses) != 3 {
		t.Fatalf("GroupBySite: %d groups, want one with 3 accesses", len(groups))
	}
	if got := groups[0].ConcurrentWith([]*Access{onceA, onceB, onceC}); len(got) != 0 {
		t.Errorf("a sync.Once body is concurrent with its own other callers: %d", len(got))
	}
	read := access(b, token.Position{Filename: "b_test.go", Line: 3}, false)
	if got := groups[0].ConcurrentWith([]*Access{read}); len(got) != 1 {
		t.Errorf("a sync.Once write and a parallel read of another test: %d concurrent, want 1", len(got))
	}
	seqRead := access(seq, token.Position{Filename: "seq_test.go", Line: 3}, false)
	if got := groups[0].ConcurrentWith([]*Access{seqRead}); len(got) != 0 {
		t.Errorf("a sequential test's read runs alone: %d concurrent", len(got))
	}
	// Without Once, two callers of one helper write twice, at the same time.
	plainA, plainB := access(a, helperWrite, false), access(b, helperWrite, false)
	g := GroupBySite([]*Access{plainA, plainB})[0]
	if got := g.ConcurrentWith([]*Access{plainA, plainB}); len(got) != 2 {
		t.Errorf("two parallel callers of a helper's write: %d concurrent, want 2", len(got))
	}
	// Different fix sites are different groups.
	other := access(c, token.Position{Filename: "c_test.go", Line: 9}, false)
	if n := len(GroupBySite([]*Access{plainA, other, plainB})); n != 2 {
		t.Errorf("GroupBySite: %d groups, want 2", n)
	}
}

func TestRegionNames(t *testing.T) {
	f := &scheduleFixture{}
	var accs []*Access
	for _, name := range []string{"TestA", "TestB", "TestA", "TestC", "TestD"} {
		r := f.test(name, KindTest, 0)
		r.Name = name
		accs = append(accs, &Access{Region: r, Node: &ast.Ident{NamePos: r.Body.Lbrace}})
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

func TestInheritedBy(t *testing.T) {
	testA := &Test{Name: "TestA", Kind: KindTest, Order: 1}
	testB := &Test{Name: "TestB", Kind: KindTest, Order: 2}
	testZ := &Test{Name: "TestZ", Kind: KindTest, Order: 0} // in a file that sorts first
	bench := &Test{Name: "BenchmarkC", Kind: KindBenchmark, Order: 3}
	ra, rb, rc, rz := &Region{Test: testA}, &Region{Test: testB}, &Region{Test: bench}, &Region{Test: testZ}
	sub := &Region{Test: testA, Parent: ra}
	write := &Access{Region: ra}
	sameTest, otherTest, inBench, setup, earlier := &Access{Region: sub}, &Access{Region: rb}, &Access{Region: rc}, &Access{}, &Access{Region: rz}
	got := InheritedBy(write, []*Access{sameTest, otherTest, inBench, setup, earlier})
	if len(got) != 1 || got[0] != otherTest {
		t.Errorf("InheritedBy = %v, want only the later test's access", got)
	}
	if got := InheritedBy(setup, []*Access{otherTest}); got != nil {
		t.Errorf("InheritedBy(setup write) = %v, want nil", got)
	}
	if got := InheritedBy(inBench, []*Access{otherTest}); got != nil {
		t.Errorf("InheritedBy(benchmark write) = %v, want nil", got)
	}
}

// accessAt returns an access in r whose code is at pos.
func accessAt(r *Region, pos token.Pos, op Op, path string) *Access {
	return &Access{Region: r, Node: &ast.Ident{NamePos: pos}, Op: op, Path: path}
}

func TestRunsBefore(t *testing.T) {
	test := &Test{Name: "TestX"}
	top := &Region{Test: test}
	first := &Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 10}}}
	second := &Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 20}}}
	par := &Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 5}},
		ParallelCall: &ast.CallExpr{Fun: &ast.Ident{NamePos: 6}}}
	for _, tc := range []struct {
		name string
		x, u *Access
		want bool
	}{
		{"earlier in the same body", accessAt(top, 1, Write, ""), accessAt(top, 2, Read, ""), true},
		{"later in the same body", accessAt(top, 3, Write, ""), accessAt(top, 2, Read, ""), false},
		{"one helper call that writes and uses", accessAt(top, 2, Write, ""), accessAt(top, 2, Read, ""), true},
		{"parent before the subtest", accessAt(top, 5, Write, ""), accessAt(second, 25, Read, ""), true},
		{"parent after the subtest", accessAt(top, 30, Write, ""), accessAt(second, 25, Read, ""), false},
		{"earlier sequential sibling", accessAt(first, 15, Write, ""), accessAt(second, 25, Read, ""), true},
		{"later sequential sibling", accessAt(second, 25, Write, ""), accessAt(first, 15, Read, ""), false},
		{"parallel sibling started first runs after the parent returns", accessAt(par, 7, Write, ""), accessAt(second, 25, Read, ""), false},
	} {
		if got := RunsBefore(tc.x, tc.u); got != tc.want {
			t.Errorf("%s: RunsBefore = %v, want %v", tc.name, got, tc.want)
		}
	}
}
