package state

import (
	"go/token"
	"go/types"
	"testing"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel/paralleltest"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

func TestParallelUsesByTest(t *testing.T) {
	ta, tb := &schedule.Test{Name: "TestA"}, &schedule.Test{Name: "TestB"}
	a1, a2, b1 := &schedule.Region{Test: ta, Name: "TestA/one"}, &schedule.Region{Test: ta, Name: "TestA/two"}, &schedule.Region{Test: tb, Name: "TestB"}
	par := func(r *schedule.Region, pos token.Pos) *flow.Access {
		a := paralleltest.AccessAt(r, pos, flow.Read, "")
		a.Parallel = true
		return a
	}
	seq := paralleltest.AccessAt(b1, 1, flow.Read, "") // before TestB's t.Parallel(): not a parallel use
	x, y, z, w := par(a2, 2), par(b1, 3), par(a1, 4), par(a2, 5)
	p := report.ParallelUsesByTest([]*flow.Access{seq, x, y, z, w})
	if len(p.Tests) != 2 || p.Tests[0] != "TestA" || p.Tests[1] != "TestB" {
		t.Fatalf("Tests = %v, want [TestA TestB]", p.Tests)
	}
	if p.First["TestA"] != x || p.First["TestB"] != y {
		t.Errorf("First = %v, want each test's first parallel use", p.First)
	}
	if rs := p.Regions["TestA"]; len(rs) != 2 || rs[0] != a2 || rs[1] != a1 {
		t.Errorf("Regions[TestA] = %v, want [two one]", rs)
	}
	// A site reached from TestB: its region, then TestA's regions after TestA's access.
	if rs := p.RegionsWith([]*flow.Access{y, z}); len(rs) != 3 || rs[0] != b1 || rs[1] != a1 || rs[2] != a2 {
		t.Errorf("RegionsWith = %v, want [TestB TestA/one TestA/two]", rs)
	}
}

func TestOtherRegionName(t *testing.T) {
	ta, tb := &schedule.Test{Name: "TestA"}, &schedule.Test{Name: "TestB"}
	a1, a2, b := &schedule.Region{Test: ta, Name: "TestA/one"}, &schedule.Region{Test: ta, Name: "TestA/two"}, &schedule.Region{Test: tb, Name: "TestB/sub"}
	a := paralleltest.AccessAt(a1, 1, flow.Read, "")
	for _, tc := range []struct {
		users []*flow.Access
		want  string
	}{
		{[]*flow.Access{paralleltest.AccessAt(a2, 2, flow.Read, ""), paralleltest.AccessAt(b, 3, flow.Read, "")}, "TestB"}, // another test first
		{[]*flow.Access{paralleltest.AccessAt(a2, 2, flow.Read, "")}, "TestA/two"},                                         // a sibling subtest
		{[]*flow.Access{paralleltest.AccessAt(a1, 2, flow.Read, "")}, ""},                                                  // other runs of a's region
	} {
		if got := report.OtherRegionName(a, tc.users); got != tc.want {
			t.Errorf("OtherRegionName = %q, want %q", got, tc.want)
		}
	}
}

func TestOtherTestUses(t *testing.T) {
	// TestZ runs before TestA (its file sorts first) though its code comes later.
	ra, rb := &schedule.Region{Test: &schedule.Test{Name: "TestA", Order: 1}}, &schedule.Region{Test: &schedule.Test{Name: "TestB", Order: 2}}
	rz := &schedule.Region{Test: &schedule.Test{Name: "TestZ", Order: 0}}
	change := paralleltest.AccessAt(ra, 10, flow.Write, "")
	own, before, after := paralleltest.AccessAt(ra, 20, flow.Read, ""), paralleltest.AccessAt(rz, 30, flow.Read, ""), paralleltest.AccessAt(rb, 5, flow.Read, "")
	if got := OtherTestUses(change, []*flow.Access{own, before, after}); len(got) != 1 || got[0] != after {
		t.Errorf("OtherTestUses of a sequential change = %v, want the other test's later use", got)
	}
	change.Parallel = true
	if got := OtherTestUses(change, []*flow.Access{own, before, after}); len(got) != 2 {
		t.Errorf("OtherTestUses of a parallel change = %v, want both of the other test's uses", got)
	}
}

func TestGroupBySiteAndVar(t *testing.T) {
	r := &schedule.Region{Test: &schedule.Test{Name: "TestA"}}
	client := types.NewVar(token.NoPos, nil, "DefaultClient", types.Typ[types.Int])
	transport := types.NewVar(token.NoPos, nil, "DefaultTransport", types.Typ[types.Int])
	site := token.Position{Filename: "helper.go", Line: 3}
	at := func(v *types.Var, pos token.Pos, fix token.Position) *flow.Access {
		a := paralleltest.AccessAt(r, pos, flow.Write, "")
		a.Var, a.FixSite = v, fix
		return a
	}
	x, y, z := at(client, 1, site), at(transport, 2, site), at(client, 3, site)
	other := at(client, 4, token.Position{Filename: "other.go", Line: 1})
	groups := report.GroupBySiteAndVar([]*flow.Access{x, y, z, other})
	if len(groups) != 3 {
		t.Fatalf("got %d groups, want 3 (two variables at one site, one elsewhere)", len(groups))
	}
	if g := groups[0]; len(g.Accesses) != 2 || g.Accesses[0] != x || g.Accesses[1] != z || g.Site != site {
		t.Errorf("first group = %v, want the site's writes of DefaultClient", g.Accesses)
	}
	if g := groups[1]; len(g.Accesses) != 1 || g.Accesses[0] != y {
		t.Errorf("second group = %v, want the site's write of DefaultTransport", g.Accesses)
	}
	if g := groups[2]; len(g.Accesses) != 1 || g.Accesses[0] != other {
		t.Errorf("third group = %v, want the other site's write", g.Accesses)
	}
}
