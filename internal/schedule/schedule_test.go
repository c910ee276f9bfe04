package schedule_test

import (
	"go/ast"
	"testing"

	. "github.com/fixturelint/fixturelint/internal/schedule"
	. "github.com/fixturelint/fixturelint/internal/schedule/scheduletest"
)

func TestConcurrent(t *testing.T) {
	f := &Regions{}
	parA := f.Test("TestA", KindTest, 10)
	parB := f.Test("TestB", KindTest, 10)
	seqC := f.Test("TestC", KindTest, 0)
	seqD := f.Test("TestD", KindTest, 0)
	bench := f.Test("BenchmarkE", KindBenchmark, 0)
	fuzz := f.Test("FuzzF", KindFuzz, 0)

	// Subtests of the parallel TestA: two parallel siblings, a sequential one, a parallel
	// one started before TestA's own t.Parallel(), a sequential one started before it.
	aPar1 := f.Sub(parA, "p1", 50, 5, false)
	aPar2 := f.Sub(parA, "p2", 60, 5, false)
	aSeq := f.Sub(parA, "s", 70, 0, false)
	aEarlyPar := f.Sub(parA, "earlypar", 3, 5, false)
	aEarlySeq := f.Sub(parA, "earlyseq", 4, 0, false)
	// A parallel subtest started in a loop, and a parallel subtest of it.
	aLoop := f.Sub(parA, "loop", 80, 5, true)
	aLoopChild := f.Sub(aLoop, "child", 50, 5, false)
	// A sequential subtest started in a loop, with a parallel subtest of its own.
	aSeqLoop := f.Sub(parA, "seqloop", 90, 0, true)
	aSeqLoopChild := f.Sub(aSeqLoop, "child", 50, 5, false)
	// A sequential subtest of TestA whose parallel child is started before the subtest's
	// own t.Parallel() (the subtest itself is parallel).
	aMid := f.Sub(parA, "mid", 55, 20, false)
	aMidEarly := f.Sub(aMid, "early", 10, 5, false)

	// Parallel subtests of the sequential TestC.
	cPar1 := f.Sub(seqC, "p1", 50, 5, false)
	cPar2 := f.Sub(seqC, "p2", 60, 5, false)

	rp := f.RunParallel(bench, 50)
	rp2 := f.RunParallel(bench, 60)
	fuzzTarget := f.Sub(fuzz, "Fuzz", 50, 0, false)

	tests := []struct {
		name string
		x, y Point
		want bool
	}{
		{"two parallel tests after t.Parallel", At(parA, 20), At(parB, 20), true},
		{"before t.Parallel runs alone", At(parA, 5), At(parB, 20), false},
		{"both before t.Parallel", At(parA, 5), At(parB, 5), false},
		{"sequential test and parallel test", At(seqC, 20), At(parB, 20), false},
		{"two sequential tests", At(seqC, 20), At(seqD, 20), false},
		{"one parallel test with itself", At(parA, 20), At(parA, 30), false},
		{"same point of one parallel test", At(parA, 20), At(parA, 20), false},
		{"parallel subtest and its parent's body", At(aPar1, 20), At(parA, 20), false},
		{"parallel subtest and its parent's body before t.Run", At(aPar1, 20), At(parA, 40), false},
		{"sibling parallel subtests", At(aPar1, 20), At(aPar2, 20), true},
		{"sibling parallel subtest before its t.Parallel", At(aPar1, 2), At(aPar2, 20), false},
		{"parallel and sequential sibling", At(aPar1, 20), At(aSeq, 20), false},
		{"parallel subtest of a parallel test and another parallel test", At(aPar1, 20), At(parB, 20), true},
		{"sequential subtest after t.Parallel and another parallel test", At(aSeq, 20), At(parB, 20), true},
		{"parallel subtest started before the parent's t.Parallel", At(aEarlyPar, 20), At(parB, 20), true},
		{"sequential subtest started before the parent's t.Parallel", At(aEarlySeq, 20), At(parB, 20), false},
		{"parallel subtests of a sequential test", At(cPar1, 20), At(cPar2, 20), true},
		{"parallel subtest of a sequential test and a parallel test", At(cPar1, 20), At(parB, 20), false},
		{"subtest in a loop with itself", At(aLoop, 20), At(aLoop, 20), true},
		{"subtest in a loop before its t.Parallel", At(aLoop, 2), At(aLoop, 20), false},
		{"child of a looped subtest and the looped subtest", At(aLoopChild, 20), At(aLoop, 20), true},
		{"child of a looped subtest with itself", At(aLoopChild, 20), At(aLoopChild, 20), true},
		{"parallel subtest with itself", At(aPar1, 20), At(aPar1, 20), false},
		{"sequential subtest in a loop with itself", At(aSeqLoop, 20), At(aSeqLoop, 20), false},
		{"parallel child of a sequential looped subtest with itself", At(aSeqLoopChild, 20), At(aSeqLoopChild, 20), false},
		{"grandchild started before its parent's t.Parallel and a sibling of the parent", At(aMidEarly, 20), At(aPar1, 20), true},
		{"RunParallel body with itself", At(rp, 20), At(rp, 20), true},
		{"two RunParallel calls of one benchmark", At(rp, 20), At(rp2, 20), false},
		{"RunParallel body and its benchmark", At(rp, 20), At(bench, 20), false},
		{"benchmark and parallel test", At(rp, 20), At(parB, 20), false},
		{"fuzz target and parallel test", At(fuzzTarget, 20), At(parB, 20), false},
		{"spawned parallel subtests with themselves", Spawned(seqC, 20), Spawned(seqC, 20), true},
		{"spawned parallel subtests and the spawning body", Spawned(seqC, 20), At(seqC, 30), false},
		{"spawned by a sequential test and a parallel test", Spawned(seqC, 20), At(parB, 20), false},
		{"spawned by a parallel test and another parallel test", Spawned(parA, 20), At(parB, 20), true},
		{"spawned before t.Parallel by a parallel test and another parallel test", Spawned(parA, 5), At(parB, 20), true},
		{"spawned and a parallel sibling subtest", Spawned(parA, 20), At(aPar1, 20), true},
		{"setup has no region", Point{}, At(parB, 20), false},
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

func TestRunsBefore(t *testing.T) {
	test := &Test{Name: "TestX"}
	top := &Region{Test: test}
	first := &Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 10}}}
	second := &Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 20}}}
	par := &Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 5}},
		ParallelCall: &ast.CallExpr{Fun: &ast.Ident{NamePos: 6}}}
	for _, tc := range []struct {
		name string
		x, u Point
		want bool
	}{
		{"earlier in the same body", Point{Region: top, Pos: 1}, Point{Region: top, Pos: 2}, true},
		{"later in the same body", Point{Region: top, Pos: 3}, Point{Region: top, Pos: 2}, false},
		{"one helper call that writes and uses", Point{Region: top, Pos: 2}, Point{Region: top, Pos: 2}, true},
		{"parent before the subtest", Point{Region: top, Pos: 5}, Point{Region: second, Pos: 25}, true},
		{"parent after the subtest", Point{Region: top, Pos: 30}, Point{Region: second, Pos: 25}, false},
		{"earlier sequential sibling", Point{Region: first, Pos: 15}, Point{Region: second, Pos: 25}, true},
		{"later sequential sibling", Point{Region: second, Pos: 25}, Point{Region: first, Pos: 15}, false},
		{"parallel sibling started first runs after the parent returns", Point{Region: par, Pos: 7}, Point{Region: second, Pos: 25}, false},
	} {
		if got := RunsBefore(tc.x, tc.u); got != tc.want {
			t.Errorf("%s: RunsBefore = %v, want %v", tc.name, got, tc.want)
		}
	}
}
