package gocode

import (
	"go/ast"
	"go/token"
)

// UnconditionalPath reports whether the innermost node of path (innermost first, up to a
// function) runs whenever its function gets to it: each statement around it is a plain
// statement or block, or an if statement whose init or condition it is in (if err :=
// os.Unsetenv(k); err != nil), and it is no right operand of && or ||. A loop may run no
// time and a case may not be taken; a go or defer statement runs its call elsewhere.
func UnconditionalPath(path []ast.Node) bool {
	return UnconditionalPathEntering(path, nil)
}

// UnconditionalPathEntering is UnconditionalPath where a range loop for which entered
// reports true counts as a block: its body surely runs (a loop over a table literal that
// has cases), up to the node if nothing before it in the body leaves the iteration.
func UnconditionalPathEntering(path []ast.Node, entered func(*ast.RangeStmt) bool) bool {
	if len(path) == 0 {
		return false
	}
	for i, n := range path[:len(path)-1] {
		switch n := n.(type) {
		case *ast.RangeStmt:
			if entered == nil || i < 2 || path[i-1] != n.Body || leavesBefore(n.Body, path[i-2]) || !entered(n) {
				return false
			}
		case *ast.IfStmt:
			if i == 0 || (path[i-1] != n.Init && path[i-1] != n.Cond) {
				return false
			}
		case *ast.BinaryExpr:
			if (n.Op == token.LAND || n.Op == token.LOR) && i > 0 && path[i-1] == n.Y {
				return false // the right operand may not be evaluated
			}
		case *ast.ForStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt,
			*ast.CaseClause, *ast.CommClause, *ast.GoStmt, *ast.DeferStmt:
			return false
		}
	}
	return true
}

// leavesBefore reports whether a statement of body before stmt may leave the iteration or
// the function: a return, a goto, or a break or continue (of this loop or an outer one).
func leavesBefore(body *ast.BlockStmt, stmt ast.Node) bool {
	for _, st := range body.List {
		if st == stmt {
			return false
		}
		leaves := false
		ast.Inspect(st, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt, *ast.BranchStmt:
				leaves = true
			}
			return !leaves
		})
		if leaves {
			return true
		}
	}
	return true // stmt is not a statement of body
}
