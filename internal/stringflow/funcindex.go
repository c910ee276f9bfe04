package stringflow

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Following a field through a variable looks at every use of the variable, and at the
// node around each use. The variables followed are local to one function declaration
// (its parameters, receiver and locals, also those of the function literals in it), so
// the index is built per declaration, on first use, rather than over the package's files.

// An funcIndex lists the uses of the variables of one function declaration and the node
// around each identifier and each &x, parentheses skipped.
type funcIndex struct {
	uses   map[*types.Var][]*ast.Ident
	parent map[ast.Node]ast.Node
	lits   []*ast.FuncLit // in source order
	loops  []ast.Stmt     // for and range statements, in source order
	// jumps is whether the declaration has a goto, which may run code again.
	jumps bool
}

// mayRunBefore reports whether the code at use may run before the code at at, in one call
// of the declaration: it comes first in the source; or at is in a function literal that
// use is not in (the literal may be called again after use); or a loop around both may run
// use and then at again; or a goto may jump back.
func (idx *funcIndex) mayRunBefore(use, at token.Pos) bool {
	if use < at || idx.jumps {
		return true
	}
	if lit := idx.litAt(at); lit != nil && !(lit.Pos() <= use && use < lit.End()) {
		return true
	}
	for _, loop := range idx.loops {
		if loop.Pos() <= at && use < loop.End() {
			return true
		}
	}
	return false
}

// litAt returns the innermost function literal around pos, or nil.
func (idx *funcIndex) litAt(pos token.Pos) *ast.FuncLit {
	var in *ast.FuncLit
	for _, lit := range idx.lits {
		if lit.Pos() <= pos && pos < lit.End() {
			in = lit // later literals that contain pos are inside earlier ones
		}
	}
	return in
}

func (a *StringFlow) funcIndexOf(decl *ast.FuncDecl) *funcIndex {
	if idx, ok := a.funcIndexes[decl]; ok {
		return idx
	}
	idx := &funcIndex{uses: make(map[*types.Var][]*ast.Ident), parent: make(map[ast.Node]ast.Node)}
	info := a.Pass.TypesInfo
	var stack []ast.Node
	ast.Inspect(decl, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		outer := func() ast.Node {
			for i := len(stack) - 1; i >= 0; i-- {
				if _, paren := stack[i].(*ast.ParenExpr); !paren {
					return stack[i]
				}
			}
			return nil
		}
		switch n := n.(type) {
		case *ast.Ident:
			if v, ok := info.Uses[n].(*types.Var); ok && !v.IsField() {
				idx.uses[v] = append(idx.uses[v], n)
				idx.parent[n] = outer()
			}
		case *ast.UnaryExpr:
			idx.parent[n] = outer()
		case *ast.FuncLit:
			idx.lits = append(idx.lits, n)
		case *ast.ForStmt:
			idx.loops = append(idx.loops, n)
		case *ast.RangeStmt:
			idx.loops = append(idx.loops, n)
		case *ast.BranchStmt:
			idx.jumps = idx.jumps || n.Tok == token.GOTO
		}
		stack = append(stack, n)
		return true
	})
	a.funcIndexes[decl] = idx
	return idx
}
