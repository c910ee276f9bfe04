package parallel

import "go/ast"

// This file holds the tree of a Ginkgo suite as Ginkgo builds it (ginkgotree.go finds it in
// the code): containers, table entries, and the nodes that run as or around specs.

// A ginkgoContainer is a container of the suite's tree.
type ginkgoContainer struct {
	parent  *ginkgoContainer
	text    string
	fn      ast.Node // its body's function
	depth   int      // 1 for a top-level container
	focused bool
	ordered bool // the Ordered decorator: its specs run in source order, its BeforeAll once
	// entries are, for a DescribeTableSubtree, the entries that run its body (one subtree
	// each); nil for other containers.
	entries []ginkgoEntry
}

// A ginkgoEntry is one Entry of a table that runs.
type ginkgoEntry struct {
	text    string
	focused bool // FEntry, or the Focus decorator
}

// A ginkgoNode is one function that Ginkgo runs as, or around, a spec.
type ginkgoNode struct {
	kind      string // "It", "BeforeEach"...
	text      string // its own description, or its kind
	name      string // the spec's full text ("Consumer should init"), or the node's kind after its containers' texts
	container *ginkgoContainer
	call      *ast.CallExpr
	fn        ast.Node // *ast.FuncLit or *ast.FuncDecl
	body      *ast.BlockStmt
	focused   bool
	entries   []ginkgoEntry // a table body's entries that run; nil for other nodes
	table     bool          // a DescribeTable body (then entries says how often it runs)
	// helper: the node is registered by a function other than a container's body, which
	// containers may call (shared behaviours): its containers are not known.
	helper bool
	// oncePerOrdered: the OncePerOrdered decorator, a BeforeEach or AfterEach that runs once
	// around the specs of each Ordered container inside its own.
	oncePerOrdered bool
	seq            int // source order in the package
}

// texts returns the texts of c and its ancestors, outermost first.
func (c *ginkgoContainer) texts() []string {
	var rev []string
	for x := c; x != nil; x = x.parent {
		rev = append(rev, x.text)
	}
	out := make([]string, len(rev))
	for i, t := range rev {
		out[len(rev)-1-i] = t
	}
	return out
}

// within reports whether c is x or nested in x; every container is within nil (the top).
func (c *ginkgoContainer) within(x *ginkgoContainer) bool {
	if x == nil {
		return true
	}
	for y := c; y != nil; y = y.parent {
		if y == x {
			return true
		}
	}
	return false
}
