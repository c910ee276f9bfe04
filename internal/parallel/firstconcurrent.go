package parallel

// FirstConcurrent returns the first of accs that may run at the same time as some access of
// others (SiteGroup.ConcurrentWith for that access alone), with those accesses of others;
// nil, nil when none of accs does. A finding about a site that several tests reach names
// the test whose access races.
func FirstConcurrent(accs, others []*Access) (*Access, []*Access) {
	for _, a := range accs {
		if users := (&SiteGroup{Site: a.Site, Accesses: []*Access{a}}).ConcurrentWith(others); len(users) > 0 {
			return a, users
		}
	}
	return nil, nil
}
