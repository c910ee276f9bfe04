package fixes

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// FuncScope returns the scope of a function declaration or literal: its parameters and the
// top-level declarations of its body; nil for other nodes.
func FuncScope(info *types.Info, fn ast.Node) *types.Scope {
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		return info.Scopes[fn.Type]
	case *ast.FuncLit:
		return info.Scopes[fn.Type]
	}
	return nil
}

// ScopeAt returns the innermost scope at pos inside the function fn (FuncScope when no inner
// scope holds pos); nil when fn has no scope.
func ScopeAt(info *types.Info, fn ast.Node, pos token.Pos) *types.Scope {
	s := FuncScope(info, fn)
	if s == nil {
		return nil
	}
	if in := s.Innermost(pos); in != nil {
		return in
	}
	return s
}

// TName returns the name of the region's *testing.T (or B, F) when code at pos can refer to
// it by that name; "" otherwise.
func TName(info *types.Info, r *schedule.Region, pos token.Pos) string {
	if r.T == nil || r.T.Name() == "" || r.T.Name() == "_" {
		return ""
	}
	scope := ScopeAt(info, r.Func, pos)
	if scope == nil {
		return ""
	}
	if _, obj := scope.LookupParent(r.T.Name(), pos); obj != r.T {
		return ""
	}
	return r.T.Name()
}

// THandleParam returns the first named parameter of the function declaration or literal fn
// that is a *testing.T, B or F or a testing.TB, or nil.
func THandleParam(info *types.Info, fn ast.Node) *types.Var {
	var ft *ast.FuncType
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		ft = fn.Type
	case *ast.FuncLit:
		ft = fn.Type
	}
	if ft == nil || ft.Params == nil {
		return nil
	}
	for _, field := range ft.Params.List {
		for _, name := range field.Names {
			if p, ok := info.Defs[name].(*types.Var); ok && p.Name() != "_" && report.IsTestHandle(p.Type()) {
				return p
			}
		}
	}
	return nil
}

// LookupAt returns the object that name refers to at pos, looked up from the innermost
// scope of scope that holds pos; false when scope is nil or no scope of it holds pos. A fix
// that writes name at pos must find there the object it means.
func LookupAt(scope *types.Scope, name string, pos token.Pos) (types.Object, bool) {
	if scope == nil {
		return nil, false
	}
	inner := scope.Innermost(pos)
	if inner == nil {
		return nil, false
	}
	_, obj := inner.LookupParent(name, pos)
	return obj, true
}
