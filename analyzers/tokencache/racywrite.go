package tokencache

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/report"
)

// racyWrite reports each map write to the cache that runs in a parallel test without a
// mutex while another parallel test (or another run of the same one) uses the cache.
func (c *checker) racyWrite(tc *cache) {
	// One diagnostic per write site, however many tests reach it.
	for _, s := range report.RacingSites(tc.UnlockedMapWrites(), tc.Accesses) {
		w, other := s.Write, s.Other
		pos, end, via := c.at(s.SiteGroup, w)
		msg := fmt.Sprintf("data race: parallel test %s writes token cache %s%s without holding a mutex while %s uses it; concurrent map writes can crash the test binary; %s",
			w.Region.Name, gocode.VarName(c.pass, tc.Var), via, otherText(w, other), c.advice(tc))
		var related []analysis.RelatedInformation
		if via != "" || len(w.Via) == 0 {
			related = c.siteRelated(w, "written here") // the call path down to the write
		}
		if other != w {
			related = append(related, analysis.RelatedInformation{Pos: report.RegionPos(other),
				Message: fmt.Sprintf("used by parallel test %s", other.Region.Name)})
		}
		if len(s.Accesses) > 1 {
			related = append(related, report.UsersRelated(s.Accesses, "reached from")...)
		}
		c.reportAt(tc, pos, end, "racy-write", msg, related)
	}
}

// otherText describes who runs concurrently with a: another test, or another run of a's own.
func otherText(a, other *flow.Access) string {
	if other.Region == a.Region {
		return "another run of " + a.Region.Name
	}
	return "parallel test " + other.Region.Name
}

// viaText names the helper through which an access happens: " (in testutil.Login)".
func (c *checker) viaText(a *flow.Access) string {
	if len(a.Via) == 0 {
		return ""
	}
	return " (in " + report.InnermostCallee(a) + ")"
}

// at returns where a finding about the site g goes (SiteGroup.Pos) and the helper it names
// for a (viaText): none when the finding is at the access inside the helper.
func (c *checker) at(g *report.SiteGroup, a *flow.Access) (pos, end token.Pos, via string) {
	pos, end = g.Pos(c.pass)
	if pos == a.Node.Pos() {
		via = c.viaText(a)
	}
	return pos, end, via
}

// report reports a diagnostic at a's node, with the cache's fix when it has one.
func (c *checker) report(tc *cache, a *flow.Access, category, msg string, related []analysis.RelatedInformation) {
	c.reportAt(tc, a.Node.Pos(), a.Node.End(), category, msg, related)
}

// reportAt reports a diagnostic at [pos, end), with the cache's fix when it has one.
func (c *checker) reportAt(tc *cache, pos, end token.Pos, category, msg string, related []analysis.RelatedInformation) {
	d := analysis.Diagnostic{
		Pos:      pos,
		End:      end,
		Category: category,
		Message:  msg,
		Related:  append(related, tc.evidence...),
	}
	if fixes := c.fixesFor(tc); len(fixes) > 0 {
		d.SuggestedFixes = fixes
	}
	c.rep.Report(d, tc.Var)
}
