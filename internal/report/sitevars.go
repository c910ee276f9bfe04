package report

import (
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/flow"
)

// GroupBySiteAndVar groups accesses by FixSite (GroupBySite) and each site's accesses by
// variable, in order of first appearance: a site can write several variables (a helper that
// swaps both http.DefaultClient and http.DefaultTransport), and each is a finding of its own.
func GroupBySiteAndVar(accs []*flow.Access) []*SiteGroup {
	type key struct {
		site token.Position
		v    *types.Var
	}
	done := make(map[key]bool)
	var out []*SiteGroup
	for _, g := range GroupBySite(accs) {
		for _, a := range g.Accesses {
			if done[key{g.Site, a.Var}] {
				continue
			}
			done[key{g.Site, a.Var}] = true
			var same []*flow.Access
			for _, b := range g.Accesses {
				if b.Var == a.Var {
					same = append(same, b)
				}
			}
			out = append(out, &SiteGroup{Site: g.Site, Accesses: same})
		}
	}
	return out
}
