package parallel

import (
	"go/ast"
	"go/types"
)

// Funcs returns the package's functions and methods that are declared with a body, in source
// order (none for the standard library, whose code the engine does not read).
func (r *Result) Funcs() []*types.Func {
	if r == nil {
		return nil
	}
	return r.funcs
}

// FuncDecl returns the declaration of fn when it is one of Funcs, else nil.
func (r *Result) FuncDecl(fn *types.Func) *ast.FuncDecl {
	if r == nil {
		return nil
	}
	return r.funcDecls[fn]
}
