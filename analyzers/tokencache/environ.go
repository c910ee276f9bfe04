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

// environ reports the credential environment variables that tests write while other tests
// use them (env-race), and those that a sequential test sets and never puts back (leaked).
// A variable holds credentials when its name says so, or when test code (or code it calls)
// sends its value to an auth sink, whatever its name.
func (c *checker) environ() {
	bySink := make(map[string]*parallel.Access)
	for _, list := range [][]*parallel.Access{c.res.Env, c.res.SetupEnv} {
		for _, a := range list {
			if a != nil && a.Op == parallel.Sink && a.Node != nil && bySink[a.Env] == nil {
				bySink[a.Env] = a
			}
		}
	}
	c.envSinks = bySink
	byKey := make(map[string][]*parallel.Access)
	var keys []string
	for _, a := range c.res.Env {
		if a == nil || a.Region == nil || a.Node == nil || a.Op == parallel.Sink {
			continue
		}
		if !c.cfg.voc.EnvNameSays(a.Env) && bySink[a.Env] == nil {
			continue
		}
		if byKey[a.Env] == nil {
			keys = append(keys, a.Env)
		}
		byKey[a.Env] = append(byKey[a.Env], a)
	}
	for _, k := range keys {
		c.envRace(byKey[k])
	}
	var restoreAll []*parallel.Access // os.Clearenv in code that runs when a test ends
	for _, a := range c.res.Env {
		if a != nil && a.Region != nil && a.Env == parallel.EnvAll && a.Op == parallel.Write && a.Restores {
			restoreAll = append(restoreAll, a)
		}
	}
	var leaks []*parallel.Access
	for _, k := range keys {
		for _, w := range byKey[k] {
			if c.leaks(w, byKey[k]) && !parallel.RestoresWholeEnv(c.pass, w, restoreAll) && !c.res.EnvPutBackInBody(c.pass, w, byKey[k]) {
				leaks = append(leaks, w)
			}
		}
	}
	c.envLeaks(leaks, byKey)
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
	for _, g := range parallel.GroupBySite(writes) {
		users := g.ConcurrentWith(accs)
		if len(users) == 0 {
			continue
		}
		w := g.Accesses[0]
		if cand, _ := parallel.FirstConcurrent(g.Accesses, accs); cand != nil {
			w = cand
		}
		verb := "read"
		for _, u := range users {
			if u.Op != parallel.Read {
				verb = "use"
			}
		}
		pos, end := g.Pos(c.pass)
		via := c.viaText(w)
		if pos != w.Node.Pos() {
			via = ""
		}
		msg := fmt.Sprintf("data race on environment variable %q: %s writes it%s while %s it; every test shares the process environment: pass the credential to the code under test, or set it with t.Setenv in a test that does not run in parallel",
			w.Env, w.Region.Name, via, othersText(w, users, verb))
		var related []analysis.RelatedInformation
		if via != "" || len(w.Via) == 0 {
			related = c.siteRelated(w, "written here")
		}
		related = append(related, parallel.UsersRelated(users, "used by")...)
		if len(g.Accesses) > 1 {
			related = append(related, parallel.UsersRelated(g.Accesses, "written from")...)
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

// leaks reports whether w is a write of a sequential test that nothing puts back: not
// deferred, not in a t.Cleanup function, and no restoring write of the same variable (or
// t.Setenv of it) in its region or an enclosing one, or in a Ginkgo teardown node around
// it. An unset leaves the variable as a
// clean environment has it: later tests see what they would see on a CI runner.
func (c *checker) leaks(w *parallel.Access, accs []*parallel.Access) bool {
	if w.Op != parallel.Write || w.Unsets || w.Restores || w.Parallel || w.Region.Test == nil || w.Region.Test.Kind != parallel.KindTest {
		return false
	}
	for _, r := range accs {
		if r.Op == parallel.Write && r.Restores && parallel.CoversRegion(r, w) {
			return false
		}
	}
	return true
}

// envLeaks reports the unrestored writes, one diagnostic per site: in default mode when
// another test reads the variable without setting it first (it depends on the leaked
// value), and with -tokencache.strict also when every test that reads it sets it first, or
// none reads it. Only the strict findings can have a fix: replacing the write with t.Setenv
// would change what a dependent test sees.
func (c *checker) envLeaks(leaks []*parallel.Access, byKey map[string][]*parallel.Access) {
	fixes := c.envFixes(leaks, byKey)
	for _, g := range parallel.GroupBySite(leaks) {
		w := g.Accesses[0]
		var readers, dependents []*parallel.Access
		for _, a := range g.Accesses {
			r, d := c.envReaders(a, byKey[a.Env])
			readers, dependents = append(readers, r...), append(dependents, d...)
		}
		pos, end := g.Pos(c.pass)
		via := c.viaText(w)
		if pos != w.Node.Pos() {
			via = ""
		}
		var msg, category string
		switch {
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
	if regionCount(accs) == 1 {
		return parallel.RegionNames(accs) + " " + verb + "s it"
	}
	return parallel.RegionNames(accs) + " " + verb + " it"
}

// pronounVerb is "it VERBs" for one test and "they VERB" for several.
func pronounVerb(accs []*parallel.Access, verb string) string {
	if regionCount(accs) == 1 {
		return "it " + verb + "s"
	}
	return "they " + verb
}

func regionCount(accs []*parallel.Access) int {
	seen := make(map[*parallel.Region]bool)
	for _, a := range accs {
		seen[a.Region] = true
	}
	return len(seen)
}

// envReaders returns the reads of the variable, in other tests, that see what the unrestored
// write w leaves, and those of them whose tests do not set the variable first (saving the
// value to put it back is no use of it).
func (c *checker) envReaders(w *parallel.Access, accs []*parallel.Access) (readers, dependents []*parallel.Access) {
	in := c.envInheritance[w.Env]
	if in == nil {
		in = &parallel.Inheritance{Writes: accs, Sees: func(_, u *parallel.Access) bool { return !c.savesForRestore(u, accs) }}
		for _, u := range accs {
			if u.Op == parallel.Read {
				in.Uses = append(in.Uses, u)
			}
		}
		if c.envInheritance == nil {
			c.envInheritance = make(map[string]*parallel.Inheritance)
		}
		c.envInheritance[w.Env] = in
	}
	return parallel.InheritedBy(w, in.Uses), in.Heirs(w)
}

// envEvidence shows, for a variable found by its use, where its value reaches an auth sink.
func (c *checker) envEvidence(name string) []analysis.RelatedInformation {
	if c.cfg.voc.EnvNameSays(name) || c.envSinks[name] == nil {
		return nil
	}
	s := c.envSinks[name]
	name, _, _ = strings.Cut(s.Path, "@")
	what := "reaches " + name + " here"
	if !strings.Contains(name, ".") {
		what = "reaches the " + name + " header here"
	}
	return []analysis.RelatedInformation{{Pos: s.Pos(), End: s.Node.End(), Message: s.Env + " " + what}}
}
