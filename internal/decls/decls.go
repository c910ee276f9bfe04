// Package decls indexes the declarations of the analysed package once, for the analyzers that
// look up a function's body or a package-level variable's initializer: the engine follows
// calls into the bodies of the package's own functions, and the HTTP facts read initializers
// and init functions. Each lookup is then a map access, not a walk over the files.
//
// It is an analyzer with that one job; an analyzer that needs the index requires it:
//
//	var Analyzer = &analysis.Analyzer{Requires: []*analysis.Analyzer{decls.Analyzer}, ...}
//
//	idx := pass.ResultOf[decls.Analyzer].(*decls.Index)
//	if fd := idx.FuncDecl(fn); fd != nil { ... } // fn is declared here, with a body
//
// The standard library gets an empty index: nothing there is test state the checks follow,
// and go vet runs the analyzers on every package a module imports.
package decls

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// Analyzer builds the package's Index.
var Analyzer = &analysis.Analyzer{
	Name:       "decls",
	Doc:        "index the function and package-level variable declarations of a package",
	Run:        run,
	ResultType: reflect.TypeOf((*Index)(nil)),
}

// Index holds the package's declarations.
type Index struct {
	funcs     []*types.Func                 // functions and methods declared with a body, in source order
	funcDecls map[*types.Func]*ast.FuncDecl // their declarations
	vars      []*Var                        // package-level variables, in source order
	varOf     map[*types.Var]*Var
}

// A Var is the declaration of one of the package's package-level variables.
type Var struct {
	Var   *types.Var
	File  *ast.File
	Gen   *ast.GenDecl // the `var` declaration
	Spec  *ast.ValueSpec
	Index int  // the variable's index in Spec.Names (and Spec.Values, when it has one value each)
	Test  bool // declared in a _test.go file
}

// Value returns the variable's initializer, or nil when it has none of its own.
func (d *Var) Value() ast.Expr {
	if len(d.Spec.Values) == len(d.Spec.Names) {
		return d.Spec.Values[d.Index]
	}
	return nil
}

func run(pass *analysis.Pass) (any, error) {
	idx := &Index{funcDecls: make(map[*types.Func]*ast.FuncDecl), varOf: make(map[*types.Var]*Var)}
	if gocode.IsStd(pass.Pkg.Path()) {
		return idx, nil
	}
	for _, file := range pass.Files {
		test := strings.HasSuffix(pass.Fset.File(file.Pos()).Name(), "_test.go")
		for _, decl := range file.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				if decl.Body == nil {
					continue
				}
				if fn, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func); ok {
					idx.funcDecls[fn] = decl
					idx.funcs = append(idx.funcs, fn)
				}
			case *ast.GenDecl:
				if decl.Tok != token.VAR {
					continue
				}
				for _, spec := range decl.Specs {
					spec := spec.(*ast.ValueSpec)
					for i, name := range spec.Names {
						if v, ok := pass.TypesInfo.Defs[name].(*types.Var); ok {
							d := &Var{Var: v, File: file, Gen: decl, Spec: spec, Index: i, Test: test}
							idx.vars = append(idx.vars, d)
							idx.varOf[v] = d
						}
					}
				}
			}
		}
	}
	return idx, nil
}

// Funcs returns the package's functions and methods declared with a body, in source order.
func (x *Index) Funcs() []*types.Func { return x.funcs }

// FuncDecl returns the declaration of fn when it is one of Funcs, else nil.
func (x *Index) FuncDecl(fn *types.Func) *ast.FuncDecl { return x.funcDecls[fn] }

// Vars returns the package's package-level variables, in source order.
func (x *Index) Vars() []*Var { return x.vars }

// Var returns the declaration of v when v is a package-level variable of the package.
func (x *Index) Var(v *types.Var) *Var { return x.varOf[v] }
