package state

import (
	"go/ast"
	"testing"

	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/parallel/paralleltest"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

func TestSetsFirst(t *testing.T) {
	test, other := &schedule.Test{Name: "TestX"}, &schedule.Test{Name: "TestY"}
	top, elsewhere := &schedule.Region{Test: test}, &schedule.Region{Test: other}
	sub := &schedule.Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 20}}}
	read := paralleltest.AccessAt(sub, 25, parallel.Read, "")
	restore := paralleltest.AccessAt(top, 5, parallel.Write, "")
	restore.Restores = true
	setenv := paralleltest.AccessAt(top, 6, parallel.Write, "")
	setenv.Restores, setenv.Scoped = true, true
	for _, tc := range []struct {
		name   string
		writes []*parallel.Access
		want   bool
	}{
		{"write in the parent before the subtest", []*parallel.Access{paralleltest.AccessAt(top, 10, parallel.Write, "")}, true},
		{"field write before the read", []*parallel.Access{paralleltest.AccessAt(sub, 22, parallel.FieldWrite, "Jar")}, true},
		{"write after the read", []*parallel.Access{paralleltest.AccessAt(sub, 30, parallel.Write, "")}, false},
		{"a read is no write", []*parallel.Access{paralleltest.AccessAt(top, 10, parallel.Read, "")}, false},
		{"another test's write", []*parallel.Access{paralleltest.AccessAt(elsewhere, 1, parallel.Write, "")}, false},
		{"a restore runs when the test ends", []*parallel.Access{restore}, false},
		{"t.Setenv takes effect at once", []*parallel.Access{setenv}, true},
	} {
		if got := SetsFirst(read, tc.writes); got != tc.want {
			t.Errorf("%s: SetsFirst = %v, want %v", tc.name, got, tc.want)
		}
	}
}
