package tokencache

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// racyWrite reports each map write to the cache that runs in a parallel test without a
// mutex while another parallel test (or another run of the same one) uses the cache.
func (c *checker) racyWrite(tc *cache) {
	if tc.kind != mapCache && tc.kind != structMap {
		return
	}
	type key struct {
		node token.Pos
		site token.Position
	}
	seen := make(map[key]bool)
	for _, w := range tc.accs {
		if w.Op != parallel.ElemWrite || !w.Parallel || w.Locked || !c.isWrite(tc, w) {
			continue
		}
		var other *parallel.Access
		for _, o := range tc.accs {
			if c.concurrent(w, o) && (o != w || c.multiInstance(anchor(w.Region))) {
				other = o
				break
			}
		}
		if other == nil {
			continue
		}
		k := key{w.Node.Pos(), w.Site}
		if seen[k] {
			continue
		}
		seen[k] = true
		msg := fmt.Sprintf("data race: parallel test %s writes token cache %s%s without holding a mutex while %s uses it; concurrent map writes can crash the test binary; %s",
			w.Region.Name, c.varName(tc.v), c.viaText(w), c.otherText(w, other), c.advice(tc))
		related := c.siteRelated(w, "written here")
		if other != w {
			related = append(related, analysis.RelatedInformation{Pos: other.Node.Pos(), End: other.Node.End(),
				Message: fmt.Sprintf("used by parallel test %s", other.Region.Name)})
		}
		c.report(tc, w, "racy-write", msg, related)
	}
}

// otherText describes who runs concurrently with a: another test, or another run of a's own.
func (c *checker) otherText(a, other *parallel.Access) string {
	if other.Region == a.Region || anchor(other.Region) == anchor(a.Region) {
		return "another run of " + anchor(a.Region).Name
	}
	return "parallel test " + other.Region.Name
}

// viaText names the helper through which an access happens: " (in testutil.Login)".
func (c *checker) viaText(a *parallel.Access) string {
	if len(a.Via) == 0 {
		return ""
	}
	return " (in " + a.Via[len(a.Via)-1].Callee + ")"
}

// report reports a diagnostic at a's node, with the cache's fix when it has one.
func (c *checker) report(tc *cache, a *parallel.Access, category, msg string, related []analysis.RelatedInformation) {
	d := analysis.Diagnostic{
		Pos:      a.Node.Pos(),
		End:      a.Node.End(),
		Category: category,
		Message:  msg,
		Related:  related,
	}
	if fixes := c.fixesFor(tc); len(fixes) > 0 {
		d.SuggestedFixes = fixes
	}
	c.rep.Report(d, tc.v)
}
