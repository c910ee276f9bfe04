package parallel

// FirstByRegion returns, for each region in order of first access, its first access among
// accs that satisfies keep: where a finding once per region goes.
func FirstByRegion(accs []*Access, keep func(*Access) bool) ([]*Region, map[*Region]*Access) {
	var order []*Region
	first := make(map[*Region]*Access)
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
