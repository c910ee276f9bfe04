package tokencache

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// This file checks credentials that tests keep in the process environment: every test of a
// binary shares one environment, and code under test reads its token from it
// (os.Getenv("API_TOKEN")) wherever the test calls it.

// environ reports the credential environment variables (parallel.CredentialEnv) that
// tests write while other tests use them (env-race), and those that a sequential test sets
// and never puts back (leaked).
func (c *checker) environ() {
	c.env = c.cfg.voc.CredentialEnv(c.pass, c.res)
	for _, k := range c.env.Names {
		c.envRace(c.env.Accesses[k])
	}
	c.envLeaks(c.env.Unrestored())
}

// envRace reports each write of the variable that may run at the same time as another
// test's use of it (or another run of its own): reads then see one value or the other, and
// a test can authenticate with another test's token.
func (c *checker) envRace(accs []*parallel.Access) {
	var writes []*parallel.Access
	for _, a := range accs {
		// t.Setenv panics in parallel tests: it cannot race. A restoring write races as
		// well, but its finding would repeat that of the write it undoes.
		if a.Op == parallel.Write && a.Parallel && !a.Restores {
			writes = append(writes, a)
		}
	}
	for _, s := range parallel.RacingSites(writes, accs) {
		w, users := s.Write, s.Users
		verb := "read"
		for _, u := range users {
			if u.Op != parallel.Read {
				verb = "use"
			}
		}
		pos, end, via := c.at(s.SiteGroup, w)
		msg := fmt.Sprintf("data race on environment variable %q: %s writes it%s while %s it; every test shares the process environment: pass the credential to the code under test, or set it with t.Setenv in a test that does not run in parallel",
			w.Env, w.Region.Name, via, othersText(w, users, verb))
		var related []analysis.RelatedInformation
		if via != "" || len(w.Via) == 0 {
			related = c.siteRelated(w, "written here")
		}
		related = append(related, parallel.UsersRelated(users, "used by")...)
		if len(s.Accesses) > 1 {
			related = append(related, parallel.UsersRelated(s.Accesses, "written from")...)
		}
		related = append(related, c.envEvidence(w.Env)...)
		c.rep.Report(analysis.Diagnostic{Pos: pos, End: end, Category: "env-race", Message: msg, Related: related}, nil)
	}
}

// othersText names the tests that run at the same time as w and what they do ("read" or
// "use"): "parallel test TestA reads", "parallel tests TestA and TestB read", or "another
// run of TestX reads".
func othersText(w *parallel.Access, users []*parallel.Access, verb string) string {
	var others []*parallel.Access
	regions := make(map[*parallel.Region]bool)
	for _, u := range users {
		if u.Region != w.Region {
			others = append(others, u)
			regions[u.Region] = true
		}
	}
	switch len(regions) {
	case 0:
		return "another run of " + w.Region.Name + " " + verb + "s"
	case 1:
		return "parallel test " + parallel.RegionNames(others) + " " + verb + "s"
	}
	return "parallel tests " + parallel.RegionNames(others) + " " + verb
}

// envLeaks reports the unrestored writes, one diagnostic per site: with -tokencache.leaked
// (or strict) when a later test reads the variable without setting it first (it depends on
// the leaked value), and with -tokencache.strict also when every test that reads it sets it first, or
// none reads it. Only the strict findings can have a fix: replacing the write with t.Setenv
// would change what a dependent test sees.
func (c *checker) envLeaks(leaks []*parallel.Access) {
	fixes := c.envFixes(leaks)
	for _, g := range parallel.GroupBySite(leaks) {
		w := g.Accesses[0]
		var readers, dependents []*parallel.Access
		for _, a := range g.Accesses {
			r, d := c.env.Readers(a)
			readers, dependents = append(readers, r...), append(dependents, d...)
		}
		pos, end, via := c.at(g, w)
		var msg, category string
		switch {
		case len(dependents) > 0 && !c.cfg.leaked:
			continue
		case len(dependents) > 0:
			category = "leaked"
			msg = fmt.Sprintf("environment variable %q leaks from %s into later tests: it is set%s and never restored, and %s without setting it first, so %s on test order; use t.Setenv, and set the variable in the tests that need it",
				w.Env, w.Region.Name, via, testsVerb(dependents, "read"), pronounVerb(dependents, "depend"))
		case !c.cfg.strict:
			// Every test that reads the variable sets it first: the value reaches later
			// tests but none of them uses it.
			continue
		case len(readers) > 0:
			category = "env-unrestored"
			msg = fmt.Sprintf("environment variable %q is set by %s%s and never restored: every later test of the binary inherits it (%s after setting it); use t.Setenv",
				w.Env, w.Region.Name, via, testsVerb(readers, "read"))
		default:
			category = "env-unrestored"
			msg = fmt.Sprintf("environment variable %q is set by %s%s and never restored: every later test of the binary inherits it; use t.Setenv",
				w.Env, w.Region.Name, via)
		}
		var related []analysis.RelatedInformation
		if via != "" || len(w.Via) == 0 {
			related = c.siteRelated(w, "set here")
		}
		if len(dependents) > 0 {
			related = append(related, parallel.UsersRelated(dependents, "read without setting it by")...)
		} else {
			related = append(related, parallel.UsersRelated(readers, "read by")...)
		}
		if len(g.Accesses) > 1 {
			related = append(related, parallel.UsersRelated(g.Accesses, "set from")...)
		}
		related = append(related, c.envEvidence(w.Env)...)
		d := analysis.Diagnostic{Pos: pos, End: end, Category: category, Message: msg, Related: related}
		if len(dependents) == 0 {
			if fix, ok := fixes[w]; ok && len(g.Accesses) == 1 {
				d.SuggestedFixes = []analysis.SuggestedFix{fix}
			}
		}
		c.rep.Report(d, nil)
	}
}

// testsVerb names the tests of accs with a verb that agrees: "TestA reads it", "TestA and
// TestB read it".
func testsVerb(accs []*parallel.Access, verb string) string {
	if parallel.RegionCount(accs) == 1 {
		return parallel.RegionNames(accs) + " " + verb + "s it"
	}
	return parallel.RegionNames(accs) + " " + verb + " it"
}

// pronounVerb is "it VERBs" for one test and "they VERB" for several.
func pronounVerb(accs []*parallel.Access, verb string) string {
	if parallel.RegionCount(accs) == 1 {
		return "it " + verb + "s"
	}
	return "they " + verb
}

// envEvidence shows, for a variable found by its use, where its value reaches an auth sink.
func (c *checker) envEvidence(name string) []analysis.RelatedInformation {
	if c.cfg.voc.EnvNameSays(name) || c.env.Sinks[name] == nil {
		return nil
	}
	s := c.env.Sinks[name]
	name, _, _ = strings.Cut(s.Path, "@")
	what := "reaches " + name + " here"
	if !strings.Contains(name, ".") {
		what = "reaches the " + name + " header here"
	}
	return []analysis.RelatedInformation{{Pos: s.Pos(), End: s.Node.End(), Message: s.Env + " " + what}}
}
