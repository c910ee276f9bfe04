package schedule

import "go/ast"

// This file holds the tree of a Ginkgo suite as Ginkgo builds it (ginkgotree.go finds it in
// the code): containers, table entries, and the nodes that run as or around specs.

// A GinkgoContainer is a container of the suite's tree.
type GinkgoContainer struct {
	Parent  *GinkgoContainer
	Text    string
	Fn      ast.Node // its body's function
	Depth   int      // 1 for a top-level container
	Focused bool
	Ordered bool // the Ordered decorator: its specs run in source order, its BeforeAll once
	// entries are, for a DescribeTableSubtree, the entries that run its body (one subtree
	// each); nil for other containers.
	Entries []GinkgoEntry
}

// A GinkgoEntry is one Entry of a table that runs.
type GinkgoEntry struct {
	Text    string
	Focused bool // FEntry, or the Focus decorator
}

// A GinkgoNode is one function that Ginkgo runs as, or around, a spec.
type GinkgoNode struct {
	Kind      string // "It", "BeforeEach"...
	Text      string // its own description, or its kind
	Name      string // the spec's full text ("Consumer should init"), or the node's kind after its containers' texts
	Container *GinkgoContainer
	Call      *ast.CallExpr
	Fn        ast.Node // *ast.FuncLit or *ast.FuncDecl
	Body      *ast.BlockStmt
	Focused   bool
	Entries   []GinkgoEntry // a table body's entries that run; nil for other nodes
	Table     bool          // a DescribeTable body (then entries says how often it runs)
	// helper: the node is registered by a function other than a container's body, which
	// containers may call (shared behaviours): its containers are not known.
	Helper bool
	// oncePerOrdered: the OncePerOrdered decorator, a BeforeEach or AfterEach that runs once
	// around the specs of each Ordered container inside its own.
	OncePerOrdered bool
	Seq            int // source order in the package
}

// Texts returns the texts of c and its ancestors, outermost first.
func (c *GinkgoContainer) Texts() []string {
	var rev []string
	for x := c; x != nil; x = x.Parent {
		rev = append(rev, x.Text)
	}
	out := make([]string, len(rev))
	for i, t := range rev {
		out[len(rev)-1-i] = t
	}
	return out
}

// within reports whether c is x or nested in x; every container is within nil (the top).
func (c *GinkgoContainer) within(x *GinkgoContainer) bool {
	if x == nil {
		return true
	}
	for y := c; y != nil; y = y.Parent {
		if y == x {
			return true
		}
	}
	return false
}
