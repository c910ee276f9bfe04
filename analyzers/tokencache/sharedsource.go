package tokencache

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/state"
)

// sharedSource reports a package-level token source used by two or more tests, at least
// one of them parallel: once for each parallel region that uses it.
func (c *checker) sharedSource(tc *cache) {
	if state.IsStaticTokenSource(c.res, c.pass, tc.Var) {
		return
	}
	order, first := report.FirstByRegion(tc.Accesses, func(a *flow.Access) bool { return a.Parallel })
	for _, r := range order {
		if tc.reported[r] {
			continue
		}
		a := first[r]
		// Another use that may run at the same time: another test, or another run of r.
		otherUse := report.ConcurrentOther(a, tc.Accesses)
		if otherUse == nil {
			continue
		}
		other := "another run of " + r.Name
		if otherUse.Region != r {
			other = "test " + otherUse.Region.Name
		}
		tc.reported[r] = true
		msg := fmt.Sprintf("token source %s is shared by parallel test %s and %s: a token that one test refreshes is the one the other retries with; %s",
			gocode.VarName(c.pass, tc.Var), r.Name, other, c.advice(tc))
		related := c.siteRelated(a, "used here")
		if otherUse != a {
			related = append(related, analysis.RelatedInformation{Pos: otherUse.Node.Pos(), End: otherUse.Node.End(),
				Message: fmt.Sprintf("also used by %s", otherUse.Region.Name)})
		}
		c.report(tc, a, "shared-source", msg, related)
	}
}
