package tokencache

import (
	"fmt"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/state"
)

// fetchedOnce reports, in strict mode, a credential that is fetched once for the whole test
// binary (by its initializer, in TestMain or init, under sync.Once) and that parallel tests
// read at the same time: every test runs as the same user with the same token, so one
// test's logout, revocation or permission change, or the token's expiry, reaches the
// others. Nothing rewrites it, so the other rules are silent; this is the latent form of
// the hazard. Reported once per read site (a helper's read once, at the helper), without a
// fix: the fetch belongs in each test's setup, which only the author can write.
func (c *checker) fetchedOnce(tc *cache) {
	if tc.Kind == state.TokenSourceCache {
		return // shared-source says it for token sources
	}
	fetch := state.FetchedOnce(c.res, c.pass, tc.Var, tc.Accesses)
	if fetch == nil {
		return
	}
	reads := tc.ParallelReads()
	for _, g := range report.GroupBySite(reads) {
		others := g.ConcurrentWith(reads)
		if len(others) == 0 {
			continue
		}
		a := g.Accesses[0]
		other := report.OtherRegionFirst(a, others)
		for _, x := range g.Accesses {
			tc.reported[x.Region] = true
		}
		for _, x := range others {
			tc.reported[x.Region] = true
		}
		pos, end, via := c.at(g, a)
		msg := fmt.Sprintf("parallel test %s uses credential %s%s, fetched once %s, while %s uses it too (strict mode); scope the credential to the test: fetch it in the test's setup or per test user (%s)",
			a.Region.Name, gocode.VarName(c.pass, tc.Var), via, fetchedWhere(fetch), otherText(a, other), fetchExample(fetch, tc.Var))
		related := []analysis.RelatedInformation{{Pos: fetch.Pos, End: fetch.End, Message: gocode.VarName(c.pass, tc.Var) + " fetched here"}}
		if pos != a.Node.Pos() {
			related = append(related, c.siteRelated(a, "used here")...)
		}
		if other != a {
			related = append(related, analysis.RelatedInformation{Pos: other.Node.Pos(), End: other.Node.End(),
				Message: "also used by parallel test " + other.Region.Name})
		}
		related = append(related, tc.evidence...)
		c.rep.Report(analysis.Diagnostic{Pos: pos, End: end, Category: "fetched-once", Message: msg, Related: related}, tc.Var)
	}
}

// fetchedWhere says where a credential is fetched for the whole binary: "in TestMain", "in
// init", "by its initializer", "under sync.Once".
func fetchedWhere(f *state.Fetch) string {
	switch {
	case f.Init:
		return "by its initializer"
	case f.Once:
		return "under sync.Once"
	}
	return "in " + f.Func
}

// fetchExample shows the fix in a few words.
func fetchExample(f *state.Fetch, v *types.Var) string {
	if f.Helper != "" {
		return fmt.Sprintf("after t.Parallel(): %s := %s(...)", v.Name(), f.Helper)
	}
	return "after t.Parallel(), fetch a token of its own"
}
