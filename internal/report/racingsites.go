package report

import (
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// A RacingSite is a site of writes (SiteGroup) that code running at the same time uses.
type RacingSite struct {
	*SiteGroup
	// Write is the write a finding names: the first of the site's that races
	// (FirstConcurrent), else its first.
	Write *flow.Access
	// Users are the uses that may run at the same time as some write of the site
	// (ConcurrentWith).
	Users []*flow.Access
	// Other is a use that runs at the same time as Write: the first that FirstConcurrent
	// found for it, else the first of Users.
	Other *flow.Access
}

// RacingSites groups writes by site (GroupBySite), in order of first appearance, and
// returns the sites that some of uses may run at the same time as.
func RacingSites(writes, uses []*flow.Access) []RacingSite {
	var out []RacingSite
	for _, g := range GroupBySite(writes) {
		users := g.ConcurrentWith(uses)
		if len(users) == 0 {
			continue
		}
		s := RacingSite{SiteGroup: g, Write: g.Accesses[0], Users: users, Other: users[0]}
		if cand, o := FirstConcurrent(g.Accesses, uses); cand != nil {
			s.Write, s.Other = cand, o[0]
		}
		out = append(out, s)
	}
	return out
}

// ConcurrentOther returns the first of uses that may run at the same time as a and is
// another region's, or a itself when another run of a's code may (Concurrent); nil when
// none.
func ConcurrentOther(a *flow.Access, uses []*flow.Access) *flow.Access {
	for _, u := range uses {
		if (u.Region != a.Region || u == a) && !SameCase(a, u) && schedule.Concurrent(a.Point(), u.Point()) {
			return u
		}
	}
	return nil
}

// OtherRegionFirst returns the first of others that is in another region than a's, else
// the first of others: the user a finding about a race names.
func OtherRegionFirst(a *flow.Access, others []*flow.Access) *flow.Access {
	for _, x := range others {
		if x.Region != a.Region {
			return x
		}
	}
	return others[0]
}
