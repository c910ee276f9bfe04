package parallel

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"github.com/fixturelint/fixturelint/internal/flow"
)

// siblingTestWrites returns the direct writes of the guarded variables in the _test.go files
// of the package's directory that this pass does not analyse: the external test package's
// (package p_test) when this is the package, the package's own when this is the external
// test package. go test links both into one binary, so their replacements count, but their
// syntax is all the engine has of them: an assignment to the variable or a field below it,
// or its address taken (&pkg.V, handed to code that may write it). What those files do
// through helpers is not seen.
func (e *engine) siblingTestWrites(guarded map[flow.Root]bool) []guardWrite {
	var out []guardWrite
	for _, f := range e.suites.OtherTestFiles() {
		out = append(out, e.fileWrites(f, guarded)...)
	}
	return out
}

// fileWrites returns the writes of guarded variables in f, resolved by name: pkg.V through
// f's imports, and V alone when f belongs to V's package.
func (e *engine) fileWrites(f *ast.File, guarded map[flow.Root]bool) []guardWrite {
	byName := make(map[string]map[string]flow.Root) // qualifier ("" for none) -> variable name -> root
	for root := range guarded {
		v := e.lookupVar(root)
		if v == nil || v.Pkg() == nil {
			continue
		}
		for _, imp := range f.Imports {
			path, err := strconv.Unquote(imp.Path.Value)
			if err != nil || path != root.PkgPath {
				continue
			}
			name := v.Pkg().Name()
			if imp.Name != nil {
				name = imp.Name.Name
			}
			addRootName(byName, name, root)
		}
		if f.Name.Name == v.Pkg().Name() && strings.TrimSuffix(e.pass.Pkg.Path(), "_test") == root.PkgPath {
			addRootName(byName, "", root)
		}
	}
	if len(byName) == 0 {
		return nil
	}
	var out []guardWrite
	record := func(x ast.Expr) {
		if root, path, ok := namedRoot(x, byName); ok {
			out = append(out, guardWrite{root: root, path: path, op: flow.Write})
		}
	}
	// These files are read by syntax, and nil is a common value: any mention of the
	// variable (a call of its methods, a method value, the variable handed to a call, put in
	// a table or copied into a local: Reset(), json.Unmarshal(data, pkg.V), c := pkg.V;
	// c.Extra = nil) counts against its lazy-initialization guards.
	ast.Inspect(f, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok {
			if root, _, ok := namedRoot(x, byName); ok {
				out = append(out, guardWrite{root: root, op: flow.Write, nilOnly: true})
				return false
			}
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				for _, lhs := range n.Lhs {
					record(lhs)
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				record(n.X)
			}
		}
		return true
	})
	return out
}

func addRootName(byName map[string]map[string]flow.Root, qualifier string, root flow.Root) {
	if byName[qualifier] == nil {
		byName[qualifier] = make(map[string]flow.Root)
	}
	byName[qualifier][root.Name] = root
}

// namedRoot returns the guarded variable that x writes and the field path below it: x is
// pkg.V or V, possibly with fields, dereferences and indexes below.
func namedRoot(x ast.Expr, byName map[string]map[string]flow.Root) (flow.Root, string, bool) {
	var fields []string
	for {
		switch e := ast.Unparen(x).(type) {
		case *ast.Ident:
			root, ok := byName[""][e.Name]
			return root, strings.Join(fields, "."), ok
		case *ast.SelectorExpr:
			if id, ok := e.X.(*ast.Ident); ok {
				if root, ok := byName[id.Name][e.Sel.Name]; ok {
					return root, strings.Join(fields, "."), true
				}
			}
			fields = append([]string{e.Sel.Name}, fields...)
			x = e.X
		case *ast.StarExpr:
			x = e.X
		case *ast.IndexExpr:
			x = e.X
		default:
			return flow.Root{}, "", false
		}
	}
}
