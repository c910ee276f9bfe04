package tokencache

import (
	"fmt"
	"go/token"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/state"
)

// This file checks credentials that tests keep in the process environment: every test of a
// binary shares one environment, and code under test reads its token from it
// (os.Getenv("API_TOKEN")) wherever the test calls it.

// environ reports the environment variables, whatever their names, that tests write while
// other tests use them (env-race), the clears of the whole environment in code that runs
// beside other tests (env-race too), with -tokencache.strict every other write there
// (env-parallel), the variables, whatever their names, that a sequential test sets and never
// puts back while a later test reads them without setting them first (env-leaked), and with
// -tokencache.strict the variables left so that no later test depends on them yet
// (env-unrestored).
func (c *checker) environ() {
	c.env = c.cfg.voc.CredentialEnv(c.pass, c.res)
	shared := state.SharedEnv(c.pass, c.res)
	c.shared = shared
	reported := make(map[*flow.Access]bool)
	sites := make(map[token.Pos]bool)
	for _, k := range shared.Names {
		if state.OneConstant(shared.Accesses[k]) {
			continue // every writer stores the same value: a reader cannot tell them apart
		}
		c.envRace(shared.Accesses[k], reported, sites)
	}
	c.envClears()
	if c.cfg.strict {
		for _, k := range shared.Names {
			c.envParallel(shared.Accesses[k], reported, sites)
		}
	}
	c.envLeaks(shared.Unrestored())
}

// parallelWrites returns the writes among accs that run in the parallel part of a test.
// t.Setenv panics there: it cannot race. A restoring write races as well, but its finding
// would repeat that of the write it undoes. When every access of the variable holds a
// mutex, the tests take turns: none of them races.
func parallelWrites(accs []*flow.Access) []*flow.Access {
	allLocked := true
	for _, a := range accs {
		allLocked = allLocked && a.Locked
	}
	if allLocked {
		return nil
	}
	var writes []*flow.Access
	for _, a := range accs {
		if a.Op == flow.Write && a.Parallel && !a.Restores {
			writes = append(writes, a)
		}
	}
	return writes
}

// envRace reports each write of the variable that may run at the same time as another
// test's use of it (or another run of its own): reads then see one value or the other, and
// a test can authenticate with another test's token. The writes it reports go in reported;
// a site already reported for another variable (a helper that sets whichever variable its
// caller names) is not reported again: one diagnostic per fix site.
func (c *checker) envRace(accs []*flow.Access, reported map[*flow.Access]bool, sites map[token.Pos]bool) {
	for _, s := range report.RacingSites(parallelWrites(accs), accs) {
		for _, a := range s.Accesses {
			reported[a] = true
		}
		w, users := s.Write, s.Users
		pos, end, via := c.at(s.SiteGroup, w)
		if sites[pos] {
			continue
		}
		sites[pos] = true
		verb := "read"
		for _, u := range users {
			if u.Op != flow.Read {
				verb = "use"
			}
		}
		what := "the value"
		if c.env.Accesses[w.Env] != nil {
			what = "the credential"
		}
		msg := fmt.Sprintf("data race on environment variable %q: %s writes it%s while %s it; every test shares the process environment: pass %s to the code under test, or set it with t.Setenv in a test that does not run in parallel",
			w.Env, w.Region.Name, via, othersText(w, users, verb), what)
		related := c.raceRelated(w, via, s.Accesses, users, "written")
		related = append(related, c.envEvidence(w.Env)...)
		c.rep.Report(analysis.Diagnostic{Pos: pos, End: end, Category: "env-race", Message: msg, Related: related}, nil)
	}
}

// envClears reports each os.Clearenv that may run at the same time as other test code,
// whether or not that code is seen to read the environment: code under test and the
// libraries it calls read variables (HOME, the proxy settings, a cloud SDK's profile) that
// no test names. The environment uses seen in code that runs at the same time go in the
// related information.
func (c *checker) envClears() {
	uses := state.EnvUses(c.res)
	var clears []*flow.Access
	for _, w := range state.Clears(c.res) {
		if w.Parallel && c.res.ConcurrentWithOthers(w.Point()) {
			clears = append(clears, w) // a helper's clear counts for its parallel callers only
		}
	}
	for _, g := range report.GroupBySite(clears) {
		w := g.Accesses[0]
		pos, end, via := c.at(g, w)
		users := g.ConcurrentWith(uses)
		others := "other tests may run"
		if len(users) > 0 {
			others = othersText(w, users, "use") + " the environment"
		}
		msg := fmt.Sprintf("data race on the process environment: %s clears it%s while %s; every test shares the process environment: pass the values to the code under test, or set the variables it reads with t.Setenv in a test that does not run in parallel",
			w.Region.Name, via, others)
		related := c.raceRelated(w, via, g.Accesses, users, "cleared")
		c.rep.Report(analysis.Diagnostic{Pos: pos, End: end, Category: "env-race", Message: msg, Related: related}, nil)
	}
}

// envParallel reports, with -tokencache.strict, the other writes of the variable in code
// that may run at the same time as other test code: no test is seen to read it, but code
// under test or a library may, and Go's own t.Setenv refuses to run there for that reason.
// A site already reported, for this variable or another, is not reported again.
func (c *checker) envParallel(accs []*flow.Access, reported map[*flow.Access]bool, sites map[token.Pos]bool) {
	var writes []*flow.Access
	for _, w := range parallelWrites(accs) {
		if !reported[w] && c.res.ConcurrentWithOthers(w.Point()) {
			writes = append(writes, w)
		}
	}
	for _, g := range report.GroupBySite(writes) {
		w := g.Accesses[0]
		pos, end, via := c.at(g, w)
		if sites[pos] {
			continue // one diagnostic per fix site
		}
		sites[pos] = true
		msg := fmt.Sprintf("environment variable %q is written by %s%s, which may run at the same time as other tests: every test shares the process environment; pass the value to the code under test, or set it with t.Setenv in a test that does not run in parallel",
			w.Env, w.Region.Name, via)
		var related []analysis.RelatedInformation
		if via != "" || len(w.Via) == 0 {
			related = c.siteRelated(w, "written here")
		}
		if len(g.Accesses) > 1 {
			related = append(related, report.UsersRelated(g.Accesses, "written from")...)
		}
		c.rep.Report(analysis.Diagnostic{Pos: pos, End: end, Category: "env-parallel", Message: msg, Related: related}, nil)
	}
}

// raceRelated is the related information of a racing write w of a site: where it is
// written (did, "written" or "cleared"), when the diagnostic is not there already; the
// concurrent users; and the site's other writes, when it has several (a helper called from
// several places).
func (c *checker) raceRelated(w *flow.Access, via string, site, users []*flow.Access, did string) []analysis.RelatedInformation {
	var related []analysis.RelatedInformation
	if via != "" || len(w.Via) == 0 {
		related = c.siteRelated(w, did+" here")
	}
	related = append(related, report.UsersRelated(users, "used by")...)
	if len(site) > 1 {
		related = append(related, report.UsersRelated(site, did+" from")...)
	}
	return related
}

// othersText names the tests that run at the same time as w and what they do ("read" or
// "use"): "parallel test TestA reads", "parallel tests TestA and TestB read", or "another
// run of TestX reads".
func othersText(w *flow.Access, users []*flow.Access, verb string) string {
	var others []*flow.Access
	regions := make(map[*schedule.Region]bool)
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
		return "parallel test " + report.RegionNames(others) + " " + verb + "s"
	}
	return "parallel tests " + report.RegionNames(others) + " " + verb
}

// envLeaks reports the unrestored writes, one diagnostic per site: when a later test reads
// the variable without setting it first (env-leaked, whatever the variable is called: the
// later test's result depends on the value it inherits, which -run, -shuffle or a new test
// in between changes), and with -tokencache.strict also a write that every later reader
// sets first, or that none reads (env-unrestored). Only the strict
// findings can have a fix: replacing the write with t.Setenv would change what a dependent
// test sees.
func (c *checker) envLeaks(leaks []*flow.Access) {
	fixes := c.envFixes(leaks)
	for _, g := range report.GroupBySite(leaks) {
		w := g.Accesses[0]
		var readers, dependents, leakers []*flow.Access
		for _, a := range g.Accesses {
			r, d := c.shared.Readers(a)
			readers, dependents = append(readers, r...), append(dependents, d...)
			if len(d) > 0 {
				leakers = append(leakers, a)
			}
		}
		if len(dependents) > 0 && leavesEmpty(g.Accesses) && !looksUp(dependents) {
			// os.Getenv gives "" for an unset variable too: to a reader that cannot tell
			// the two apart, the test left the variable as it found it in a clean
			// environment.
			dependents = nil
		}
		if len(dependents) > 0 && !c.cfg.leaked {
			// Whether the later test's result depends on the value it inherits is the
			// question of the leaked category, answered too often wrongly on unseen suites
			// (a reader that discards the value or cannot fail on it): opt-in like leaked.
			continue
		}
		if len(dependents) > 0 {
			// A helper that several tests call: the test whose value a later test reads is
			// the one the finding names, not the first caller (whose value may be taken away
			// before anyone reads it).
			w = leakers[0]
		}
		pos, end, via := c.at(g, w)
		var msg, category string
		switch {
		case len(dependents) > 0:
			category = "env-leaked"
			names, subject, object := leakedNames(dependents)
			msg = fmt.Sprintf("%s from %s into later tests: %s set%s and never restored, and %s without setting %s first, so %s on test order; use t.Setenv, and set the variable in the tests that need it",
				names, w.Region.Name, subject, via, testsVerb(dependents, "read", object), object, pronounVerb(dependents, "depend"))
		case !c.cfg.strict:
			// Every test that reads the variable sets it first: the value reaches later
			// tests but none of them uses it yet. Strict mode reports it.
			continue
		case len(readers) > 0:
			category = "env-unrestored"
			msg = fmt.Sprintf("environment variable %q is set by %s%s and never restored: every later test of the binary inherits it (%s after setting it); use t.Setenv",
				w.Env, w.Region.Name, via, testsVerb(readers, "read", "it"))
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
			related = append(related, report.UsersRelated(dependents, "read without setting it by")...)
		} else {
			related = append(related, report.UsersRelated(readers, "read by")...)
		}
		switch {
		case len(dependents) > 0 && via == "":
			related = append(related, leftSetAt(leakers)...)
		case len(g.Accesses) > 1:
			related = append(related, report.UsersRelated(g.Accesses, "set from")...)
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

// leftSetAt is the related information of a helper's finding: the calls, in the tests, that
// leave the values later tests read.
func leftSetAt(leakers []*flow.Access) []analysis.RelatedInformation {
	var related []analysis.RelatedInformation
	seen := make(map[token.Pos]bool)
	for _, a := range leakers {
		if seen[a.Pos()] {
			continue
		}
		seen[a.Pos()] = true
		if len(related) == maxLeakSites {
			related = append(related, analysis.RelatedInformation{Pos: a.Pos(), Message: "and more"})
			break
		}
		related = append(related, analysis.RelatedInformation{Pos: a.Pos(), End: a.Node.End(), Message: "left set by " + a.Region.Name})
	}
	return related
}

// maxLeakSites bounds the calls that leftSetAt lists.
const maxLeakSites = 3

// leavesEmpty reports whether every write of a site stores the constant "".
func leavesEmpty(writes []*flow.Access) bool {
	for _, a := range writes {
		if !a.EnvValueKnown || a.EnvValue != "" {
			return false
		}
	}
	return true
}

// looksUp reports whether a read tells a variable set to "" from an unset one
// (os.LookupEnv).
func looksUp(reads []*flow.Access) bool {
	for _, u := range reads {
		if u.LooksUp {
			return true
		}
	}
	return false
}

// leakedNames names the variables that the dependent reads read, `environment variable "A"
// leaks` or, for a helper that sets whichever variable its callers name, `environment
// variables "A" and "B" leak`, with the subject ("it is", "they are") and the object ("it",
// "them") that refer to them.
func leakedNames(dependents []*flow.Access) (names, subject, object string) {
	var quoted []string
	seen := make(map[string]bool)
	for _, u := range dependents {
		if !seen[u.Env] {
			seen[u.Env] = true
			quoted = append(quoted, strconv.Quote(u.Env))
		}
	}
	if len(quoted) == 1 {
		return "environment variable " + quoted[0] + " leaks", "it is", "it"
	}
	if len(quoted) > maxLeakedNames {
		more := fmt.Sprintf("%d more", len(quoted)-maxLeakedNames)
		return "environment variables " + strings.Join(quoted[:maxLeakedNames], ", ") + " and " + more + " leak", "they are", "them"
	}
	return "environment variables " + strings.Join(quoted[:len(quoted)-1], ", ") + " and " + quoted[len(quoted)-1] + " leak", "they are", "them"
}

// maxLeakedNames bounds the names that one message quotes (a helper that sets every
// variable of a table).
const maxLeakedNames = 3

// testsVerb names the tests of accs with a verb that agrees and its object: "TestA reads
// it", "TestA and TestB read them".
func testsVerb(accs []*flow.Access, verb, it string) string {
	if report.RegionCount(accs) == 1 {
		return report.RegionNames(accs) + " " + verb + "s " + it
	}
	return report.RegionNames(accs) + " " + verb + " " + it
}

// pronounVerb is "it VERBs" for one test and "they VERB" for several.
func pronounVerb(accs []*flow.Access, verb string) string {
	if report.RegionCount(accs) == 1 {
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
