package gocode

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// This file names types, functions and variables the way every check needs to: which
// library type a value has, which library function a call calls, and how a message spells
// a package-level variable.

// IsNamed reports whether t itself (not a pointer to it) is the named type pkg.name; an
// instance of a generic type counts as its origin.
func IsNamed(t types.Type, pkg, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	obj := n.Origin().Obj()
	return obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == pkg && obj.Name() == name
}

// IsNamedOrPointer reports whether t is the named type pkg.name or a pointer to it.
func IsNamedOrPointer(t types.Type, pkg, name string) bool { return IsNamed(Deref(t), pkg, name) }

// NamedOf returns the package path and name of t's named type, through one pointer; empty
// strings when t is not named.
func NamedOf(t types.Type) (pkgPath, name string) {
	if n, ok := Deref(t).(*types.Named); ok && n.Obj().Pkg() != nil {
		return n.Obj().Pkg().Path(), n.Obj().Name()
	}
	return "", ""
}

// Deref returns what t points to when it is a pointer, and t otherwise, without aliases.
func Deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return types.Unalias(p.Elem())
	}
	return types.Unalias(t)
}

// ElemOf returns what t holds, through pointers, slices, arrays and maps (to their elements).
func ElemOf(t types.Type) types.Type {
	for range 8 {
		switch u := types.Unalias(t).(type) {
		case *types.Pointer:
			t = u.Elem()
			continue
		case *types.Slice:
			t = u.Elem()
			continue
		case *types.Array:
			t = u.Elem()
			continue
		case *types.Map:
			t = u.Elem()
			continue
		}
		break
	}
	return t
}

// FuncIs reports whether fn is the package-level function pkgPath.name, or, when recv is
// not empty, the method name of the type pkgPath.recv (or of a pointer to it).
func FuncIs(fn *types.Func, pkgPath, recv, name string) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != pkgPath || fn.Name() != name {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return false
	}
	if recv == "" {
		return sig.Recv() == nil
	}
	return sig.Recv() != nil && IsNamedOrPointer(sig.Recv().Type(), pkgPath, recv)
}

// FieldOf returns the field name of the struct that t is or holds (through pointers and
// containers, as ElemOf); nil when there is none.
func FieldOf(t types.Type, name string) *types.Var {
	t = ElemOf(t)
	var pkg *types.Package
	if n, ok := types.Unalias(t).(*types.Named); ok {
		pkg = n.Obj().Pkg()
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, pkg, name)
	f, _ := obj.(*types.Var)
	return f
}

// LookupPath resolves a dotted field and method path (an Access's Path) on t and returns
// the last object: a field (*types.Var) or a method (*types.Func); nil when a step is
// unknown.
func LookupPath(t types.Type, path string) types.Object {
	var obj types.Object
	for _, seg := range strings.Split(path, ".") {
		if t == nil || seg == "" {
			return nil
		}
		var pkg *types.Package
		if n, ok := Deref(t).(*types.Named); ok && n.Obj().Pkg() != nil {
			pkg = n.Obj().Pkg()
		}
		obj, _, _ = types.LookupFieldOrMethod(t, true, pkg, seg)
		if obj == nil {
			return nil
		}
		t = obj.Type()
	}
	return obj
}

// LastSegment returns the last element of a dotted path: "Set" for "Header.Set".
func LastSegment(path string) string { return path[strings.LastIndex(path, ".")+1:] }

// VarName names a package-level variable as the code of pass's package spells it: "api",
// or "testutil.Client" for another package's.
func VarName(pass *analysis.Pass, v *types.Var) string {
	if v.Pkg() == nil || v.Pkg() == pass.Pkg {
		return v.Name()
	}
	return v.Pkg().Name() + "." + v.Name()
}

// FuncName names fn for messages and call paths: "Func" or "Type.Method", qualified with the
// package's name ("testutil.Login", "sdk.Client.SetRetries") unless fn is in package from.
// Call paths (Step.Callee) use FuncName(fn, nil).
func FuncName(fn *types.Func, from *types.Package) string {
	name := fn.Name()
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		if _, tn := NamedOf(sig.Recv().Type()); tn != "" {
			name = tn + "." + name
		}
	}
	if fn.Pkg() != nil && fn.Pkg() != from {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// ThroughPointersAndSlices returns what t points to or holds, through at most max pointers
// and slices (aliases resolved); nil stays nil.
func ThroughPointersAndSlices(t types.Type, max int) types.Type {
	for range max {
		switch u := types.Unalias(t).(type) {
		case *types.Pointer:
			t = u.Elem()
		case *types.Slice:
			t = u.Elem()
		default:
			return t
		}
	}
	return t
}
