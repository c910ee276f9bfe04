package report

import (
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// FirstByRegion returns, for each region in order of first access, its first access among
// accs that satisfies keep: where a finding once per region goes.
func FirstByRegion(accs []*flow.Access, keep func(*flow.Access) bool) ([]*schedule.Region, map[*schedule.Region]*flow.Access) {
	var order []*schedule.Region
	first := make(map[*schedule.Region]*flow.Access)
	for _, a := range accs {
		if !keep(a) {
			continue
		}
		if _, ok := first[a.Region]; !ok {
			first[a.Region] = a
			order = append(order, a.Region)
		}
	}
	return order, first
}
