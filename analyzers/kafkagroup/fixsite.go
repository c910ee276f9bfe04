package kafkagroup

import (
	"fmt"
	"go/token"
)

// This file groups uses by where their fix goes, so that a helper that joins a constant
// group and that forty tests call is one finding in the helper, not forty at the calls.

// groupByFixSite groups uses, in order of first appearance, by fix site:
//
//   - a use whose sink is in the test's own code is its own group;
//   - a use that reaches a sink through helpers (or a package-level configuration) goes
//     with every other use of the same group through the same code: the expression that
//     writes the constant when it is in this package (in a helper, the one edit its fix
//     makes for every caller; at a call, one per call, since each test then declares its
//     own ID), otherwise the sink it reaches (a helper or configuration of another package,
//     which no fix edits).
func groupByFixSite(uses []*use) [][]*use {
	var groups [][]*use
	index := make(map[string]int)
	for _, u := range uses {
		key := fixSiteKey(u)
		i, ok := index[key]
		if !ok {
			i = len(groups)
			index[key] = i
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], u)
	}
	return groups
}

func fixSiteKey(u *use) string {
	switch {
	case len(u.Via) == 0:
		return fmt.Sprintf("use|%p", u)
	case u.Target != nil && u.Target.Expr != nil:
		return fmt.Sprintf("target|%d|%q", u.Target.Expr.Pos(), u.Value)
	}
	return fmt.Sprintf("site|%s|%s|%q", u.Site, u.Sink, u.Value)
}

// fixSitePos returns where the finding about a group goes: at the constant when a helper of
// this package writes it, else at the sink when it is in this package (a helper or a
// package-level configuration), else at the first call that reaches it.
func fixSitePos(g []*use) (token.Pos, token.Pos) {
	u := g[0]
	if len(u.Via) > 0 {
		if t := u.Target; t != nil && t.Expr != nil && (t.Expr.Pos() < u.Node.Pos() || t.Expr.End() > u.Node.End()) {
			return t.Expr.Pos(), t.Expr.End()
		}
		if (u.Target == nil || u.Target.Expr == nil) && u.SitePos.IsValid() {
			return u.SitePos, u.SitePos
		}
	}
	first := u
	for _, o := range g {
		if o.Node.Pos() < first.Node.Pos() {
			first = o
		}
	}
	return first.Node.Pos(), first.Node.End()
}
