package state

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// This file recognises the saving of a package-level variable's value so that a test can
// put it back (old := http.DefaultTransport; defer func() { http.DefaultTransport = old }()):
// the read that saves is no use of the value, and the write of the saved value is no change.

// RunsAtTestEnd reports whether pos, in a file of pass, is inside a deferred call or in the
// argument of a Cleanup method of the testing package: code that runs when the test ends.
func RunsAtTestEnd(pass *analysis.Pass, pos token.Pos) bool {
	for _, n := range gocode.PathAt(pass, pos, pos) {
		switch n := n.(type) {
		case *ast.DeferStmt:
			return true
		case *ast.CallExpr:
			if fn, _ := typeutil.Callee(pass.TypesInfo, n).(*types.Func); fn != nil && fn.Name() == "Cleanup" && fn.Pkg() != nil && fn.Pkg().Path() == "testing" {
				return true
			}
		}
	}
	return false
}

// SavedForRestore reports whether a is a read, in a file of pass, that only saves the value
// to put it back when the test ends: the variable itself (not a value computed from it) is
// assigned to a local variable (old := http.DefaultTransport) that the function declaration
// around it uses only in code that runs when the test ends (RunsAtTestEnd).
func SavedForRestore(pass *analysis.Pass, a *flow.Access) bool {
	if a.Op != flow.Read || len(a.Via) > 0 {
		return false
	}
	path := gocode.PathAt(pass, a.Node.Pos(), a.Node.End())
	if path == nil {
		return false
	}
	var as *ast.AssignStmt
	for _, n := range path[1:] {
		if s, ok := n.(*ast.AssignStmt); ok {
			as = s
			break
		}
		if _, ok := n.(ast.Expr); !ok {
			return false
		}
	}
	if as == nil || len(as.Lhs) != len(as.Rhs) {
		return false
	}
	var saved *types.Var
	for i, rhs := range as.Rhs {
		rhs = ast.Unparen(rhs)
		switch rhs.(type) {
		case *ast.Ident, *ast.SelectorExpr: // the variable itself, not a value computed from it
		default:
			continue
		}
		if rhs.Pos() <= a.Node.Pos() && a.Node.End() <= rhs.End() {
			if id, ok := as.Lhs[i].(*ast.Ident); ok {
				saved, _ = pass.TypesInfo.ObjectOf(id).(*types.Var)
			}
		}
	}
	if saved == nil || gocode.IsPackageLevel(saved) {
		return false
	}
	var fn ast.Node
	for _, n := range path {
		if d, ok := n.(*ast.FuncDecl); ok {
			fn = d
		}
	}
	if fn == nil {
		return false
	}
	used, elsewhere := false, false
	ast.Inspect(fn, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && pass.TypesInfo.Uses[id] == saved {
			used = true
			if !RunsAtTestEnd(pass, id.Pos()) {
				elsewhere = true
			}
		}
		return !elsewhere
	})
	return used && !elsewhere
}

// SavedFrom reports whether e is a local variable of pass's package whose definition
// reads v (old := v.Token, saved := v, token := v.Token[:]): writing it back to v is putting
// back, not a change.
func SavedFrom(pass *analysis.Pass, e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	local, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || local.Parent() == nil || local.Pkg() != pass.Pkg || local.Parent() == local.Pkg().Scope() {
		return false
	}
	file := gocode.ScopeSyntax(pass, local)
	if file == nil {
		return false
	}
	var init ast.Expr
	ast.Inspect(file, func(n ast.Node) bool {
		if init != nil {
			return false
		}
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == len(as.Rhs) {
			for i, l := range as.Lhs {
				if lid, ok := l.(*ast.Ident); ok && pass.TypesInfo.Defs[lid] == local {
					init = as.Rhs[i]
				}
			}
		}
		return true
	})
	if init == nil {
		return false
	}
	reads := false
	ast.Inspect(init, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && pass.TypesInfo.Uses[id] == v {
			reads = true
		}
		return !reads
	})
	return reads
}

// PutBackLater reports whether a later write among regionWrites (the writes of w's region)
// writes back to w's variable, at the same field path, a value saved from it before the
// change (old := x.Token; ...; x.Token = old; SavedFrom): the test restores it when it gets
// there, which a failing assertion in between can skip but a passing run does not.
func PutBackLater(pass *analysis.Pass, w *flow.Access, regionWrites []*flow.Access) bool {
	for _, b := range regionWrites {
		if b.Pos() <= w.Pos() || b.Op != w.Op || b.Path != w.Path {
			continue
		}
		if SavedFrom(pass, b.Stored(), w.Var) {
			return true
		}
	}
	return false
}
