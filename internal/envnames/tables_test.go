package envnames_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/decls"
	"github.com/fixturelint/fixturelint/internal/envnames"
)

const tableSrc = `package p

import "os"

func run(f func()) { f() }

func cases() {
	tests := []struct{ env map[string]string }{
		{env: map[string]string{"REGION": "eu", "TOKEN": "a"}},
		{env: map[string]string{"REGION": "us"}},
	}
	for _, tc := range tests {
		run(func() {
			for k, v := range tc.env {
				os.Setenv(k, v)
			}
		})
	}
}

func reserved() map[string]bool { return map[string]bool{"SANDBOX": true, "LOG_FD": true} }

func keys() {
	for k := range reserved() {
		os.Getenv(k)
	}
}
`

// TestTables follows a subtest's loop variable back to the table of its enclosing function,
// and a loop over a function's literal back to the literal.
func TestTables(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", tableSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	pass := &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Pkg: pkg, TypesInfo: info}
	idx, err := decls.Analyzer.Run(pass)
	if err != nil {
		t.Fatal(err)
	}
	// The first argument of each os call, with the body of the function literal or
	// declaration around it.
	var args []ast.Expr
	var bodies []*ast.BlockStmt
	var body *ast.BlockStmt
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			body = n.Body
		case *ast.FuncLit:
			body = n.Body
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "Setenv" || sel.Sel.Name == "Getenv") {
				args, bodies = append(args, n.Args[0]), append(bodies, body)
			}
		}
		return true
	})
	tab := func(b *ast.BlockStmt) *envnames.Tables {
		return &envnames.Tables{Pass: pass, Decls: idx.(*decls.Index), Body: b,
			Unchanged: func(*types.Var) bool { return true }, ReadsOnly: func(*ast.Ident) bool { return true }}
	}

	got := tab(bodies[0]).Held(args[0])
	slices.Sort(got.List)
	if !slices.Equal(got.List, []string{"REGION", "TOKEN"}) {
		t.Errorf("names set by the cases: %v, want [REGION TOKEN]", got.List)
	}
	if !got.OneCase["TOKEN"] || got.OneCase["REGION"] {
		t.Errorf("one case's names: %v, want TOKEN only", got.OneCase)
	}

	got = tab(bodies[1]).Held(args[1])
	slices.Sort(got.List)
	if !slices.Equal(got.List, []string{"LOG_FD", "SANDBOX"}) || len(got.OneCase) != 0 {
		t.Errorf("names of a function's literal: %+v, want [LOG_FD SANDBOX] and no case", got)
	}
}
