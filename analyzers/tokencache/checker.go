package tokencache

import (
	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/state"
)

type checker struct {
	pass *analysis.Pass
	res  *parallel.Result
	rep  *report.Reporter
	cfg  *config

	positions *report.Positions // for the positions of call paths
	env       *state.EnvVars    // the credential environment variables
	shared    *state.EnvVars    // every environment variable test code names
}

// cache is one token cache (parallel.CredentialCache) and what the rules note about it.
type cache struct {
	*state.CredentialCache

	evidence []analysis.RelatedInformation // the use that shows a cache found by use holds credentials

	reported map[*schedule.Region]bool // regions already reported for this cache

	fixDone bool
	fixes   []analysis.SuggestedFix
}

// collect returns the token caches that test regions access, in order of first access.
func (c *checker) collect() []*cache {
	var caches []*cache
	for _, cc := range c.cfg.voc.CredentialCaches(c.pass, c.res) {
		tc := &cache{CredentialCache: cc, reported: make(map[*schedule.Region]bool)}
		if cc.ByUse {
			tc.evidence = c.evidence(cc.Var, cc.Use)
		}
		caches = append(caches, tc)
	}
	return caches
}

// noun names a kind of cache in messages.
func noun(k state.CacheKind) string {
	switch k {
	case state.TokenSourceCache:
		return "token source"
	case state.CredentialFields:
		return "credential"
	}
	return "token cache"
}

func (c *checker) check(tc *cache) {
	if tc.Kind == state.CredentialFields {
		c.leaked(tc)
		return
	}
	refreshed := tc.RefreshedAnywhere(c.pass)
	if tc.Kind == state.ScalarCredential && !refreshed {
		// Assigned only at initialization: a constant in all but name, unless it was
		// fetched, which strict mode reports.
		if c.cfg.strict {
			c.fetchedOnce(tc)
		}
		return
	}
	c.racyWrite(tc)
	c.refreshed(tc)
	c.leaked(tc)
	if tc.Kind == state.TokenSourceCache {
		c.sharedSource(tc)
	}
	if c.cfg.strict {
		if !refreshed {
			c.fetchedOnce(tc)
		}
		c.strict(tc)
	}
}
