package stringflow

import (
	"go/ast"
	"go/types"
	"slices"
	"sort"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/groupjoin"
)

// A constructor stores a group ID in the value it returns and a method joins it later.
// Between the two, a setter may replace it:
//
//	p := consumer.NewPoller(addrs, "payments")
//	p.SetGroup(t.Name())
//	p.Start(ctx)
//
// The summary of a method lists the field paths of its receiver that it writes (itself or
// through the methods it calls on the receiver), so that a caller that follows a field of a
// variable knows which method calls on the variable may change it.

// maxReceiverWrites bounds the paths listed; a method that writes more writes "" (any).
const maxReceiverWrites = 8

// receiverWrites returns the field paths of the receiver that method decl may write; ""
// stands for the whole receiver.
func (a *StringFlow) receiverWrites(decl *ast.FuncDecl, sig *types.Signature) []string {
	if sig == nil || sig.Recv() == nil {
		return nil
	}
	return a.pointerWrites(decl, sig.Recv())
}

// pointerWrites returns the field paths of what the pointer v, the receiver or a parameter
// of decl, points to that decl may write: itself, through the methods it calls on v, or
// through the functions it hands v to (their parameter writes, when they are known; "" when
// not). "" stands for the whole value. Only paths that can hold a group ID are listed.
func (a *StringFlow) pointerWrites(decl *ast.FuncDecl, v *types.Var) []string {
	_, isPtr := v.Type().Underlying().(*types.Pointer)
	if !isPtr {
		return nil // a copy: nothing the caller sees
	}
	if len(stringPaths(v.Type(), "", nil)) == 0 {
		return nil // no field can hold a group ID
	}
	set := make(map[string]bool)
	for _, w := range a.writes()[v] {
		set[w.path] = true
	}
	info := a.Pass.TypesInfo
	idx := a.funcIndexOf(decl)
	for _, id := range idx.uses[v] {
		switch p := idx.parent[id].(type) {
		case *ast.SelectorExpr:
			s := info.Selections[p]
			if s == nil || s.Kind() != types.MethodVal {
				continue
			}
			fn, _ := s.Obj().(*types.Func)
			sum := a.summaryOf(fn)
			if sum == nil {
				continue
			}
			_, prefix := methodRecv(info, p)
			for _, w := range sum.recvWrites {
				set[gocode.JoinPath(prefix, w)] = true
			}
		case *ast.CallExpr:
			if p.Fun == id {
				continue
			}
			paths, known := a.argWrites(p, id)
			if !known {
				set[""] = true // handed to a function that may write anything
			}
			for _, w := range paths {
				set[w] = true
			}
		case *ast.AssignStmt, *ast.ValueSpec, *ast.CompositeLit, *ast.KeyValueExpr, *ast.SendStmt:
			set[""] = true // stored elsewhere
		}
	}
	if set[""] || len(set) > maxReceiverWrites {
		return []string{""}
	}
	out := make([]string, 0, len(set))
	for p := range set {
		if !holdsString(v.Type(), p) {
			continue // only strings can be group IDs: keep the facts small
		}
		if p = a.nameablePrefix(v.Type(), p); p == "" {
			return []string{""}
		}
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// nameablePrefix returns the longest prefix of field path of t that code of the package
// under analysis can name: every field on it exported or declared here. A write under
// another package's unexported field (a setter of its own) is a write of the field that
// holds it, as callers here and above can see it; "" is the whole value.
func (a *StringFlow) nameablePrefix(t types.Type, path string) string {
	var prefix string
	for path != "" {
		head, rest := groupjoin.SplitPath(path)
		f, _, _ := types.LookupFieldOrMethod(t, true, a.Pass.Pkg, head)
		v, ok := f.(*types.Var)
		if !ok || !v.IsField() {
			return prefix
		}
		prefix, t, path = gocode.JoinPath(prefix, head), v.Type(), rest
	}
	return prefix
}

// writesReceiver reports whether method fn may write field path of its receiver.
func (a *StringFlow) writesReceiver(fn *types.Func, path string) bool {
	sum := a.summaryOf(fn)
	if sum == nil {
		return false
	}
	for _, w := range sum.recvWrites {
		if groupjoin.Overlaps(w, path) {
			return true
		}
	}
	return false
}

// holdsString reports whether field path of struct type t (or *t) is a string or a struct
// with string fields; true when the path cannot be resolved.
func holdsString(t types.Type, path string) bool {
	for path != "" {
		st := groupjoin.StructOf(t)
		if st == nil {
			return true
		}
		head, rest := groupjoin.SplitPath(path)
		next := groupjoin.FieldType(st, head)
		if next == nil {
			return true
		}
		t, path = next, rest
	}
	return groupjoin.IsString(t) || len(stringPaths(t, "", nil)) > 0
}
