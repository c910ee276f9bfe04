package tokencache

import (
	"fmt"
	"go/types"
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
	if tc.byUse && !isText(tc.v.Type()) {
		// A struct that is a credential only by its use is an API client that a setup
		// helper builds (go-github's client): whether a test that skips the helper sends
		// with what it was left depends on paths the engine does not follow, and the
		// client itself is sharedclient's business. A string sent as a key is the key.
		return
	}
	writesIn := make(map[*parallel.Region][]*parallel.Access)
	for _, a := range tc.accs {
		if a.Op.IsWrite() && a.Region != nil {
			writesIn[a.Region] = append(writesIn[a.Region], a)
		}
	}
	var writes []*parallel.Access
	for _, w := range tc.accs {
		if w.Parallel || w.Spawned || w.Restores || !c.isRefresh(tc, w) || parallel.IsFill(c.pass, w) {
			continue
		}
		if parallel.RestoredIn(w, tc.accs) || parallel.PutBackLater(c.pass, w, writesIn[w.Region]) || parallel.SavedFrom(c.pass, w.Stored(), tc.v) {
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
		thing := parallel.VarName(c.pass, tc.v)
		if w.Op == parallel.FieldWrite && w.Path != "" {
			thing += "." + w.Path
		}
		msg := fmt.Sprintf("test %s sets %s %s%s and does not put it back, so %s then read%s the value it left; restore it with t.Cleanup, or give each test its own credential",
			w.Region.Test.Name, tc.kind, thing, via, parallel.RegionNames(heirs), plural(len(heirs)))
		var related []analysis.RelatedInformation
		if tc.v.Pkg() == c.pass.Pkg {
			related = append(related, analysis.RelatedInformation{Pos: tc.v.Pos(), Message: tc.v.Name() + " is declared here"})
		}
		if len(w.Via) > 0 && pos == w.Node.Pos() {
			related = c.siteRelated(w, "set here")
		}
		related = append(related, parallel.UsersRelated(heirs, "read by")...)
		// No automatic fix: whether a later test relies on the value is the suite's design.
		c.rep.Report(analysis.Diagnostic{Pos: pos, End: end, Category: catLeaked, Message: msg,
			Related: append(related, tc.evidence...)}, tc.v)
	}
}

// heirs returns one read for each other test that reads the credential without setting its
// own first: the tests that see the value the writes leave.
func (c *checker) heirs(tc *cache, writes []*parallel.Access) []*parallel.Access {
	reads, own := c.readsAndOwnWrites(tc)
	writerDone := make(map[*parallel.Test]bool)
	seen := make(map[*parallel.Test]bool)
	var out []*parallel.Access
	for _, w := range writes {
		if writerDone[w.Test()] {
			continue // the heirs of a test's write do not depend on which of its writes
		}
		writerDone[w.Test()] = true
		for _, r := range parallel.InheritedBy(w, reads) {
			t := r.Test()
			if seen[t] || parallel.DistinctKeys(c.pass.TypesInfo, w, r) || c.setsOwnFirst(own[t], r) {
				continue
			}
			seen[t] = true
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}

// readsAndOwnWrites returns the cache's reads, and for each test the writes with which a
// test sets its own value (the whole credential, or a map element), computed once per cache.
func (c *checker) readsAndOwnWrites(tc *cache) ([]*parallel.Access, map[*parallel.Test][]*parallel.Access) {
	if tc.reads != nil || tc.ownWrites != nil {
		return tc.reads, tc.ownWrites
	}
	tc.ownWrites = make(map[*parallel.Test][]*parallel.Access)
	for _, a := range tc.accs {
		if isRead(tc, a) {
			tc.reads = append(tc.reads, a)
		}
		if (a.Op == parallel.Write || a.Op == parallel.ElemWrite) && !a.Restores && a.Region != nil {
			tc.ownWrites[a.Test()] = append(tc.ownWrites[a.Test()], a)
		}
	}
	return tc.reads, tc.ownWrites
}

// setsOwnFirst reports whether r's test sets what r reads before r (parallel.SetsFirst)
// with one of own, its writes of the cache: the whole credential, or the key r reads. The
// test then reads its own value, or fills the cache itself when nothing is there, and does
// not depend on what another test left.
func (c *checker) setsOwnFirst(own []*parallel.Access, r *parallel.Access) bool {
	var same []*parallel.Access
	for _, a := range own {
		if a.Op == parallel.Write || !parallel.DistinctKeys(c.pass.TypesInfo, a, r) {
			same = append(same, a)
		}
	}
	return parallel.SetsFirst(r, same)
}

// plural is the verb ending for n readers: "TestA reads", "TestA and TestB read".
func plural(n int) string {
	if n == 1 {
		return "s"
	}
	return ""
}

// isText reports whether t is a string or a []byte.
func isText(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}
