package parallel

import (
	"go/ast"
	"testing"
)

func TestSetsFirst(t *testing.T) {
	test, other := &Test{Name: "TestX"}, &Test{Name: "TestY"}
	top, elsewhere := &Region{Test: test}, &Region{Test: other}
	sub := &Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 20}}}
	read := accessAt(sub, 25, Read, "")
	restore := accessAt(top, 5, Write, "")
	restore.Restores = true
	setenv := accessAt(top, 6, Write, "")
	setenv.Restores, setenv.Scoped = true, true
	for _, tc := range []struct {
		name   string
		writes []*Access
		want   bool
	}{
		{"write in the parent before the subtest", []*Access{accessAt(top, 10, Write, "")}, true},
		{"field write before the read", []*Access{accessAt(sub, 22, FieldWrite, "Jar")}, true},
		{"write after the read", []*Access{accessAt(sub, 30, Write, "")}, false},
		{"a read is no write", []*Access{accessAt(top, 10, Read, "")}, false},
		{"another test's write", []*Access{accessAt(elsewhere, 1, Write, "")}, false},
		{"a restore runs when the test ends", []*Access{restore}, false},
		{"t.Setenv takes effect at once", []*Access{setenv}, true},
	} {
		if got := SetsFirst(read, tc.writes); got != tc.want {
			t.Errorf("%s: SetsFirst = %v, want %v", tc.name, got, tc.want)
		}
	}
}
