package tokencache

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/state"
)

// catLeaked: a sequential test sets a credential that outlives it and never puts it back,
// and other tests read it without setting their own.
const catLeaked = "leaked"

// leaked reports each write site where a test that runs alone sets the credential, does not
// restore it when it ends, and other tests then read the value it left (directly or through
// the code they call). Parallel writes are racy-write's and refreshed's business.
func (c *checker) leaked(tc *cache) {
	if !c.cfg.leaked {
		return
	}
	if tc.ByUse && !state.IsText(tc.Var.Type()) {
		// A struct that is a credential only by its use is an API client that a setup
		// helper builds (go-github's client): whether a test that skips the helper sends
		// with what it was left depends on paths the engine does not follow, and the
		// client itself is sharedclient's business. A string sent as a key is the key.
		return
	}
	writes := tc.LeftSet(c.pass, c.res)
	for _, g := range report.GroupBySite(writes) {
		w := g.Accesses[0]
		heirs := tc.Heirs(c.pass.TypesInfo, g.Accesses)
		if len(heirs) == 0 {
			continue
		}
		pos, end, via := c.at(g, w)
		thing := gocode.VarName(c.pass, tc.Var)
		if (w.Op == flow.FieldWrite || w.Op == flow.ElemWrite) && w.Path != "" {
			thing += "." + w.Path
		}
		msg := fmt.Sprintf("test %s sets %s %s%s and does not put it back, so %s then read%s the value it left; restore it with t.Cleanup, or give each test its own credential",
			w.Region.Test.Name, noun(tc.Kind), thing, via, report.RegionNames(heirs), plural(len(heirs)))
		var related []analysis.RelatedInformation
		if tc.Var.Pkg() == c.pass.Pkg {
			related = append(related, analysis.RelatedInformation{Pos: tc.Var.Pos(), Message: tc.Var.Name() + " is declared here"})
		}
		if len(w.Via) > 0 && pos == w.Node.Pos() {
			related = c.siteRelated(w, "set here")
		}
		related = append(related, report.UsersRelated(heirs, "read by")...)
		// No automatic fix: whether a later test relies on the value is the suite's design.
		c.rep.Report(analysis.Diagnostic{Pos: pos, End: end, Category: catLeaked, Message: msg,
			Related: append(related, tc.evidence...)}, tc.Var)
	}
}

// plural is the verb ending for n readers: "TestA reads", "TestA and TestB read".
func plural(n int) string {
	if n == 1 {
		return "s"
	}
	return ""
}
