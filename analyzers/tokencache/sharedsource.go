package tokencache

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// sharedSource reports a package-level token source used by two or more tests, at least
// one of them parallel: once for each parallel region that uses it.
func (c *checker) sharedSource(tc *cache) {
	users, firstUse := byRegion(tc.accs, func(*parallel.Access) bool { return true })
	n := len(users)
	if n == 1 && c.multiInstance(anchor(users[0])) {
		n = 2
	}
	if n < 2 {
		return
	}
	order, first := byRegion(tc.accs, func(a *parallel.Access) bool { return a.Parallel })
	for _, r := range order {
		if tc.reported[r] {
			continue
		}
		a := first[r]
		other := "other runs of " + anchor(r).Name
		var otherUse *parallel.Access
		for _, u := range users {
			if u != r {
				other, otherUse = "test "+u.Name, firstUse[u]
				break
			}
		}
		tc.reported[r] = true
		msg := fmt.Sprintf("token source %s is shared by parallel test %s and %s: a token that one test refreshes is the one the other retries with; %s",
			c.varName(tc.v), r.Name, other, c.advice(tc))
		related := c.siteRelated(a, "used here")
		if otherUse != nil {
			related = append(related, analysis.RelatedInformation{Pos: otherUse.Node.Pos(), End: otherUse.Node.End(),
				Message: fmt.Sprintf("also used by %s", otherUse.Region.Name)})
		}
		c.report(tc, a, "shared-source", msg, related)
	}
}
