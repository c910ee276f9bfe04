package report

import (
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// FirstConcurrent returns the first of accs that may run at the same time as some access of
// others (SiteGroup.ConcurrentWith for that access alone), with those accesses of others;
// nil, nil when none of accs does. A finding about a site that several tests reach names
// the test whose access races.
func FirstConcurrent(accs, others []*flow.Access) (*flow.Access, []*flow.Access) {
	for _, a := range accs {
		if users := (&SiteGroup{Site: a.Site, Accesses: []*flow.Access{a}}).ConcurrentWith(others); len(users) > 0 {
			return a, users
		}
	}
	return nil, nil
}

// FirstConcurrentOfTest returns the first use by the top-level test that may run at the
// same time as another of uses (by another test, or another instance of the same code),
// with those other uses (FirstConcurrent); nil, nil when none may.
func FirstConcurrentOfTest(uses []*flow.Access, test string) (*flow.Access, []*flow.Access) {
	var own []*flow.Access
	for _, a := range uses {
		if a.Region.Test.Name == test {
			own = append(own, a)
		}
	}
	return FirstConcurrent(own, uses)
}

// OtherRegionName names a region of users other than a's: another test's first, else
// another region of a's test; "" when users are other runs of a's own region.
func OtherRegionName(a *flow.Access, users []*flow.Access) string {
	for _, u := range users {
		if u.Region.Test != a.Region.Test {
			return u.Region.Test.Name
		}
	}
	for _, u := range users {
		if u.Region != a.Region {
			return u.Region.Name
		}
	}
	return ""
}

// FirstConcurrentWithOthers returns the first of accs that other test code may run at the
// same time as (Result.ConcurrentWithOthers); nil when none. A sync.Once body writes once,
// in whichever caller comes first: it is concurrent when some caller's run may be.
func FirstConcurrentWithOthers(r *parallel.Result, accs []*flow.Access) *flow.Access {
	for _, a := range accs {
		if r.ConcurrentWithOthers(a.Point()) {
			return a
		}
	}
	return nil
}
