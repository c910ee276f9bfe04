package sharedclient

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/state"
)

// checkGlobalDefaults reports writes of http.DefaultClient and http.DefaultTransport
// (replacements, field writes, httpmock.Activate, gock.New): once per write site, when the
// write may run at the same time as other test code, which can send through the defaults
// without saying so. In strict mode it also reports a sequential test's write that the test
// does not undo: it stays for the tests that run after it. A concurrent write at a position
// where the mock registry rule reported (httpmock.Activate, gock.New) is that finding's.
func (c *checker) checkGlobalDefaults(registryReported map[token.Pos]bool) {
	for _, g := range report.GroupBySiteAndVar(c.defaults.Changes()) {
		c.reportDefaultWrite(g, registryReported)
	}
}

// reportDefaultWrite reports one write site of http.DefaultClient or http.DefaultTransport.
func (c *checker) reportDefaultWrite(g *report.SiteGroup, registryReported map[token.Pos]bool) {
	// The first write that other test code may run alongside; else, the writes never undone.
	concurrent := report.FirstConcurrentWithOthers(c.res, g.Accesses)
	a := g.Accesses[0]
	if concurrent != nil {
		a = concurrent
		if pos, _ := g.Pos(c.pass); registryReported[pos] {
			return
		}
	}
	category := catGlobal
	var heirs []*flow.Access // the other tests that inherit a change never undone
	writers := g.Accesses
	if concurrent == nil {
		kept := c.defaults.Unrestored(g.Accesses)
		if len(kept) == 0 {
			return
		}
		a, writers = kept[0], kept
		if heirs = c.defaults.Heirs(kept); (len(heirs) == 0 || !reportLeaked()) && !strict {
			return
		}
		category = catLeaked
	}
	fn := gocode.FuncOf(c.pass.TypesInfo, a.Node)
	verb := "replaces"
	if a.Op != flow.Write {
		verb = "mutates"
	}
	pos, end := g.Pos(c.pass)
	if concurrent == nil {
		pos, end = g.PosAmong(c.pass, writers)
	}
	atCall := pos == a.Node.Pos() // otherwise at the write inside a helper of this package
	what := "http." + a.Var.Name()
	if a.Op == flow.FieldWrite && a.Path != "" && (len(a.Via) == 0 || !atCall) {
		what += "." + a.Path
	}
	through := ""
	if len(a.Via) > 0 && atCall {
		through = " through " + report.ViaName(c.pass, a)
	}
	d := analysis.Diagnostic{Pos: pos, End: end, Category: category, Related: c.related(nil, a)}
	advice := "give the test its own client instead"
	restore := "restore it with t.Cleanup"
	if r := state.DefaultInstall(fn); r != nil {
		restore = "undo it with " + r.Undo
	}
	if fn != nil && fn.Pkg() != nil {
		if r := knowledge.MockRegistryOfPackage(fn.Pkg().Path()); r != nil {
			advice = r.Isolate
		}
	}
	tests := report.RegionNames(writers)
	if concurrent != nil {
		d.Message = fmt.Sprintf("test %s %s %s%s while other tests run (%s); %s",
			concurrent.Region.Test.Name, verb, what, through, report.ConcurrentTestNames(c.res, concurrent), advice)
	} else if len(heirs) > 0 {
		d.Message = fmt.Sprintf("test %s %s %s%s and does not restore it, so other tests that use it inherit the change (%s); %s, or %s",
			tests, verb, what, through, report.TestNames(heirs), restore, advice)
	} else {
		d.Message = fmt.Sprintf("test %s %s %s%s and does not restore it; no other test uses it now, but one that did would inherit the change (strict mode); %s, or %s",
			tests, verb, what, through, restore, advice)
	}
	if len(g.Accesses) > 1 {
		d.Related = append(d.Related, report.UsersRelated(g.Accesses, "reached from")...)
	}
	d.Related = append(d.Related, report.UsersRelated(heirs, "inherited by")...)
	c.rep.Report(d, a.Var)
}
