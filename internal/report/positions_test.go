package report

import (
	"go/token"
	"testing"
)

// TestPositionsPos checks that a position finds its place in the file set's copy of its
// file: by offset in a copy with the source's text, and on its line, whatever its column, in
// a copy made from export data (one byte per line).
func TestPositionsPos(t *testing.T) {
	fset := token.NewFileSet()
	src := fset.AddFile("src.go", -1, 41)
	src.SetLinesForContent([]byte("package p\n\nvar x = 1\n\nfunc f() { x = 2 }\n"))
	fake := fset.AddFile("dep.go", -1, 100)
	lines := make([]int, 100)
	for i := range lines {
		lines[i] = i
	}
	fake.SetLines(lines)
	ps := &Positions{fset: fset}

	write := src.Pos(33) // x in x = 2
	if got := ps.Pos(src.Position(write)); got != write {
		t.Errorf("Pos(%v) = %v, want %v", src.Position(write), fset.Position(got), src.Position(write))
	}
	// In dep.go's source the access is on line 20, column 3, at offset 300.
	p := token.Position{Filename: "dep.go", Offset: 300, Line: 20, Column: 3}
	if got := fset.Position(ps.Pos(p)); got.Line != 20 {
		t.Errorf("Pos(%v) is on line %d, want 20", p, got.Line)
	}
	if got := ps.Pos(token.Position{Filename: "other.go", Line: 1, Column: 1}); got.IsValid() {
		t.Errorf("Pos in an unknown file = %v, want NoPos", fset.Position(got))
	}
}
