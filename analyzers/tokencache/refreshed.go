package tokencache

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/state"
)

// refreshed reports, once for each parallel region that reads the cache, a refresh of the
// cache that runs concurrently with that read.
func (c *checker) refreshed(tc *cache) {
	order, _ := report.FirstByRegion(tc.Accesses, func(a *flow.Access) bool { return a.Parallel && tc.IsRead(a) })
	for _, r := range order {
		read, w := tc.ConcurrentRefresh(c.pass, r)
		if w == nil {
			continue
		}
		msg := fmt.Sprintf("parallel test %s reads %s %s while %s refreshes it%s: a retry can carry a token that the refresh has just replaced; %s",
			r.Name, noun(tc.Kind), gocode.VarName(c.pass, tc.Var), otherText(read, w), c.viaText(w), c.advice(tc))
		related := []analysis.RelatedInformation{{Pos: w.Node.Pos(), End: w.Node.End(),
			Message: fmt.Sprintf("%s refreshed by %s", gocode.VarName(c.pass, tc.Var), w.Region.Name)}}
		related = append(related, c.siteRelated(w, "refreshed here")...)
		tc.reported[r] = true
		c.report(tc, read, "refreshed", msg, related)
	}
}

// strict reports, once for each parallel region, any token cache it reads that no other
// rule has reported for it.
func (c *checker) strict(tc *cache) {
	if tc.ByUse && !tc.RefreshedAnywhere(c.pass) {
		// Known as a credential by its use alone and never rewritten: a constant fixture
		// (a table of test users' passwords) unless fetched, which fetchedOnce reports.
		return
	}
	order, first := report.FirstByRegion(tc.Accesses, func(a *flow.Access) bool { return a.Parallel })
	for _, r := range order {
		if tc.reported[r] {
			continue
		}
		tc.reported[r] = true
		a := first[r]
		msg := fmt.Sprintf("parallel test %s uses %s %s, which outlives the test (strict mode); %s",
			r.Name, noun(tc.Kind), gocode.VarName(c.pass, tc.Var), c.advice(tc))
		c.report(tc, a, "strict", msg, c.siteRelated(a, "used here"))
	}
}

// advice says what to do, depending on whether the fix can do it.
func (c *checker) advice(tc *cache) string {
	if tc.Kind == state.TokenSourceCache {
		return "create the token source in each test"
	}
	return "scope the cache to the test's lifetime"
}
