package kafkagroup

import (
	"fmt"
	"go/ast"
	"go/token"
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
	add := func(u sinkUse, node ast.Node, r *parallel.Region, par bool) {
		s, ok := u.val.constant()
		if !ok || s == "" || r.Test == nil || r.Test.Kind == parallel.KindMain {
			return
		}
		key := fmt.Sprintf("%d|%s|%s|%q", node.Pos(), u.site, u.sink, s)
		if !seen[key] {
			seen[key] = true
			uses = append(uses, &use{sinkUse: u, value: s, region: r, node: node, parallel: par})
		}
	}
	for _, r := range a.res.Regions {
		if r.Test == nil || r.Test.Kind == parallel.KindMain || r.Body == nil || r.Test.Decl == nil {
			continue
		}
		a.walk(r.Func, r.Body, skip, a.evaluatorFor(r.Test.Decl), func(u sinkUse, node ast.Node) {
			add(u, node, r, r.ParallelAt(node.Pos()))
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

// report reports each use that a rule covers, with its fix.
func (a *analyzer) report(rep *parallel.Reporter, uses []*use) {
	byValue := make(map[string][]*use)
	for _, u := range uses {
		byValue[u.value] = append(byValue[u.value], u)
	}
	fixes := newFixer(a, uses)
	for _, u := range uses {
		others := otherTests(u, byValue[u.value])
		var category, msg string
		sink := u.sink
		if len(u.via) > 0 {
			sink += " via " + u.via[0]
		}
		switch {
		case u.parallel:
			category = "parallel"
			msg = fmt.Sprintf("constant consumer group %q reaches %s in parallel test %s: concurrent tests split its partitions and share its committed offsets", u.value, sink, u.region.Name)
		case len(others) > 0:
			category = "reused"
			msg = fmt.Sprintf("constant consumer group %q reaches %s in %s and also in %s: each test resumes from the offsets the other committed", u.value, sink, u.region.Name, others[0].region.Test.Name)
		case strict:
			category = "strict"
			msg = fmt.Sprintf("constant consumer group %q reaches %s in %s: reruns and other packages' tests on the same broker share its committed offsets", u.value, sink, u.region.Name)
		default:
			continue
		}
		d := analysis.Diagnostic{Pos: u.node.Pos(), End: u.node.End(), Category: category}
		if u.val.decl.IsValid() && u.val.decl != u.node.Pos() {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.val.decl, Message: fmt.Sprintf("%s declared here", u.val.name)})
		}
		switch {
		case len(u.via) > 0 && u.sitePos.IsValid():
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.sitePos,
				Message: fmt.Sprintf("%s here, reached through %s", u.sink, strings.Join(u.via, " -> "))})
		case len(u.via) > 0:
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.node.Pos(),
				Message: fmt.Sprintf("reaches %s at %s through %s", u.sink, shortPosition(u.site), strings.Join(u.via, " -> "))})
		}
		for _, o := range others {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: o.node.Pos(), End: o.node.End(),
				Message: fmt.Sprintf("also used by %s", o.region.Name)})
		}
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

// otherTests returns the first use of the same group in each other test function.
func otherTests(u *use, all []*use) []*use {
	var out []*use
	seen := map[*parallel.Test]bool{u.region.Test: true}
	for _, o := range all {
		if !seen[o.region.Test] {
			seen[o.region.Test] = true
			out = append(out, o)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].node.Pos() < out[j].node.Pos() })
	return out
}

func shortPosition(p token.Position) string {
	name := p.Filename
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		if j := strings.LastIndexAny(name[:i], `/\`); j >= 0 {
			name = name[j+1:]
		}
	}
	return fmt.Sprintf("%s:%d", name, p.Line)
}
