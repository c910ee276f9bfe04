package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/schedule"
	"golang.org/x/tools/go/analysis"
)

// A VarDecl is the declaration of one of the package's package-level variables.
type VarDecl struct {
	Var   *types.Var
	File  *ast.File
	Gen   *ast.GenDecl // the `var` declaration
	Spec  *ast.ValueSpec
	Index int  // the variable's index in Spec.Names (and Spec.Values, when it has one value each)
	Test  bool // declared in a _test.go file
}

// Value returns the variable's initializer, or nil when it has none of its own.
func (d *VarDecl) Value() ast.Expr {
	if len(d.Spec.Values) == len(d.Spec.Names) {
		return d.Spec.Values[d.Index]
	}
	return nil
}

// VarDecl returns the declaration of v when v is a package-level variable of this package.
func (r *Result) VarDecl(v *types.Var) *VarDecl { return r.varDeclOf[v] }

func findVarDecls(pass *analysis.Pass) []*VarDecl {
	var out []*VarDecl
	for _, file := range pass.Files {
		test := schedule.IsTestFile(pass, file)
		for _, decl := range file.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.VAR {
				continue
			}
			for _, spec := range gen.Specs {
				spec := spec.(*ast.ValueSpec)
				for i, name := range spec.Names {
					if v, ok := pass.TypesInfo.Defs[name].(*types.Var); ok {
						out = append(out, &VarDecl{Var: v, File: file, Gen: gen, Spec: spec, Index: i, Test: test})
					}
				}
			}
		}
	}
	return out
}
