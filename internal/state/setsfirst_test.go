package state

import (
	"go/ast"
	"testing"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel/paralleltest"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

func TestSetsFirst(t *testing.T) {
	test, other := &schedule.Test{Name: "TestX"}, &schedule.Test{Name: "TestY"}
	top, elsewhere := &schedule.Region{Test: test}, &schedule.Region{Test: other}
	sub := &schedule.Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 20}}}
	read := paralleltest.AccessAt(sub, 25, flow.Read, "")
	restore := paralleltest.AccessAt(top, 5, flow.Write, "")
	restore.Restores = true
	setenv := paralleltest.AccessAt(top, 6, flow.Write, "")
	setenv.Restores, setenv.Scoped = true, true
	for _, tc := range []struct {
		name   string
		writes []*flow.Access
		want   bool
	}{
		{"write in the parent before the subtest", []*flow.Access{paralleltest.AccessAt(top, 10, flow.Write, "")}, true},
		{"field write before the read", []*flow.Access{paralleltest.AccessAt(sub, 22, flow.FieldWrite, "Jar")}, true},
		{"write after the read", []*flow.Access{paralleltest.AccessAt(sub, 30, flow.Write, "")}, false},
		{"a read is no write", []*flow.Access{paralleltest.AccessAt(top, 10, flow.Read, "")}, false},
		{"another test's write", []*flow.Access{paralleltest.AccessAt(elsewhere, 1, flow.Write, "")}, false},
		{"a restore runs when the test ends", []*flow.Access{restore}, false},
		{"t.Setenv takes effect at once", []*flow.Access{setenv}, true},
	} {
		if got := SetsFirst(read, tc.writes); got != tc.want {
			t.Errorf("%s: SetsFirst = %v, want %v", tc.name, got, tc.want)
		}
	}
}
