package kafkagroup

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// A unit test of code that builds consumer configurations compares them with expected
// values; those literals never reach a broker:
//
//	want := kafka.ReaderConfig{GroupID: "orders"}
//	if !reflect.DeepEqual(got, want) { ... }
//
// compareOnly returns the composite literals and calls of body whose values are only
// compared or printed: operands of == or !=, arguments of an equality function
// (reflect.DeepEqual, go-cmp, testify's Equal...) or of a print or log call (t.Errorf,
// fmt.Sprintf...), possibly through field selections, or the value of a local variable whose
// every use is one of those.
func (a *analyzer) compareOnly(body ast.Node) map[ast.Node]bool {
	info := a.pass.TypesInfo
	out := make(map[ast.Node]bool)
	compared := make(map[*types.Var]int) // uses of local variables in comparisons
	var mark func(e ast.Expr)
	mark = func(e ast.Expr) {
		switch e := ast.Unparen(e).(type) {
		case *ast.UnaryExpr:
			if e.Op == token.AND {
				mark(e.X)
			}
		case *ast.SelectorExpr:
			if sel := info.Selections[e]; sel != nil && sel.Kind() == types.FieldVal {
				mark(e.X)
			}
		case *ast.CompositeLit:
			out[e] = true
		case *ast.CallExpr:
			// Only a call returning a configuration: a call returning an error or a
			// client has consumed already.
			if a.sinks.isConfig(info.TypeOf(e)) {
				out[e] = true
			}
		case *ast.Ident:
			if v, ok := info.Uses[e].(*types.Var); ok && !parallel.IsPackageLevel(v) {
				compared[v]++
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				mark(n.X)
				mark(n.Y)
			}
		case *ast.CallExpr:
			if isInertFunc(typeutil.Callee(info, n)) {
				for _, arg := range n.Args {
					mark(arg)
				}
			}
		}
		return true
	})
	if len(compared) == 0 {
		return out
	}
	uses := make(map[*types.Var]int)
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok && compared[v] > 0 {
				uses[v]++
			}
		}
		return true
	})
	for v, n := range compared {
		if uses[v] != n {
			continue // used elsewhere too
		}
		for _, w := range a.writes()[v] {
			if w.rhs != nil {
				mark(w.rhs)
			}
		}
	}
	return out
}

// isInertFunc reports whether obj is a function that only compares or prints its
// arguments.
func isInertFunc(obj types.Object) bool {
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	name := fn.Name()
	switch normalizePath(fn.Pkg().Path()) {
	case "testing":
		switch name {
		case "Error", "Errorf", "Fatal", "Fatalf", "Log", "Logf", "Skip", "Skipf":
			return true
		}
	case "fmt":
		return strings.HasPrefix(name, "Sprint") || strings.HasPrefix(name, "Print") || strings.HasPrefix(name, "Fprint") || name == "Errorf"
	case "reflect":
		return name == "DeepEqual"
	case "github.com/google/go-cmp/cmp":
		return name == "Diff" || name == "Equal"
	case "github.com/stretchr/testify/assert", "github.com/stretchr/testify/require":
		return strings.HasPrefix(name, "Equal") || strings.HasPrefix(name, "NotEqual") || name == "Exactly" || name == "ObjectsAreEqual"
	case "gotest.tools/assert":
		return name == "DeepEqual" || name == "Equal"
	}
	return false
}
