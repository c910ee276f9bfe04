package kafkagroup

import (
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// A use is a constant group ID reaching a sink from code that runs in a test.
type use struct {
	sinkUse
	value    string
	region   *parallel.Region
	node     ast.Node // where the use is in the region: the sink's argument or the helper call
	parallel bool
}

// collect finds the constant group IDs that reach sinks from each region, and drops the
// tests that create a broker of their own.
func (a *analyzer) collect() []*use {
	regionFuncs := make(map[ast.Node]bool)
	for _, r := range a.res.Regions {
		regionFuncs[r.Func] = true
	}
	skip := func(lit *ast.FuncLit) bool { return regionFuncs[lit] }
	ownBroker := make(map[*parallel.Test]bool)
	var uses []*use
	seen := make(map[string]bool)
	add := func(u sinkUse, node ast.Node, r *parallel.Region, par, spawned bool) {
		s, ok := u.val.constant()
		if !ok || s == "" || r.Test == nil || r.Test.Kind == parallel.KindMain {
			return
		}
		key := fmt.Sprintf("%d|%s|%s|%q", node.Pos(), u.site, u.sink, s)
		if !seen[key] {
			seen[key] = true
			u.spawned = spawned
			uses = append(uses, &use{sinkUse: u, value: s, region: r, node: node, parallel: par || spawned})
		}
	}
	for _, r := range a.res.Regions {
		if r.Test == nil || r.Test.Kind == parallel.KindMain || r.Body == nil || r.Test.Decl == nil {
			continue
		}
		a.walk(r.Func, r.Body, skip, a.evaluatorFor(r.Test.Decl), func(u sinkUse, node ast.Node) {
			add(u, node, r, r.ParallelAt(node.Pos()), u.spawned)
		}, func() { ownBroker[r.Test] = true })
	}
	a.varUses(add)
	out := uses[:0]
	for _, u := range uses {
		if !ownBroker[u.region.Test] {
			out = append(out, u)
		}
	}
	return out
}

// report reports each fix site that a rule covers, with its fix: a use in a test's own
// code, or a helper (or package-level configuration) that many tests reach, once.
func (a *analyzer) report(rep *parallel.Reporter, uses []*use) {
	byValue := make(map[string][]*use)
	for _, u := range uses {
		byValue[u.value] = append(byValue[u.value], u)
	}
	fixes := newFixer(a, uses)
	for _, g := range groupByFixSite(uses) {
		all := byValue[g[0].value]
		u := g[0]
		var concurrent bool
		for _, m := range g {
			if m.parallel && concurrentJoin(m, all) {
				u, concurrent = m, true
				break
			}
		}
		others := otherTests(u, all)
		var category, msg string
		sink := u.sink
		if len(u.via) > 0 {
			sink += " via " + u.via[0]
		}
		switch {
		case concurrent:
			category = "parallel"
			msg = fmt.Sprintf("constant consumer group %q reaches %s in parallel test %s: concurrent tests split its partitions and share its committed offsets", u.value, sink, u.region.Name)
		case len(others) > 0 && (strict || twoTests(g, others)):
			category = "reused"
			msg = fmt.Sprintf("constant consumer group %q reaches %s in %s and also in %s: each test resumes from the offsets the other committed", u.value, sink, (&otherUse{u, testsOf(u.region)[0].name}).where(), others[0].test)
		case strict:
			category = "strict"
			msg = fmt.Sprintf("constant consumer group %q reaches %s in %s: reruns and other packages' tests on the same broker share its committed offsets", u.value, sink, u.region.Name)
		default:
			continue
		}
		pos, end := fixSitePos(g)
		d := analysis.Diagnostic{Pos: pos, End: end, Category: category}
		if u.val.decl.IsValid() && u.val.decl != pos {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.val.decl, Message: fmt.Sprintf("%s declared here", u.val.name)})
		}
		switch {
		case len(u.via) > 0 && u.sitePos.IsValid() && !a.sameLine(u.sitePos, pos):
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.sitePos,
				Message: fmt.Sprintf("%s here, reached through %s", u.sink, strings.Join(u.via, " -> "))})
		case len(u.via) > 0 && !u.sitePos.IsValid():
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.node.Pos(),
				Message: fmt.Sprintf("reaches %s at %s through %s", u.sink, a.shortPosition(u.site), strings.Join(u.via, " -> "))})
		}
		named := maxRelatedUsers
		if pos != u.node.Pos() {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.node.Pos(), End: u.node.End(),
				Message: fmt.Sprintf("called by %s", u.region.Name)})
			named--
		}
		d.Related = append(d.Related, usersRelated(others, named)...)
		if fix, why := fixes.fixFor(u); fix != nil {
			d.SuggestedFixes = []analysis.SuggestedFix{*fix}
		} else {
			msg += "; no fix: " + why
		}
		d.Message = msg
		about := u.holder
		if about == nil {
			about = a.varAt[u.val.decl]
		}
		rep.Report(d, about)
	}
}

// concurrentJoin reports whether another join of u's group (another test's, or another run
// of u's own code) may run at the same time as u: the engine's model of the test scheduler.
// A sync.Once body joins once, whoever calls it.
func concurrentJoin(u *use, all []*use) bool {
	at := parallel.Point{Region: u.region, Pos: u.node.Pos(), Spawned: u.spawned}
	for _, o := range all {
		if sameOnce(u, o) {
			continue
		}
		if parallel.Concurrent(at, parallel.Point{Region: o.region, Pos: o.node.Pos(), Spawned: o.spawned}) {
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
	for x := o.region; x != nil; x = x.Parent {
		if len(x.Runs) > 0 {
			return o.test
		}
	}
	return o.region.Name
}

// otherTests returns the first use of the same group in each test other than u's first, but
// for the callers of the sync.Once body that joins the group for u: one join. A Ginkgo node
// that runs in several specs (a BeforeEach, a table's body) joins once in each of them.
func otherTests(u *use, all []*use) []*otherUse {
	var out []*otherUse
	seen := map[any]bool{testsOf(u.region)[0].id: true}
	for _, o := range all {
		if sameOnce(u, o) {
			continue
		}
		for _, t := range testsOf(o.region) {
			if !seen[t.id] {
				seen[t.id] = true
				out = append(out, &otherUse{o, t.name})
			}
		}
	}
	// Tests first: go test runs benchmarks only with -bench, after every test.
	sort.SliceStable(out, func(i, j int) bool {
		bi, bj := out[i].region.Test.Kind == parallel.KindBenchmark, out[j].region.Test.Kind == parallel.KindBenchmark
		if bi != bj {
			return bj
		}
		return out[i].node.Pos() < out[j].node.Pos()
	})
	return out
}

// twoTests reports whether the site g is reached from a test (not only from benchmarks) and
// the uses of g and others belong to at least two tests that go test runs by default: a
// benchmark's own join, and a test and a benchmark, only in strict mode.
func twoTests(g []*use, others []*otherUse) bool {
	seen := map[any]bool{}
	for _, u := range g {
		if u.region.Test.Kind != parallel.KindBenchmark {
			for _, t := range testsOf(u.region) {
				seen[t.id] = true
			}
		}
	}
	if len(seen) == 0 {
		return false
	}
	for _, u := range others {
		if u.region.Test.Kind != parallel.KindBenchmark {
			for _, t := range testsOf(u.region) {
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
func testsOf(r *parallel.Region) []testRef {
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
func suiteMethod(r *parallel.Region) bool { return r.Spec }

// usersRelated names the other tests that use the group, at their first use: at most max,
// then how many more, as the engine's findings do.
func usersRelated(others []*otherUse, max int) []analysis.RelatedInformation {
	var rel []analysis.RelatedInformation
	for i, o := range others {
		if i == max {
			rel = append(rel, analysis.RelatedInformation{Pos: o.node.Pos(),
				Message: fmt.Sprintf("and %d more", len(others)-max)})
			break
		}
		rel = append(rel, analysis.RelatedInformation{Pos: o.node.Pos(), End: o.node.End(),
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
