package tokencache

import (
	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/report"
)

// siteRelated returns the call path of an access made inside helpers and the access itself,
// as related information; nothing for a direct access.
func (c *checker) siteRelated(a *flow.Access, what string) []analysis.RelatedInformation {
	return c.positions.ViaRelated(a, 0, "calls", report.AccessedName(c.pass, a)+" "+what)
}
