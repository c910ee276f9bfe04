package report

import (
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// FirstByRegion returns, for each region in order of first access, its first access among
// accs that satisfies keep: where a finding once per region goes.
func FirstByRegion(accs []*parallel.Access, keep func(*parallel.Access) bool) ([]*parallel.Region, map[*parallel.Region]*parallel.Access) {
	var order []*parallel.Region
	first := make(map[*parallel.Region]*parallel.Access)
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
