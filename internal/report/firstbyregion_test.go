package report

import (
	"slices"
	"testing"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel/paralleltest"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

func TestFirstByRegion(t *testing.T) {
	r1, r2, r3 := &schedule.Region{Name: "TestA"}, &schedule.Region{Name: "TestB"}, &schedule.Region{Name: "TestC"}
	x, y, z := paralleltest.AccessAt(r2, 1, flow.Read, ""), paralleltest.AccessAt(r1, 2, flow.Write, ""), paralleltest.AccessAt(r2, 3, flow.Write, "")
	skipped := paralleltest.AccessAt(r3, 4, flow.Read, "")
	order, first := FirstByRegion([]*flow.Access{x, y, z, skipped}, func(a *flow.Access) bool { return a != skipped })
	if !slices.Equal(order, []*schedule.Region{r2, r1}) {
		t.Errorf("order = %v, want TestB, TestA (and not TestC, whose only access is not kept)", order)
	}
	if first[r2] != x || first[r1] != y || first[r3] != nil {
		t.Errorf("first = %v, want each region's first kept access", first)
	}
	if order, _ := FirstByRegion([]*flow.Access{x}, func(*flow.Access) bool { return false }); len(order) != 0 {
		t.Errorf("order = %v, want none when nothing is kept", order)
	}
}
