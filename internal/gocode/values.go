package gocode

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// Questions about the values of types and expressions that every part asks.

// HoldsPointer reports whether a value of type t can point to a variable's storage: a
// pointer, an unsafe.Pointer or an interface (which may hold one).
func HoldsPointer(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer, *types.Interface:
		return true
	case *types.Basic:
		return u.Kind() == types.UnsafePointer
	}
	return false
}

// Nillable reports whether a value of type t can be nil.
func Nillable(t types.Type) bool {
	if t == nil {
		return false
	}
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Map, *types.Slice, *types.Signature, *types.Chan, *types.Interface:
		return true
	}
	return false
}

// NonNilExpr reports whether x surely gives a value that is not nil: a composite or
// function literal, an address, or the result of make or new.
func NonNilExpr(info *types.Info, x ast.Expr) bool {
	switch x := ast.Unparen(x).(type) {
	case *ast.CompositeLit, *ast.FuncLit:
		return true
	case *ast.UnaryExpr:
		return x.Op == token.AND
	case *ast.CallExpr:
		b, ok := BuiltinName(info, x)
		return ok && (b == "make" || b == "new")
	}
	return false
}

// MatchesType reports whether a value of dynamic type dynamic passes the assertion to
// asserted.
func MatchesType(dynamic, asserted types.Type) bool {
	if types.IsInterface(asserted) {
		iface, _ := asserted.Underlying().(*types.Interface)
		return iface != nil && types.Implements(dynamic, iface)
	}
	return types.Identical(dynamic, asserted)
}

// DerefPath drops the "*" elements of a field path: overwriting what a pointer points to
// replaces the fields below it.
func DerefPath(path string) string {
	if !strings.Contains(path, "*") {
		return path
	}
	var kept []string
	for _, elem := range strings.Split(path, ".") {
		if elem != "*" {
			kept = append(kept, elem)
		}
	}
	return strings.Join(kept, ".")
}
