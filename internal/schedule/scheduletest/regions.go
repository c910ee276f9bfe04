// Package scheduletest builds the scheduler's regions by hand, for tests of the questions
// asked about them (which code runs at the same time, which runs first) that need no package
// to analyse: each region's body spans 100 positions of its own, and a point is an offset in it.
//
//	f := &scheduletest.Regions{}
//	a := f.Test("TestA", schedule.KindTest, 10) // calls t.Parallel() at offset 10
//	schedule.Concurrent(scheduletest.At(a, 20), scheduletest.At(a, 20))
package scheduletest

import (
	"go/ast"
	"go/token"

	"github.com/fixturelint/fixturelint/internal/schedule"
)

// Regions builds regions by hand: each body spans [start, start+100), 1000 positions after
// the last one, and positions inside it are offsets from start.
type Regions struct{ next token.Pos }

// Body returns the next region's body.
func (f *Regions) Body() *ast.BlockStmt {
	f.next += 1000
	return &ast.BlockStmt{Lbrace: f.next, Rbrace: f.next + 100}
}

// Call returns a call whose code is at pos, for a t.Run or a t.Parallel.
func Call(pos token.Pos) *ast.CallExpr {
	return &ast.CallExpr{Fun: &ast.Ident{NamePos: pos, Name: "f"}, Lparen: pos + 1, Rparen: pos + 2}
}

// Test returns a top-level test function's region; parallelAt > 0 puts its t.Parallel()
// at that offset.
func (f *Regions) Test(name string, kind schedule.Kind, parallelAt token.Pos) *schedule.Region {
	b := f.Body()
	r := &schedule.Region{Test: &schedule.Test{Name: name, Kind: kind}, Name: name, Body: b}
	if parallelAt > 0 {
		r.ParallelCall = Call(b.Lbrace + parallelAt)
	}
	return r
}

// Sub returns a subtest of parent started by a t.Run call at offset at of the parent's
// body; repeated says the call is in a loop.
func (f *Regions) Sub(parent *schedule.Region, name string, at, parallelAt token.Pos, repeated bool) *schedule.Region {
	b := f.Body()
	r := &schedule.Region{Test: parent.Test, Parent: parent, Name: parent.Name + "/" + name, Body: b,
		Call: Call(parent.Body.Lbrace + at), Repeated: repeated}
	if parallelAt > 0 {
		r.ParallelCall = Call(b.Lbrace + parallelAt)
	}
	return r
}

// RunParallel returns the body of a b.RunParallel call at offset at of parent's body.
func (f *Regions) RunParallel(parent *schedule.Region, at token.Pos) *schedule.Region {
	r := f.Sub(parent, "RunParallel", at, 0, false)
	r.RunParallel = true
	return r
}

// At is the point at offset of r's body.
func At(r *schedule.Region, offset token.Pos) schedule.Point {
	return schedule.Point{Region: r, Pos: r.Body.Lbrace + offset}
}

// Spawned is the point at offset of r's body, in a goroutine the region starts.
func Spawned(r *schedule.Region, offset token.Pos) schedule.Point {
	p := At(r, offset)
	p.Spawned = true
	return p
}
