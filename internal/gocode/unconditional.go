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
	if len(path) == 0 {
		return false
	}
	for i, n := range path[:len(path)-1] {
		switch n := n.(type) {
		case *ast.IfStmt:
			if i == 0 || (path[i-1] != n.Init && path[i-1] != n.Cond) {
				return false
			}
		case *ast.BinaryExpr:
			if (n.Op == token.LAND || n.Op == token.LOR) && i > 0 && path[i-1] == n.Y {
				return false // the right operand may not be evaluated
			}
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt,
			*ast.CaseClause, *ast.CommClause, *ast.GoStmt, *ast.DeferStmt:
			return false
		}
	}
	return true
}
