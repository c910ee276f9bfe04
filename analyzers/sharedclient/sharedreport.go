package sharedclient

import (
	"fmt"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
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
	// The parallel tests that use sv, each with its first parallel use.
	var tests []string
	first := make(map[string]*parallel.Access)
	testRegions := make(map[string][]*parallel.Region) // the regions of each test that use sv in parallel
	regions := make(map[*parallel.Region]bool)
	allTests := make(map[string]bool)
	for _, a := range sv.uses {
		if a.Op == parallel.Return {
			continue
		}
		allTests[a.Region.Test.Name] = true
		if !a.Parallel {
			continue
		}
		regions[a.Region] = true
		name := a.Region.Test.Name
		if !slices.Contains(testRegions[name], a.Region) {
			testRegions[name] = append(testRegions[name], a.Region)
		}
		if first[name] == nil {
			first[name] = a
			tests = append(tests, name)
		}
	}
	if len(tests) == 0 {
		return
	}
	var repeated *parallel.Region // a parallel region that runs several times at once
	for r := range regions {
		if c.repeated(r) {
			repeated = r
		}
	}
	concurrent := len(allTests) >= 2 || len(regions) >= 2 || repeated != nil
	name := c.varName(sv.v)
	noun := sv.kind.noun()

	var f *finding
	switch {
	case sv.kind == kindConn:
		if concurrent {
			f = &finding{cat: catStateful}
		}
	case sv.hasJar:
		f = &finding{cat: catStateful, reason: "has a cookie jar", site: sv.jar, siteMsg: "the cookie jar is set here"}
	case sv.auth != nil && concurrent:
		f = &finding{cat: catStateful, reason: fmt.Sprintf("carries auth state set by test code (%s in %s)", sv.auth.label, sv.auth.a.Region.Test.Name),
			site: sv.auth.a.Pos(), siteMsg: "auth state is set here"}
	case len(sv.mutation) > 0 && concurrent:
		m := sv.mutation[0]
		f = &finding{cat: catMutated, reason: fmt.Sprintf("is mutated by test code (%s in %s)", m.label, m.a.Region.Test.Name),
			site: m.a.Pos(), siteMsg: "mutated here"}
	case strict:
		f = &finding{cat: catShared, reason: "is"}
	}
	if f == nil {
		return
	}

	// One diagnostic per mutation site, when mutations matter.
	sites := make(map[token.Pos]bool)
	var why string // why a finding has no fix
	mutatingTests := make(map[string]bool)
	if concurrent && (f.cat == catMutated || f.cat == catStateful) {
		for _, m := range sv.mutation {
			other := tests[0]
			for _, t := range tests {
				if t != m.a.Region.Test.Name {
					other = t
					break
				}
			}
			label := m.label
			if m.via != "" {
				label += ", through " + m.via
			}
			d := analysis.Diagnostic{
				Pos: m.a.Pos(), End: m.a.Node.End(), Category: catMutated,
				Message: fmt.Sprintf("shared %s %q is mutated here (%s) and used by parallel test %s; give each test its own %s",
					noun, name, label, other, noun),
				Related: append(c.related(sv.v, m.a), analysis.RelatedInformation{Pos: first[other].Pos(), Message: "used here by " + other}),
			}
			regions := []*parallel.Region{m.a.Region}
			for _, r := range testRegions[m.a.Region.Test.Name] {
				if r != m.a.Region {
					regions = append(regions, r)
				}
			}
			d.SuggestedFixes, why = c.constructorFix(sv, regions...)
			if why != "" {
				d.Message += "; no automatic fix: " + why
			}
			sites[m.a.Pos()] = true
			mutatingTests[m.a.Region.Test.Name] = true
			c.rep.Report(d, sv.v)
		}
	}

	// One diagnostic per parallel test, at its first use.
	for _, test := range tests {
		a := first[test]
		if sites[a.Pos()] || mutatingTests[test] {
			continue // the mutation site's diagnostic covers this test
		}
		var msg string
		if sv.kind == kindConn {
			other := ""
			for t := range allTests {
				if t != test && (other == "" || t < other) {
					other = t
				}
			}
			if other == "" && repeated != nil {
				other = "other runs of " + repeated.Name
			} else if other == "" {
				other = "its own subtests"
			}
			msg = fmt.Sprintf("shared %s %q is used by parallel test %s and by %s; a connection supports one reader and one writer: give each test its own connection",
				noun, name, test, other)
		} else {
			msg = fmt.Sprintf("shared %s %q %s and used by parallel test %s; give each test its own %s", noun, name, f.reason, test, noun)
			if f.cat == catStateful {
				msg = fmt.Sprintf("shared %s %q %s and is used by parallel test %s; give each test its own %s", noun, name, f.reason, test, noun)
			}
			if f.cat == catShared {
				msg = fmt.Sprintf("shared %s %q is used by parallel test %s; give each test its own %s", noun, name, test, noun)
			}
		}
		rel := c.related(sv.v, a)
		if f.site.IsValid() && f.site != sv.v.Pos() {
			rel = append(rel, analysis.RelatedInformation{Pos: f.site, Message: f.siteMsg})
		}
		d := analysis.Diagnostic{Pos: a.Pos(), End: a.Node.End(), Category: f.cat, Message: msg, Related: rel}
		d.SuggestedFixes, why = c.constructorFix(sv, testRegions[test]...)
		if why != "" {
			d.Message += "; no automatic fix: " + why
		}
		c.rep.Report(d, sv.v)
	}
}
