package sharedclient

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/state"
)

// This file reports the mutated and stateful rules, and strict mode, for the shared
// variables that shared.go collects.

// A finding is why a shared variable is reported.
type finding struct {
	cat     string
	reason  string // the part of the message between the name and "used by"
	site    token.Pos
	siteMsg string
}

// checkSharedVars applies the mutated and stateful rules, and strict mode.
func (c *checker) checkSharedVars() {
	for _, sv := range c.collect() {
		c.checkVar(sv)
	}
}

func (c *checker) checkVar(sv *sharedVar) {
	var uses []*flow.Access
	for _, a := range sv.Uses {
		if a.Op != flow.Return {
			uses = append(uses, a)
		}
	}
	// The tests whose parallel part uses sv, each with its first parallel use, and the
	// regions of each test that use it there.
	par := report.ParallelUsesByTest(uses)
	tests, first := par.Tests, par.First
	if len(tests) == 0 {
		// No parallel part uses sv: only a sequential change that a later test inherits.
		if !reportLeaked() {
			return
		}
		for _, g := range mutationSites(sv.mutation) {
			c.reportLeakedMutation(sv, g, uses)
		}
		return
	}
	name := gocode.VarName(c.pass, sv.Var)
	noun := noun(sv.Kind)

	// One diagnostic per mutation site, when something that runs at the same time uses sv.
	reportedTests := make(map[string]bool)
	for _, g := range mutationSites(sv.mutation) {
		users := g.group.ConcurrentWith(uses)
		m := g.first
		if len(users) == 0 {
			if (reportLeaked() && c.reportLeakedMutation(sv, g, uses)) || (strict && c.reportLatentMutation(sv, g, uses)) {
				for _, a := range g.group.Accesses {
					reportedTests[a.Region.Test.Name] = true
				}
			}
			continue
		}
		pos, end := g.group.PosConcurrentWith(c.pass, users)
		for _, a := range g.group.Accesses {
			if a.Node.Pos() == pos && g.byAccess[a] != nil {
				m = g.byAccess[a] // the mutation reported: its label, path and helper
				break
			}
		}
		label := m.label
		if m.via != "" && (pos == m.a.Node.Pos() || !report.PosIn(c.pass, g.group.Site).IsValid()) {
			label += ", through " + m.via // reported at the call, not at the write in the helper
		}
		d := analysis.Diagnostic{
			Pos: pos, End: end, Category: catMutated,
			Message: fmt.Sprintf("shared %s %q is mutated here (%s) and used by %s; give each test its own %s",
				noun, name, label, otherUser(m.a, users), noun),
			Related: append(c.related(sv.Var, m.a), report.UsersRelated(users, "used by")...),
		}
		for _, a := range g.group.Accesses {
			reportedTests[a.Region.Test.Name] = true
		}
		var why string
		d.SuggestedFixes, why = c.constructorFix(sv, par.RegionsWith(g.group.Accesses)...)
		if why != "" {
			d.Message += "; no automatic fix: " + why
		}
		c.rep.Report(d, sv.Var)
	}

	// One diagnostic per parallel test that must get its own handle, at its first use: the
	// handle carries state (a cookie jar, auth, a connection) and code that runs at the same
	// time uses it too.
	var f *finding
	switch {
	case sv.Kind == httpfacts.WebsocketConn:
		f = &finding{cat: catStateful}
	case sv.hasJar:
		f = &finding{cat: catStateful, reason: "has a cookie jar", site: sv.jar, siteMsg: "the cookie jar is set here"}
	case sv.auth != nil:
		f = &finding{cat: catStateful, reason: fmt.Sprintf("carries auth state set by test code (%s in %s)", sv.auth.label, sv.auth.a.Region.Test.Name),
			site: sv.auth.a.Pos(), siteMsg: "auth state is set here"}
	}
	for _, test := range tests {
		if reportedTests[test] {
			continue // the mutation site's diagnostic covers this test
		}
		a, users := first[test], []*flow.Access(nil)
		if f != nil {
			a, users = report.FirstConcurrentOfTest(uses, test)
		}
		cat := catShared
		switch {
		case f != nil && a != nil:
			cat = f.cat
		case strict:
			a = first[test]
		default:
			continue
		}
		var msg string
		switch {
		case cat == catShared:
			msg = fmt.Sprintf("shared %s %q is used by parallel test %s; give each test its own %s", noun, name, test, noun)
		case sv.Kind == httpfacts.WebsocketConn:
			other := report.OtherRegionName(a, users)
			if other == "" {
				other = "other runs of " + a.Region.Name
			}
			msg = fmt.Sprintf("shared %s %q is used by parallel test %s and by %s; a connection supports one reader and one writer: give each test its own connection",
				noun, name, test, other)
		default:
			msg = fmt.Sprintf("shared %s %q %s and is used by parallel test %s; give each test its own %s", noun, name, f.reason, test, noun)
		}
		rel := c.related(sv.Var, a)
		if cat != catShared && f.site.IsValid() && f.site != sv.Var.Pos() {
			rel = append(rel, analysis.RelatedInformation{Pos: f.site, Message: f.siteMsg})
		}
		rel = append(rel, report.UsersRelated(users, "also used by")...)
		d := analysis.Diagnostic{Pos: a.Pos(), End: a.Node.End(), Category: cat, Message: msg, Related: rel}
		var why string
		d.SuggestedFixes, why = c.constructorFix(sv, par.Regions[test]...)
		if why != "" {
			d.Message += "; no automatic fix: " + why
		}
		c.rep.Report(d, sv.Var)
	}
}

// reportLeakedMutation reports a mutation that a sequential test makes and never undoes
// when another test uses the variable afterwards without setting it again first: that test
// inherits the change (go test runs tests in order, and with -shuffle or -count any test can
// follow another).
func (c *checker) reportLeakedMutation(sv *sharedVar, g mutationSite, uses []*flow.Access) bool {
	changes := state.LeftChanged(c.res, c.pass, sv.Var, g.group.Accesses, uses)
	if len(changes) == 0 {
		return false
	}
	mutations := make(map[*flow.Access]bool)
	for _, m := range sv.mutation {
		mutations[m.a] = true
	}
	users, writes := state.ReadsAndWrites(c.pass, uses, mutations)
	heirs := state.VarHeirs(c.pass.TypesInfo, changes, users, writes)
	if len(heirs) == 0 {
		return false
	}
	m := g.first
	pos, end := g.group.Pos(c.pass)
	label := m.label
	if m.via != "" && pos == m.a.Node.Pos() {
		label += ", through " + m.via
	}
	noun := noun(sv.Kind)
	c.rep.Report(analysis.Diagnostic{Pos: pos, End: end, Category: catLeaked,
		Message: fmt.Sprintf("shared %s %q is mutated here (%s) by sequential test %s and not restored, so other tests that use it inherit the change (%s); restore it with t.Cleanup, or give each test its own %s",
			noun, gocode.VarName(c.pass, sv.Var), label, report.TestNames(changes), report.TestNames(heirs), noun),
		Related: append(c.related(sv.Var, m.a), report.UsersRelated(heirs, "inherited by")...),
	}, sv.Var)
	return true
}

// reportLatentMutation reports, in strict mode, a mutation that nothing running at the same
// time uses today but other tests do: by a parallel test, it races with the next parallel
// test that uses the variable; by a sequential test, the change stays for the tests that run
// after it.
func (c *checker) reportLatentMutation(sv *sharedVar, g mutationSite, uses []*flow.Access) bool {
	m := g.first
	others := state.OtherTestUses(m.a, uses) // what other tests use it, after the change when sequential
	if len(others) == 0 {
		return false
	}
	pos, end := g.group.Pos(c.pass)
	noun, name := noun(sv.Kind), gocode.VarName(c.pass, sv.Var)
	d := analysis.Diagnostic{Pos: pos, End: end, Category: catMutated,
		Related: append(c.related(sv.Var, m.a), report.UsersRelated(others, "used by")...)}
	if m.a.Parallel {
		d.Message = fmt.Sprintf("shared %s %q is mutated here (%s) by parallel test %s and used by %s (strict mode); give each test its own %s",
			noun, name, m.label, m.a.Region.Test.Name, report.RegionNames(others), noun)
	} else {
		d.Category = catLeaked
		d.Message = fmt.Sprintf("shared %s %q is mutated here (%s) by sequential test %s, and the tests that run after it inherit the change (%s; strict mode); give each test its own %s",
			noun, name, m.label, m.a.Region.Test.Name, report.RegionNames(others), noun)
	}
	c.rep.Report(d, sv.Var)
	return true
}

// A mutationSite is the mutations of a variable written at one place, from every test that
// reaches it.
type mutationSite struct {
	first    *mutation
	group    *report.SiteGroup
	byAccess map[*flow.Access]*mutation // every mutation of the variable, by its access
}

func mutationSites(ms []*mutation) []mutationSite {
	var accs []*flow.Access
	byAccess := make(map[*flow.Access]*mutation)
	for _, m := range ms {
		accs = append(accs, m.a)
		byAccess[m.a] = m
	}
	var out []mutationSite
	for _, g := range report.GroupBySite(accs) {
		out = append(out, mutationSite{first: byAccess[g.Accesses[0]], group: g, byAccess: byAccess})
	}
	return out
}

// otherUser names who uses the variable at the same time as a: another parallel test, a
// parallel subtest of the same test, or other runs of a's own region.
func otherUser(a *flow.Access, users []*flow.Access) string {
	if name := report.OtherRegionName(a, users); name != "" {
		return "parallel test " + name
	}
	return "other runs of " + a.Region.Name
}
