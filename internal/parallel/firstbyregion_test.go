package parallel

import (
	"slices"
	"testing"
)

func TestFirstByRegion(t *testing.T) {
	r1, r2, r3 := &Region{Name: "TestA"}, &Region{Name: "TestB"}, &Region{Name: "TestC"}
	x, y, z := accessAt(r2, 1, Read, ""), accessAt(r1, 2, Write, ""), accessAt(r2, 3, Write, "")
	skipped := accessAt(r3, 4, Read, "")
	order, first := FirstByRegion([]*Access{x, y, z, skipped}, func(a *Access) bool { return a != skipped })
	if !slices.Equal(order, []*Region{r2, r1}) {
		t.Errorf("order = %v, want TestB, TestA (and not TestC, whose only access is not kept)", order)
	}
	if first[r2] != x || first[r1] != y || first[r3] != nil {
		t.Errorf("first = %v, want each region's first kept access", first)
	}
	if order, _ := FirstByRegion([]*Access{x}, func(*Access) bool { return false }); len(order) != 0 {
		t.Errorf("order = %v, want none when nothing is kept", order)
	}
}
