package tokencache

import (
	"fmt"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// catLeaked: a sequential test sets a credential that outlives it and never puts it back,
// and other tests read it without setting their own.
const catLeaked = "leaked"

// leaked reports each write site where a test that runs alone sets the credential, does not
// restore it when it ends, and other tests then read the value it left (directly or through
// the code they call). Parallel writes are racy-write's and refreshed's business.
func (c *checker) leaked(tc *cache) {
	if tc.ByUse && !parallel.IsText(tc.Var.Type()) {
		// A struct that is a credential only by its use is an API client that a setup
		// helper builds (go-github's client): whether a test that skips the helper sends
		// with what it was left depends on paths the engine does not follow, and the
		// client itself is sharedclient's business. A string sent as a key is the key.
		return
	}
	writesIn := make(map[*parallel.Region][]*parallel.Access)
	for _, a := range tc.Accesses {
		if a.Op.IsWrite() && a.Region != nil {
			writesIn[a.Region] = append(writesIn[a.Region], a)
		}
	}
	var writes []*parallel.Access
	for _, w := range tc.Accesses {
		if w.Parallel || w.Spawned || w.Restores || !tc.IsRefresh(c.pass, w) || parallel.IsFill(c.pass, w) {
			continue
		}
		if !tc.WritesCredentialState(w) || c.res.KeepsInitialValue(c.pass.TypesInfo, w) {
			continue // configuration next to the tokens, or the value the variable starts with
		}
		if parallel.RestoredIn(w, tc.Accesses) || parallel.PutBackLater(c.pass, w, writesIn[w.Region]) || parallel.SavedFrom(c.pass, w.Stored(), tc.Var) {
			continue
		}
		writes = append(writes, w)
	}
	for _, g := range parallel.GroupBySite(writes) {
		w := g.Accesses[0]
		heirs := c.heirs(tc, g.Accesses)
		if len(heirs) == 0 {
			continue
		}
		pos, end := g.Pos(c.pass)
		via := c.viaText(w)
		if pos != w.Node.Pos() {
			via = "" // reported at the write inside the helper
		}
		thing := parallel.VarName(c.pass, tc.Var)
		if (w.Op == parallel.FieldWrite || w.Op == parallel.ElemWrite) && w.Path != "" {
			thing += "." + w.Path
		}
		msg := fmt.Sprintf("test %s sets %s %s%s and does not put it back, so %s then read%s the value it left; restore it with t.Cleanup, or give each test its own credential",
			w.Region.Test.Name, noun(tc.Kind), thing, via, parallel.RegionNames(heirs), plural(len(heirs)))
		var related []analysis.RelatedInformation
		if tc.Var.Pkg() == c.pass.Pkg {
			related = append(related, analysis.RelatedInformation{Pos: tc.Var.Pos(), Message: tc.Var.Name() + " is declared here"})
		}
		if len(w.Via) > 0 && pos == w.Node.Pos() {
			related = c.siteRelated(w, "set here")
		}
		related = append(related, parallel.UsersRelated(heirs, "read by")...)
		// No automatic fix: whether a later test relies on the value is the suite's design.
		c.rep.Report(analysis.Diagnostic{Pos: pos, End: end, Category: catLeaked, Message: msg,
			Related: append(related, tc.evidence...)}, tc.Var)
	}
}

// heirs returns one read for each other test that reads the credential without setting its
// own first: the tests that see the value the writes leave. A read sees a write of the
// field path it reads, of a prefix or an extension of it (a read of the whole value, or a
// pass of it to code that may read any of it, sees every write), and not one of another
// key. A test's own value is a write of the whole credential, of the path the change wrote
// or of the path the read reads (or a prefix of either), at the key the read reads.
func (c *checker) heirs(tc *cache, writes []*parallel.Access) []*parallel.Access {
	if tc.inheritance == nil {
		distinct := func(a, b *parallel.Access) bool { return parallel.DistinctKeys(c.pass.TypesInfo, a, b) }
		tc.inheritance = &parallel.Inheritance{
			Sees: func(w, r *parallel.Access) bool {
				return parallel.PathsOverlap(parallel.WrittenPath(w), parallel.WrittenPath(r)) && !distinct(w, r)
			},
			Replaces: func(x, w, r *parallel.Access) bool {
				if !parallel.PathCovers(parallel.WrittenPath(x), parallel.WrittenPath(w)) && (parallel.WrittenPath(r) == "" || !parallel.PathCovers(parallel.WrittenPath(x), parallel.WrittenPath(r))) {
					return false // x changes only part of what w changed and r reads
				}
				return x.Op == parallel.Write || !distinct(x, r)
			},
			OnePerTest: true,
		}
		for _, a := range tc.Accesses {
			if tc.IsRead(a) {
				tc.inheritance.Uses = append(tc.inheritance.Uses, a)
			}
			if a.Op.IsWrite() && !a.Restores && a.Region != nil {
				tc.inheritance.Writes = append(tc.inheritance.Writes, a)
			}
		}
	}
	// The heirs of a test's write do not depend on which of its writes.
	var firsts []*parallel.Access
	writerDone := make(map[*parallel.Test]bool)
	for _, w := range writes {
		if !writerDone[w.Test()] {
			writerDone[w.Test()] = true
			firsts = append(firsts, w)
		}
	}
	out := tc.inheritance.Heirs(firsts...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}

// plural is the verb ending for n readers: "TestA reads", "TestA and TestB read".
func plural(n int) string {
	if n == 1 {
		return "s"
	}
	return ""
}
