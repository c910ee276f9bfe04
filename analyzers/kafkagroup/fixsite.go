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
	case len(u.via) == 0:
		return fmt.Sprintf("use|%p", u)
	case u.target != nil && u.target.expr != nil:
		return fmt.Sprintf("target|%d|%q", u.target.expr.Pos(), u.value)
	}
	return fmt.Sprintf("site|%s|%s|%q", u.site, u.sink, u.value)
}

// fixSitePos returns where the finding about a group goes: at the constant when a helper of
// this package writes it, else at the sink when it is in this package (a helper or a
// package-level configuration), else at the first call that reaches it.
func fixSitePos(g []*use) (token.Pos, token.Pos) {
	u := g[0]
	if len(u.via) > 0 {
		if t := u.target; t != nil && t.expr != nil && (t.expr.Pos() < u.node.Pos() || t.expr.End() > u.node.End()) {
			return t.expr.Pos(), t.expr.End()
		}
		if (u.target == nil || u.target.expr == nil) && u.sitePos.IsValid() {
			return u.sitePos, u.sitePos
		}
	}
	first := u
	for _, o := range g {
		if o.node.Pos() < first.node.Pos() {
			first = o
		}
	}
	return first.node.Pos(), first.node.End()
}
