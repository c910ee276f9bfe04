package stringflow

import (
	"go/ast"
	"go/types"
)

// A field of a variable that the evaluator follows to its definition must not change in
// between by means other than the writes it sees: a pointer handed to a function that may
// write the field (paramwrites.go), or a method that writes it.

// mayChange reports whether code other than writes of the variable's fields may change
// field path of v, a variable of function decl: a pointer to it (v itself, when it is a
// pointer) handed to a function that may write that field or stored, or a method called
// on it that writes that field. at is the use being evaluated, which hands the value to the callee that is
// summarized; a use that cannot run before it cannot change what it reads (a consumer
// handed to the library after it read its own group).
func (a *StringFlow) mayChange(decl *ast.FuncDecl, v *types.Var, path string, at *ast.Ident) bool {
	if decl == nil {
		return true
	}
	info := a.Pass.TypesInfo
	_, isPtr := v.Type().Underlying().(*types.Pointer)
	idx := a.funcIndexOf(decl)
	for _, id := range idx.uses[v] {
		if id == at || (at != nil && !idx.mayRunBefore(id.Pos(), at.Pos())) {
			continue
		}
		switch p := idx.parent[id].(type) {
		case *ast.SelectorExpr:
			s := info.Selections[p]
			if s == nil || s.Kind() == types.FieldVal {
				continue // a field read, or a write the write index has
			}
			fn, _ := s.Obj().(*types.Func)
			if fn == nil {
				return true
			}
			if _, ptrRecv := fn.Signature().Recv().Type().Underlying().(*types.Pointer); !ptrRecv && !isPtr {
				continue // a method of a copy
			}
			if a.writesReceiver(fn, path) {
				return true
			}
		case *ast.CallExpr:
			if !isPtr || p.Fun == id || a.isOptionCall(p) {
				continue
			}
			if a.writesThroughArg(p, id, path) {
				return true // a pointer handed to a function that may write the field
			}
		case *ast.AssignStmt, *ast.ValueSpec, *ast.CompositeLit, *ast.KeyValueExpr, *ast.SendStmt:
			if isPtr {
				return true // a pointer stored elsewhere
			}
		}
	}
	return false
}
