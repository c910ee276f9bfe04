package schedule

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// This file builds the tree of a package's Ginkgo suite as Ginkgo builds it when the test
// binary starts: containers (Describe, Context, When, DescribeTableSubtree) whose bodies run
// then, and the nodes inside them whose functions run during RunSpecs: subjects (It, a
// DescribeTable body, one spec per entry) and the setup and teardown nodes around them.
// Pending containers, nodes and entries are left out: they never run.

// findGinkgoTree returns the nodes of the package's files in source order. A function
// declared as a container's body is visited as that body; nodes in other functions (shared
// behaviours that containers call) are marked as helpers: where they run is not known.
func (e *Source) findGinkgoTree() []*GinkgoNode {
	b := &treeBuilder{e: e, bodies: make(map[ast.Node]bool)}
	for _, file := range e.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if name, ok := e.ginkgoFunc(call); ok {
					if _, ok := knowledge.GinkgoContainers[name]; ok {
						for _, arg := range call.Args {
							if fd, ok := e.funcArg(arg).(*ast.FuncDecl); ok {
								b.bodies[fd] = true
							}
						}
					}
				}
			}
			return true
		})
	}
	for _, file := range e.pass.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			switch {
			case !ok:
				b.visit(decl, nil)
			case b.bodies[fd]:
			case fd.Name.Name == "init" && fd.Recv == nil:
				b.visit(fd, nil)
			default:
				b.helper = true
				b.visit(fd, nil)
				b.helper = false
			}
		}
	}
	return b.nodes
}

type treeBuilder struct {
	e      *Source
	nodes  []*GinkgoNode
	bodies map[ast.Node]bool // functions declared as containers' bodies
	helper bool              // visiting a function that is not a container's body
}

// visit records the containers and nodes in n that run inside c. It does not look into a
// node's own function: nodes are not nested (Ginkgo fails a suite that tries).
func (b *treeBuilder) visit(n ast.Node, c *GinkgoContainer) {
	e := b.e
	ast.Inspect(n, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		name, ok := e.ginkgoFunc(call)
		if !ok {
			return true
		}
		if knowledge.GinkgoPending[name] || e.hasGinkgoDecorator(call.Args, "Pending") {
			return false
		}
		if focused, ok := knowledge.GinkgoContainers[name]; ok {
			fn, _ := e.nodeFunc(call, strings.HasPrefix(name, "DescribeTableSubtree") || strings.HasPrefix(name, "FDescribeTableSubtree"))
			if fn == nil {
				return false
			}
			child := &GinkgoContainer{
				Parent: c, Text: e.ginkgoText(call, name), Fn: fn, Depth: 1,
				Focused: focused || e.hasGinkgoDecorator(call.Args, "Focus"),
				Ordered: e.hasGinkgoDecorator(call.Args, "Ordered"),
			}
			if c != nil {
				child.Depth = c.Depth + 1
				child.Ordered = child.Ordered || c.Ordered
			}
			if strings.Contains(name, "DescribeTableSubtree") {
				child.Entries = e.tableEntries(call)
				if len(child.Entries) == 0 {
					return false // no entry runs the subtree
				}
			}
			b.visit(fn, child)
			return false
		}
		if _, ok := knowledge.GinkgoPhases[name]; !ok {
			return true // DeferCleanup, By, GinkgoT...: not a node
		}
		table := name == "DescribeTable" || name == "FDescribeTable"
		var fns []ast.Node
		if strings.HasPrefix(name, "Synchronized") {
			fns = e.nodeFuncs(call) // both functions run in a single process
		} else if fn, _ := e.nodeFunc(call, table); fn != nil {
			fns = []ast.Node{fn}
		} else if knowledge.GinkgoTeardowns[name] {
			if fn := e.teardownValue(call); fn != nil {
				fns = []ast.Node{fn}
			}
		}
		for _, fn := range fns {
			node := &GinkgoNode{
				Kind: name, Container: c, Call: call, Fn: fn, Body: funcBody(fn), Seq: len(b.nodes),
				Focused:        knowledge.GinkgoSubjects[name] || e.hasGinkgoDecorator(call.Args, "Focus"),
				Table:          table,
				Helper:         b.helper,
				OncePerOrdered: e.hasGinkgoDecorator(call.Args, "OncePerOrdered"),
			}
			node.Text = e.ginkgoText(call, name)
			node.Name = strings.Join(append(c.Texts(), node.Text), " ")
			if table {
				node.Entries = e.tableEntries(call)
				if len(node.Entries) == 0 {
					continue // no entry runs the table
				}
			}
			b.nodes = append(b.nodes, node)
		}
		return false
	})
}

// tableEntries returns the entries of a table call that run: its Entry and FEntry arguments
// (PEntry, XEntry and entries with the Pending decorator never run). Entries passed in a
// slice ([]TableEntry) are not seen: the table then counts as one entry.
func (e *Source) tableEntries(call *ast.CallExpr) []GinkgoEntry {
	var out []GinkgoEntry
	seen := false
	for _, arg := range call.Args {
		if t := e.pass.TypesInfo.TypeOf(arg); t != nil {
			if sl, ok := t.Underlying().(*types.Slice); ok && isGinkgoType(sl.Elem(), "TableEntry") {
				return []GinkgoEntry{{Text: "Entry"}} // how many is unknown: at least one run
			}
		}
		entry, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok {
			continue
		}
		name, ok := e.ginkgoFunc(entry)
		if !ok || !strings.HasSuffix(name, "Entry") {
			continue
		}
		seen = true
		if knowledge.GinkgoPending[name] || e.hasGinkgoDecorator(entry.Args, "Pending") {
			continue
		}
		out = append(out, GinkgoEntry{
			Text:    e.entryText(entry),
			Focused: name == "FEntry" || e.hasGinkgoDecorator(entry.Args, "Focus"),
		})
	}
	if !seen && out == nil {
		// Entries that come from elsewhere (a variadic slice of another package): one run.
		return []GinkgoEntry{{Text: "Entry"}}
	}
	return out
}

// entryText returns an entry's description: its constant string, or Ginkgo's default
// ("Entry: " and the parameters) when it has none.
func (e *Source) entryText(entry *ast.CallExpr) string {
	if len(entry.Args) == 0 {
		return "Entry"
	}
	if tv, ok := e.pass.TypesInfo.Types[entry.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	var params []string
	for _, a := range entry.Args[1:] {
		params = append(params, types.ExprString(a))
	}
	return "Entry: " + strings.Join(params, ", ")
}

func isGinkgoType(t types.Type, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == name && n.Obj().Pkg() != nil && knowledge.GinkgoPaths[n.Obj().Pkg().Path()]
}

// hasGinkgoDecorator reports whether one of args is Ginkgo v2's decorator of that name
// (Pending, Focus, Ordered).
func (e *Source) hasGinkgoDecorator(args []ast.Expr, name string) bool {
	for _, arg := range args {
		var id *ast.Ident
		switch a := ast.Unparen(arg).(type) {
		case *ast.Ident:
			id = a
		case *ast.SelectorExpr:
			id = a.Sel
		}
		if id != nil && id.Name == name {
			if obj := e.pass.TypesInfo.Uses[id]; obj != nil && obj.Pkg() != nil && knowledge.GinkgoPaths[obj.Pkg().Path()] {
				return true
			}
		}
	}
	return false
}

// ginkgoFunc returns the name of the Ginkgo function call calls.
func (e *Source) ginkgoFunc(call *ast.CallExpr) (string, bool) {
	fn := gocode.FuncOf(e.pass.TypesInfo, call)
	if fn != nil {
		fn = fn.Origin()
	}
	if fn == nil || fn.Pkg() == nil || !knowledge.GinkgoPaths[fn.Pkg().Path()] {
		return "", false
	}
	return fn.Name(), true
}

// ginkgoText returns a node's description: its first argument when it is a constant string
// (Ginkgo puts "when " before a When's), its kind otherwise (BeforeEach has none).
func (e *Source) ginkgoText(call *ast.CallExpr, name string) string {
	if len(call.Args) > 0 {
		if tv, ok := e.pass.TypesInfo.Types[call.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			if name == "When" || name == "FWhen" {
				return "when " + constant.StringVal(tv.Value)
			}
			return constant.StringVal(tv.Value)
		}
	}
	return name
}

// nodeFunc returns the function a node runs: its last function argument, a literal or a
// function of this package. For a table, a function with one string result describes the
// entries and is not the body.
func (e *Source) nodeFunc(call *ast.CallExpr, table bool) (ast.Node, *ast.BlockStmt) {
	for i := len(call.Args) - 1; i >= 0; i-- {
		fn := e.funcArg(call.Args[i])
		if fn == nil {
			continue
		}
		if table && describesEntries(e.pass.TypesInfo.TypeOf(call.Args[i])) {
			continue
		}
		return fn, funcBody(fn)
	}
	return nil, nil
}

// nodeFuncs returns every function argument of a node (SynchronizedBeforeSuite's two).
func (e *Source) nodeFuncs(call *ast.CallExpr) []ast.Node {
	var out []ast.Node
	for _, arg := range call.Args {
		if fn := e.funcArg(arg); fn != nil {
			out = append(out, fn)
		}
	}
	return out
}

// funcArg returns the function that arg is: a literal, or a function declared in this package.
func (e *Source) funcArg(arg ast.Expr) ast.Node {
	switch arg := ast.Unparen(arg).(type) {
	case *ast.FuncLit:
		return arg
	case *ast.Ident:
		if target, ok := e.pass.TypesInfo.Uses[arg].(*types.Func); ok {
			if decl := e.decls.FuncDecl(target); decl != nil && decl.Recv == nil && decl.Body != nil {
				return decl
			}
		}
	}
	return nil
}

// teardownValue returns, for a teardown node whose function is another package's function
// or method value (AfterEach(httpmock.DeactivateAndReset)), a function literal that
// calls it, written over the argument's own position: its summary then says what the
// teardown puts back. Only teardowns get one: their writes are restores, which no fix edits.
func (e *Source) teardownValue(call *ast.CallExpr) ast.Node {
	for i := len(call.Args) - 1; i >= 0; i-- {
		arg := call.Args[i]
		sig, ok := e.pass.TypesInfo.TypeOf(arg).(*types.Signature)
		if !ok || sig.Params().Len() > 0 {
			continue
		}
		if fn := funcOfValue(e.pass.TypesInfo, arg); fn == nil || fn.Pkg() == nil || fn.Pkg() == e.pass.Pkg {
			// Only another package's function or method: this package's code would be
			// where a fix edits, and the literal is not in the source.
			return nil
		}
		body := &ast.BlockStmt{Lbrace: arg.Pos(), Rbrace: arg.End(), List: []ast.Stmt{
			&ast.ExprStmt{X: &ast.CallExpr{Fun: arg, Lparen: arg.End(), Rparen: arg.End()}},
		}}
		return &ast.FuncLit{Type: &ast.FuncType{Func: arg.Pos(), Params: &ast.FieldList{}}, Body: body}
	}
	return nil
}

// funcOfValue returns the function or method that a function value names (pkg.F, x.M).
func funcOfValue(info *types.Info, arg ast.Expr) *types.Func {
	switch arg := ast.Unparen(arg).(type) {
	case *ast.Ident:
		fn, _ := info.Uses[arg].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		fn, _ := info.Uses[arg.Sel].(*types.Func)
		return fn
	}
	return nil
}

func describesEntries(t types.Type) bool {
	sig, ok := t.(*types.Signature)
	if !ok || sig.Results().Len() != 1 {
		return false
	}
	basic, ok := sig.Results().At(0).Type().(*types.Basic)
	return ok && basic.Kind() == types.String
}

func funcBody(fn ast.Node) *ast.BlockStmt {
	switch fn := fn.(type) {
	case *ast.FuncLit:
		return fn.Body
	case *ast.FuncDecl:
		return fn.Body
	}
	return nil
}
