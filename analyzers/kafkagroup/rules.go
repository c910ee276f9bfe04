package kafkagroup

import (
	"fmt"
	"go/token"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/stringflow"
)

// A use is a constant group ID reaching a sink from code that runs in a test, as the
// engine's string flow finds it.
type use = stringflow.FlowUse

// sameOnce reports whether x and y are the one join of a sync.Once body, reached by two
// callers.
func sameOnce(x, y *use) bool { return x.Once && y.Once && x.Site == y.Site }

// report reports each fix site that a rule covers, with its fix: a use in a test's own
// code, or a helper (or package-level configuration) that many tests reach, once.
func (a *analyzer) report(rep *report.Reporter, uses []*use) {
	byValue := make(map[string][]*use)
	active := make(map[string][]*use) // the uses that read or move the group's offsets
	for _, u := range uses {
		byValue[u.Value] = append(byValue[u.Value], u)
		if !u.Idle {
			active[u.Value] = append(active[u.Value], u)
		}
	}
	fixes := newFixer(a, uses)
	for _, g := range groupByFixSite(uses) {
		all := byValue[g[0].Value]
		u := g[0]
		var concurrent bool
		for _, m := range g {
			if m.Parallel && concurrentJoin(m, all) {
				u, concurrent = m, true
				break
			}
		}
		// Offsets left for a later test, or a rerun, are a matter only of consumers that
		// read or commit: an idle one (only joined and closed) is no party to them.
		var others []*otherUse
		if concurrent {
			others = otherTests(u, all)
		} else {
			if u = firstActive(g); u == nil {
				continue
			}
			others = otherTests(u, active[u.Value])
		}
		var category, msg string
		sink := u.Sink
		if len(u.Via) > 0 {
			sink += " via " + u.Via[0]
		}
		switch {
		case concurrent:
			category = "parallel"
			msg = fmt.Sprintf("constant consumer group %q reaches %s in parallel test %s: concurrent tests split its partitions and share its committed offsets", u.Value, sink, u.Region.Name)
		case len(others) > 0 && (strict || twoTests(g, others)):
			category = "reused"
			msg = fmt.Sprintf("constant consumer group %q reaches %s in %s and also in %s: each test resumes from the offsets the other committed", u.Value, sink, (&otherUse{u, testsOf(u.Region)[0].name}).where(), others[0].test)
		case strict:
			category = "strict"
			msg = fmt.Sprintf("constant consumer group %q reaches %s in %s: reruns and other packages' tests on the same broker share its committed offsets", u.Value, sink, u.Region.Name)
		default:
			continue
		}
		pos, end := fixSitePos(g)
		d := analysis.Diagnostic{Pos: pos, End: end, Category: category}
		if u.Decl.IsValid() && u.Decl != pos {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.Decl, Message: fmt.Sprintf("%s declared here", u.DeclName)})
		}
		switch {
		case len(u.Via) > 0 && u.SitePos.IsValid() && !a.sameLine(u.SitePos, pos):
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.SitePos,
				Message: fmt.Sprintf("%s here, reached through %s", u.Sink, strings.Join(u.Via, " -> "))})
		case len(u.Via) > 0 && !u.SitePos.IsValid():
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.Node.Pos(),
				Message: fmt.Sprintf("reaches %s at %s through %s", u.Sink, a.shortPosition(u.Site), strings.Join(u.Via, " -> "))})
		}
		named := maxRelatedUsers
		if pos != u.Node.Pos() {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.Node.Pos(), End: u.Node.End(),
				Message: fmt.Sprintf("called by %s", u.Region.Name)})
			named--
		}
		d.Related = append(d.Related, usersRelated(others, named)...)
		if fix, why := fixes.fixFor(u); fix != nil {
			d.SuggestedFixes = []analysis.SuggestedFix{*fix}
		} else {
			msg += "; no fix: " + why
		}
		d.Message = msg
		about := u.Holder
		if about == nil {
			about = a.flow.VarDeclaredAt(u.Decl)
		}
		rep.Report(d, about)
	}
}

// firstActive returns the first use of g whose consumer may read or commit, or nil.
func firstActive(g []*use) *use {
	for _, u := range g {
		if !u.Idle {
			return u
		}
	}
	return nil
}

// concurrentJoin reports whether another join of u's group (another test's, or another run
// of u's own code) may run at the same time as u: the engine's model of the test scheduler.
// A sync.Once body joins once, whoever calls it.
func concurrentJoin(u *use, all []*use) bool {
	at := schedule.Point{Region: u.Region, Pos: u.Node.Pos(), Spawned: u.Spawned}
	for _, o := range all {
		if sameOnce(u, o) {
			continue
		}
		if schedule.Concurrent(at, schedule.Point{Region: o.Region, Pos: o.Node.Pos(), Spawned: o.Spawned}) {
			return true
		}
	}
	return false
}

// An otherUse is the first use of a group in a test other than the reported use's.
type otherUse struct {
	*use
	test string // the test's name
}

// where names the code of the use: its region, or the Ginkgo spec that runs it.
func (o *otherUse) where() string {
	for x := o.Region; x != nil; x = x.Parent {
		if len(x.Runs) > 0 {
			return o.test
		}
	}
	return o.Region.Name
}

// otherTests returns the first use of the same group in each test other than u's first, but
// for the callers of the sync.Once body that joins the group for u: one join. A Ginkgo node
// that runs in several specs (a BeforeEach, a table's body) joins once in each of them.
func otherTests(u *use, all []*use) []*otherUse {
	var out []*otherUse
	seen := map[any]bool{testsOf(u.Region)[0].id: true}
	for _, o := range all {
		if sameOnce(u, o) {
			continue
		}
		for _, t := range testsOf(o.Region) {
			if !seen[t.id] {
				seen[t.id] = true
				out = append(out, &otherUse{o, t.name})
			}
		}
	}
	// Tests first: go test runs benchmarks only with -bench, after every test.
	sort.SliceStable(out, func(i, j int) bool {
		bi, bj := out[i].Region.Test.Kind == schedule.KindBenchmark, out[j].Region.Test.Kind == schedule.KindBenchmark
		if bi != bj {
			return bj
		}
		return out[i].Node.Pos() < out[j].Node.Pos()
	})
	return out
}

// twoTests reports whether the site g is reached from a test (not only from benchmarks) and
// the uses of g and others belong to at least two tests that go test runs by default: a
// benchmark's own join, and a test and a benchmark, only in strict mode.
func twoTests(g []*use, others []*otherUse) bool {
	seen := map[any]bool{}
	for _, u := range g {
		if u.Region.Test.Kind != schedule.KindBenchmark {
			for _, t := range testsOf(u.Region) {
				seen[t.id] = true
			}
		}
	}
	if len(seen) == 0 {
		return false
	}
	for _, u := range others {
		if u.Region.Test.Kind != schedule.KindBenchmark {
			for _, t := range testsOf(u.Region) {
				seen[t.id] = true
			}
		}
	}
	return len(seen) >= 2
}

// A testRef is a test that runs a region's code, as a key and a name.
type testRef struct {
	id   any
	name string
}

// testsOf returns the tests that run the region's code: its top-level test function, or the
// testify suite method or Ginkgo specs that its framework runs as tests of their own (go
// test lists and selects a suite method by name, and the suite's tests run one after
// another): a Ginkgo node's Runs, one spec for an It, each spec of its container for a
// BeforeEach, each entry for a table's body.
func testsOf(r *schedule.Region) []testRef {
	for x := r; x != nil; x = x.Parent {
		if !suiteMethod(x) {
			continue
		}
		if len(x.Runs) == 0 {
			return []testRef{{x, x.Name}}
		}
		out := make([]testRef, len(x.Runs))
		for i, run := range x.Runs {
			out[i] = testRef{run, run.Name}
		}
		return out
	}
	return []testRef{{r.Test, r.Test.Name}}
}

// suiteMethod reports whether a test framework runs the region as a test of its own (a
// testify suite's method, a Ginkgo spec).
func suiteMethod(r *schedule.Region) bool { return r.Spec }

// usersRelated names the other tests that use the group, at their first use: at most max,
// then how many more, as the engine's findings do.
func usersRelated(others []*otherUse, max int) []analysis.RelatedInformation {
	var rel []analysis.RelatedInformation
	for i, o := range others {
		if i == max {
			rel = append(rel, analysis.RelatedInformation{Pos: o.Node.Pos(),
				Message: fmt.Sprintf("and %d more", len(others)-max)})
			break
		}
		rel = append(rel, analysis.RelatedInformation{Pos: o.Node.Pos(), End: o.Node.End(),
			Message: fmt.Sprintf("also used by %s", o.where())})
	}
	return rel
}

// maxRelatedUsers bounds the tests that a diagnostic names one by one in its related
// information.
const maxRelatedUsers = 3

// sameLine reports whether x and y are on one line of one file: the finding at a helper's
// constant need not point at the sink on its own line again.
func (a *analyzer) sameLine(x, y token.Pos) bool {
	px, py := a.pass.Fset.Position(x), a.pass.Fset.Position(y)
	return px.Filename == py.Filename && px.Line == py.Line
}

// shortPosition names a position for a message: the file's name when it is in the package's
// directory, with its directory's name otherwise, so that messages do not depend on where
// the module is checked out.
func (a *analyzer) shortPosition(p token.Position) string {
	name := filepath.Base(p.Filename)
	if len(a.pass.Files) > 0 {
		dir := filepath.Dir(a.pass.Fset.Position(a.pass.Files[0].Pos()).Filename)
		if filepath.Dir(p.Filename) != dir {
			name = filepath.Join(filepath.Base(filepath.Dir(p.Filename)), name)
		}
	}
	return fmt.Sprintf("%s:%d", filepath.ToSlash(name), p.Line)
}
