package parallel

import (
	"go/ast"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/decls"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
)

// Funcs returns the package's functions and methods that are declared with a body, in source
// order (none for the standard library, whose code the engine does not read).
func (r *Result) Funcs() []*types.Func {
	if r == nil || r.decls == nil {
		return nil
	}
	return r.decls.Funcs()
}

// FuncDecl returns the declaration of fn when it is one of Funcs, else nil.
func (r *Result) FuncDecl(fn *types.Func) *ast.FuncDecl {
	if r == nil || r.decls == nil {
		return nil
	}
	return r.decls.FuncDecl(fn)
}

// VarDecl returns the declaration of v when v is a package-level variable of this package.
func (r *Result) VarDecl(v *types.Var) *decls.Var {
	if r == nil || r.decls == nil {
		return nil
	}
	return r.decls.Var(v)
}

// HTTP returns what the package does with net/http's process-wide state and with cookie
// jars (package httpfacts); nil, which answers no, for the standard library.
func (r *Result) HTTP() *httpfacts.Facts {
	if r == nil {
		return nil
	}
	return r.http
}
