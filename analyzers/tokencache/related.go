package tokencache

import (
	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// siteRelated returns the call path of an access made inside helpers and the access itself,
// as related information; nothing for a direct access.
func (c *checker) siteRelated(a *parallel.Access, what string) []analysis.RelatedInformation {
	return c.positions.ViaRelated(a, 0, "calls", c.accessedName(a)+" "+what)
}

// accessedName names what a accesses: the environment variable, or the variable as the
// test's code would name it.
func (c *checker) accessedName(a *parallel.Access) string {
	if a.IsEnv() {
		return a.Env
	}
	return parallel.VarName(c.pass, a.Var)
}
