package report

import (
	"fmt"
	"go/token"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file groups accesses by where their fix goes, so that a write inside a helper that
// 300 tests call is one finding at the write, not 300 at the calls.

// A SiteGroup is the accesses, from any number of regions, that one piece of code makes:
// the same FixSite, reached directly or through helpers from every test that calls them.
type SiteGroup struct {
	Site     token.Position
	Accesses []*flow.Access // in the order given
}

// GroupBySite groups accesses by FixSite, in order of first appearance.
func GroupBySite(accs []*flow.Access) []*SiteGroup {
	var groups []*SiteGroup
	index := make(map[token.Position]*SiteGroup)
	for _, a := range accs {
		g := index[a.FixSite]
		if g == nil {
			g = &SiteGroup{Site: a.FixSite}
			index[a.FixSite] = g
			groups = append(groups, g)
		}
		g.Accesses = append(g.Accesses, a)
	}
	return groups
}

// SameOnce reports whether x and y are one lazy initialization reached by two callers: the
// body of a sync.Once runs once, so its write is one write whoever calls it.
func SameOnce(x, y *flow.Access) bool { return x.Once && y.Once && x.Site == y.Site }

// SameCase reports whether x and y are one access of a variable that one case of a table
// names (Access.OneCase): the other instances of the code run other cases.
func SameCase(x, y *flow.Access) bool { return x == y && x.OneCase }

// ConcurrentWith returns the accesses of others that may run at the same time as some access
// of g: another region, or another instance of the same code. An access of a sync.Once body
// is not concurrent with another caller's run of the same body.
func (g *SiteGroup) ConcurrentWith(others []*flow.Access) []*flow.Access {
	var out []*flow.Access
	for _, o := range others {
		for _, a := range g.Accesses {
			if !SameOnce(a, o) && !SameCase(a, o) && schedule.Concurrent(a.Point(), o.Point()) {
				out = append(out, o)
				break
			}
		}
	}
	return out
}

// Pos returns where a diagnostic about g goes in this package: at the site when it is in a
// file of the pass (a helper of this package), otherwise at the first call that reaches it.
func (g *SiteGroup) Pos(pass *analysis.Pass) (token.Pos, token.Pos) {
	if p := PosIn(pass, g.Site); p.IsValid() {
		for _, a := range g.Accesses {
			if pass.Fset.Position(a.Node.Pos()) == g.Site {
				return a.Node.Pos(), a.Node.End()
			}
		}
		return p, p
	}
	first := g.Accesses[0]
	for _, a := range g.Accesses {
		if a.Pos() < first.Pos() {
			first = a
		}
	}
	return first.Node.Pos(), first.Node.End()
}

// PosAmong is Pos for a finding about some of g's accesses (the writes a test leaves): when
// the site is not in this package, at the first call of those accesses, not of another
// test's that puts its change back.
func (g *SiteGroup) PosAmong(pass *analysis.Pass, accs []*flow.Access) (token.Pos, token.Pos) {
	if PosIn(pass, g.Site).IsValid() || len(accs) == 0 {
		return g.Pos(pass)
	}
	first := accs[0]
	for _, a := range accs {
		if a.Pos() < first.Pos() {
			first = a
		}
	}
	return first.Node.Pos(), first.Node.End()
}

// PosConcurrentWith is Pos for a finding about g's accesses that run at the same time as
// one of others: when the site is not in this package, at the first call whose access does
// (a sequential test's call of the same setter would name the wrong test).
func (g *SiteGroup) PosConcurrentWith(pass *analysis.Pass, others []*flow.Access) (token.Pos, token.Pos) {
	if PosIn(pass, g.Site).IsValid() {
		return g.Pos(pass)
	}
	var first *flow.Access
	for _, a := range g.Accesses {
		if first != nil && a.Pos() >= first.Pos() {
			continue
		}
		for _, o := range others {
			if !SameOnce(a, o) && !SameCase(a, o) && schedule.Concurrent(a.Point(), o.Point()) {
				first = a
				break
			}
		}
	}
	if first == nil {
		return g.Pos(pass)
	}
	return first.Node.Pos(), first.Node.End()
}

// PosIn converts a position to a token.Pos of the pass's file set; token.NoPos when the
// position is not in one of the pass's files.
func PosIn(pass *analysis.Pass, p token.Position) token.Pos {
	if !p.IsValid() {
		return token.NoPos
	}
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil || tf.Name() != p.Filename {
			continue
		}
		if p.Line < 1 || p.Line > tf.LineCount() {
			return token.NoPos
		}
		pos := tf.LineStart(p.Line)
		if p.Column > 1 && tf.Offset(pos)+p.Column-1 <= tf.Size() {
			pos += token.Pos(p.Column - 1)
		}
		return pos
	}
	return token.NoPos
}

// maxRelatedUsers bounds the users that a diagnostic names one by one.
const maxRelatedUsers = 3

// UsersRelated returns related information naming the regions of users, one entry per
// region, at most three and then "and N more", each with verb ("used by", "written by").
// Each entry points at where the region starts (the test's name, or its t.Run call), not at
// the use: a use of another test is often where that test's own finding is, and tools that
// keep one issue per line (golangci-lint) would drop the finding for the related line.
func UsersRelated(users []*flow.Access, verb string) []analysis.RelatedInformation {
	var order []*flow.Access
	seen := make(map[*schedule.Region]bool)
	for _, u := range users {
		if u.Region != nil && !seen[u.Region] {
			seen[u.Region] = true
			order = append(order, u)
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return order[i].Pos() < order[j].Pos() })
	var rel []analysis.RelatedInformation
	for i, u := range order {
		if i == maxRelatedUsers {
			rel = append(rel, analysis.RelatedInformation{Pos: RegionPos(u),
				Message: fmt.Sprintf("and %d more", len(order)-maxRelatedUsers)})
			break
		}
		rel = append(rel, analysis.RelatedInformation{Pos: RegionPos(u), Message: verb + " " + u.Region.Name})
	}
	return rel
}

// RegionNames names the regions of accesses for a message: "TestA", "TestA and TestB",
// "TestA, TestB and 3 more".
func RegionNames(accs []*flow.Access) string {
	var names []string
	seen := make(map[string]bool)
	for _, a := range accs {
		if a.Region != nil && !seen[a.Region.Name] {
			seen[a.Region.Name] = true
			names = append(names, a.Region.Name)
		}
	}
	switch {
	case len(names) == 0:
		return ""
	case len(names) == 1:
		return names[0]
	case len(names) == 2:
		return names[0] + " and " + names[1]
	}
	return fmt.Sprintf("%s, %s and %d more", names[0], names[1], len(names)-2)
}

// RegionPos returns where the region of a starts: its t.Run (or b.RunParallel, suite.Run)
// call, or its test function's name; a's own position when neither is known.
func RegionPos(a *flow.Access) token.Pos {
	switch r := a.Region; {
	case r.Call != nil:
		return r.Call.Pos()
	case r.Test != nil && r.Test.Decl != nil:
		return r.Test.Decl.Name.Pos()
	}
	return a.Pos()
}

// RegionCount returns how many distinct regions accesses are in: whether a message names
// one test or several.
func RegionCount(accs []*flow.Access) int {
	seen := make(map[*schedule.Region]bool)
	for _, a := range accs {
		seen[a.Region] = true
	}
	return len(seen)
}
