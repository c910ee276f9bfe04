package schedule

import "github.com/fixturelint/fixturelint/internal/knowledge"

// This file decides which specs of a Ginkgo suite run, and which of them run each node's
// function (internal/focus.go, internal/group.go of Ginkgo v2; internal/spec of v1):
//
//   - a subject (It) is one spec; a table's body is one spec per entry that runs, and a
//     DescribeTableSubtree's body registers its specs once per entry;
//   - BeforeEach, JustBeforeEach, JustAfterEach and AfterEach run in every spec of their
//     container (all specs, at the top level); BeforeAll runs in the first spec of its
//     Ordered container and AfterAll in the last; BeforeSuite and AfterSuite run once,
//     outside every spec, when some spec runs;
//   - programmatic focus: when some spec is focused (FIt, FDescribe, FEntry, the Focus
//     decorator; a container's focus is dropped when something inside it is focused), only
//     the focused specs run.

// maxSpecRuns bounds the runs recorded for one spec (the entries of nested tables multiply).
const maxSpecRuns = 64

// A SpecRun is one spec of a Ginkgo suite: a subject, with one entry of each table it
// belongs to. Two SpecRuns are equal when they are the same spec.
type SpecRun struct {
	Name  string // the region name of the spec: the calling test's, "/" and the spec's full text
	node  *GinkgoNode
	entry string // the entries that select the run, for tables
	index int    // the spec's place in source order
	// ordered is the outermost Ordered container that holds the spec (its specs run in
	// source order); nil when none does.
	ordered *GinkgoContainer
}

// A GinkgoSuite is a package's suite: its nodes, and the specs that run each.
type GinkgoSuite struct {
	Nodes  []*GinkgoNode
	RunsOf map[*GinkgoNode][]SpecRun
	any    bool // some spec runs
	// focused: some spec that runs is focused, here or in the other test package.
	focused bool
	// AroundElsewhere: the other test package of the directory registers nodes that run
	// around this package's specs (ginkgoelsewhere.go).
	AroundElsewhere bool
}

// NewGinkgoSuite returns the suite of nodes; focusElsewhere says that the other test
// package of the directory has focused specs (then only focused specs run here too).
func NewGinkgoSuite(nodes []*GinkgoNode, focusElsewhere bool) *GinkgoSuite {
	s := &GinkgoSuite{Nodes: nodes, RunsOf: make(map[*GinkgoNode][]SpecRun)}
	below := focusBelow(nodes)
	var specs []SpecRun
	focusedAny := focusElsewhere
	focused := make(map[SpecRun]bool)
	for _, n := range nodes {
		if knowledge.GinkgoPhases[n.Kind] != 3 {
			continue
		}
		for _, r := range subjectRuns(n, below) {
			r.run.index = len(specs)
			specs = append(specs, r.run)
			if r.focused {
				focused[r.run] = true
				focusedAny = true
			}
		}
	}
	if focusedAny {
		kept := specs[:0]
		for _, r := range specs {
			if focused[r] {
				kept = append(kept, r)
			}
		}
		specs = kept
	}
	s.any = len(specs) > 0
	s.focused = focusedAny && s.any || focusElsewhere
	for _, n := range nodes {
		s.RunsOf[n] = nodeRuns(n, specs)
	}
	return s
}

// Runs reports whether the node's function runs at all.
func (s *GinkgoSuite) Runs(n *GinkgoNode) bool {
	if IsSuiteNode(n.Kind) || (n.Helper && knowledge.GinkgoPhases[n.Kind] != 3) {
		return s.any
	}
	return len(s.RunsOf[n]) > 0
}

func IsSuiteNode(kind string) bool {
	p := knowledge.GinkgoPhases[kind]
	return p == 0 || p == 6
}

// nodeRuns returns the specs among specs that run n's function.
func nodeRuns(n *GinkgoNode, specs []SpecRun) []SpecRun {
	var out []SpecRun
	switch {
	case IsSuiteNode(n.Kind), n.Helper && knowledge.GinkgoPhases[n.Kind] != 3:
		return nil // outside the specs, or in specs not known
	case knowledge.GinkgoPhases[n.Kind] == 3:
		for _, r := range specs {
			if r.node == n {
				out = append(out, r)
			}
		}
	default:
		for _, r := range specs {
			if r.node.Container.within(n.Container) {
				out = append(out, r)
			}
		}
		if len(out) > 0 && n.Kind == "BeforeAll" {
			out = out[:1]
		} else if len(out) > 0 && n.Kind == "AfterAll" {
			out = out[len(out)-1:]
		} else if n.OncePerOrdered {
			out = oncePerOrdered(n, out)
		}
	}
	return out
}

// oncePerOrdered keeps, of the runs of a OncePerOrdered node, one per Ordered container
// nested in the node's container: the first for a setup node, the last for a teardown.
func oncePerOrdered(n *GinkgoNode, runs []SpecRun) []SpecRun {
	setup := knowledge.GinkgoPhases[n.Kind] < 3
	last := make(map[*GinkgoContainer]int)
	var out []SpecRun
	for _, r := range runs {
		if r.ordered == nil || r.ordered == n.Container || !r.ordered.within(n.Container) {
			out = append(out, r)
			continue
		}
		if i, ok := last[r.ordered]; ok {
			if !setup {
				out[i] = r
			}
			continue
		}
		last[r.ordered] = len(out)
		out = append(out, r)
	}
	return out
}

type subjectRun struct {
	run     SpecRun
	focused bool
}

// subjectRuns returns the specs of a subject: one per combination of the entries of the
// subtrees that hold it and of its own table, in source order, each focused or not.
func subjectRuns(n *GinkgoNode, below map[*GinkgoContainer]bool) []subjectRun {
	var chain []*GinkgoContainer
	for c := n.Container; c != nil; c = c.Parent {
		chain = append([]*GinkgoContainer{c}, chain...)
	}
	var ordered *GinkgoContainer
	for _, c := range chain {
		if c.Ordered {
			ordered = c
			break
		}
	}
	type partial struct {
		texts   []string
		entries string
		focused bool
	}
	runs := []partial{{}}
	for _, c := range chain {
		cFocused := c.Focused && !below[c] && !entryFocused(c.Entries)
		var next []partial
		for _, p := range runs {
			p.texts = append(p.texts[:len(p.texts):len(p.texts)], c.Text)
			p.focused = p.focused || cFocused
			if c.Entries == nil {
				next = append(next, p)
				continue
			}
			for i, entry := range c.Entries {
				q := p
				q.texts = append(q.texts[:len(q.texts):len(q.texts)], entry.Text)
				q.entries += "/" + itoa(i)
				q.focused = q.focused || (entry.Focused && !below[c])
				next = append(next, q)
			}
		}
		runs = capRuns(next)
	}
	own := n.Focused && !(n.Table && entryFocused(n.Entries))
	var out []subjectRun
	for _, p := range runs {
		name := joinTexts(append(p.texts, n.Text))
		if !n.Table {
			out = append(out, subjectRun{SpecRun{Name: name, node: n, entry: p.entries, ordered: ordered}, p.focused || own})
			continue
		}
		for i, entry := range n.Entries {
			out = append(out, subjectRun{
				SpecRun{Name: name + " " + entry.Text, node: n, entry: p.entries + "/" + itoa(i), ordered: ordered},
				p.focused || own || entry.Focused,
			})
			if len(out) >= maxSpecRuns {
				return out
			}
		}
	}
	return out
}

func capRuns[T any](s []T) []T {
	if len(s) > maxSpecRuns {
		return s[:maxSpecRuns]
	}
	return s
}

func joinTexts(texts []string) string {
	out := ""
	for _, t := range texts {
		if out != "" {
			out += " "
		}
		out += t
	}
	return out
}

func entryFocused(entries []GinkgoEntry) bool {
	for _, e := range entries {
		if e.Focused {
			return true
		}
	}
	return false
}

// focusBelow reports, for each container, whether something inside it is focused: a
// container, a subject or an entry (Ginkgo then drops the container's own focus).
func focusBelow(nodes []*GinkgoNode) map[*GinkgoContainer]bool {
	below := make(map[*GinkgoContainer]bool)
	mark := func(c *GinkgoContainer) {
		for ; c != nil; c = c.Parent {
			below[c] = true
		}
	}
	seen := make(map[*GinkgoContainer]bool)
	for _, n := range nodes {
		if knowledge.GinkgoPhases[n.Kind] == 3 && (n.Focused || entryFocused(n.Entries)) {
			mark(n.Container)
		}
		for c := n.Container; c != nil && !seen[c]; c = c.Parent {
			seen[c] = true
			if c.Focused || entryFocused(c.Entries) {
				mark(c.Parent)
			}
		}
	}
	return below
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// shareRun reports whether some spec runs both x's and y's functions.
func shareRun(x, y *Region) bool {
	for _, a := range x.Runs {
		for _, b := range y.Runs {
			if a.node == b.node && a.entry == b.entry {
				return true
			}
		}
	}
	return false
}

// ginkgoBefore reports whether the Ginkgo node region s runs before code of the node region
// r, whatever their order in the source: s is a BeforeSuite, or s and r run in one spec and
// s comes first in that spec's run, or s runs in an earlier spec of an Ordered container
// that holds both, or s is a BeforeAll of a container that holds r.
func ginkgoBefore(s, r *Region) bool {
	sn, rn := s.Ginkgo, r.Ginkgo
	if sn.Helper || rn.Helper {
		return surrounds(s, r) // where a shared behaviour's nodes run is not known
	}
	ps, pr := knowledge.GinkgoPhases[sn.Kind], knowledge.GinkgoPhases[rn.Kind]
	switch {
	case ps == 0:
		return pr != 0 || sn.Seq < rn.Seq
	case ps == 6 || pr == 0:
		return false
	case pr == 6:
		return true
	case sn.Kind == "BeforeAll" && rn.Container.within(sn.Container):
		return true
	}
	if shareRun(s, r) && runOrder(sn, rn) {
		return true
	}
	for _, a := range s.Runs {
		for _, b := range r.Runs {
			if a.ordered != nil && a.ordered == b.ordered && a.index < b.index {
				return true
			}
		}
	}
	return false
}

// runOrder reports whether, in a spec that runs both, x's function runs before y's: by phase,
// then by nesting (outer setup first, inner teardown first), then in source order.
func runOrder(x, y *GinkgoNode) bool {
	px, py := knowledge.GinkgoPhases[x.Kind], knowledge.GinkgoPhases[y.Kind]
	if px != py {
		return px < py
	}
	dx, dy := x.depth(), y.depth()
	if dx != dy {
		if px < 3 {
			return dx < dy
		}
		return dx > dy
	}
	return x.Seq < y.Seq
}

func (n *GinkgoNode) depth() int {
	if n.Container == nil {
		return 0
	}
	return n.Container.Depth
}

// TeardownCovers reports whether the Ginkgo teardown region t (an AfterEach, AfterAll,
// AfterSuite...) runs after every run of r's code, so that what t writes puts back what r
// changed: t is a suite teardown, or t runs in every spec that runs r, after it, or t is the
// AfterAll of an Ordered container that holds r's specs. A teardown that runs around other
// specs only does not. Regions that are not Ginkgo nodes, and nodes of shared functions
// (whose specs are not known), count as covered when both are in one test.
func TeardownCovers(t, r *Region) bool {
	if t == nil || r == nil || t.Test != r.Test || !t.Teardown {
		return false
	}
	for x := r; x != nil; x = x.Parent {
		if x == t {
			return true
		}
	}
	for r.Ginkgo == nil && r.Parent != nil {
		r = r.Parent // a subtest inside a node runs in the node's specs
	}
	tn, rn := t.Ginkgo, r.Ginkgo
	if tn == nil || rn == nil || tn.Helper || rn.Helper {
		return true
	}
	if IsSuiteNode(tn.Kind) {
		return true
	}
	if len(r.Runs) == 0 {
		// A BeforeSuite's change: put back only by a teardown that runs in every spec.
		return tn.Container == nil && len(t.Runs) > 0
	}
	if tn.Kind == "AfterAll" {
		for _, run := range r.Runs {
			if run.node.Container == nil || !run.node.Container.within(tn.Container) {
				return false
			}
		}
		return true
	}
	for _, run := range r.Runs {
		if !hasRun(t.Runs, run) {
			return false
		}
	}
	return runOrder(rn, tn)
}

func hasRun(runs []SpecRun, run SpecRun) bool {
	for _, x := range runs {
		if x.node == run.node && x.entry == run.entry {
			return true
		}
	}
	return false
}
