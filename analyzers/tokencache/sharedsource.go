package tokencache

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// sharedSource reports a package-level token source used by two or more tests, at least
// one of them parallel: once for each parallel region that uses it.
func (c *checker) sharedSource(tc *cache) {
	if c.static(tc.Var) {
		return
	}
	order, first := byRegion(tc.Accesses, func(a *parallel.Access) bool { return a.Parallel })
	for _, r := range order {
		if tc.reported[r] {
			continue
		}
		a := first[r]
		// Another use that may run at the same time: another test, or another run of r.
		var otherUse *parallel.Access
		for _, u := range tc.Accesses {
			if (u.Region != r || u == a) && concurrent(a, u) {
				otherUse = u
				break
			}
		}
		if otherUse == nil {
			continue
		}
		other := "another run of " + r.Name
		if otherUse.Region != r {
			other = "test " + otherUse.Region.Name
		}
		tc.reported[r] = true
		msg := fmt.Sprintf("token source %s is shared by parallel test %s and %s: a token that one test refreshes is the one the other retries with; %s",
			parallel.VarName(c.pass, tc.Var), r.Name, other, c.advice(tc))
		related := c.siteRelated(a, "used here")
		if otherUse != a {
			related = append(related, analysis.RelatedInformation{Pos: otherUse.Node.Pos(), End: otherUse.Node.End(),
				Message: fmt.Sprintf("also used by %s", otherUse.Region.Name)})
		}
		c.report(tc, a, "shared-source", msg, related)
	}
}

// static reports whether every value a token source of this package is given (its
// initializer, and assignments in TestMain and init) is an oauth2.StaticTokenSource, which
// never refreshes.
func (c *checker) static(v *types.Var) bool {
	if v.Pkg() != c.pass.Pkg {
		return false
	}
	var values []ast.Expr
	if d := c.res.VarDecl(v); d != nil && d.Value() != nil {
		values = append(values, d.Value())
	}
	for _, a := range c.res.Setup {
		if a != nil && a.Var == v && a.Op.IsWrite() {
			if a.Op != parallel.Write || a.Value == nil {
				return false
			}
			values = append(values, a.Value)
		}
	}
	for _, e := range values {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		fn, ok := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
		if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "golang.org/x/oauth2" || fn.Name() != "StaticTokenSource" {
			return false
		}
	}
	return len(values) > 0
}
