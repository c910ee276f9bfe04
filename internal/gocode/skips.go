package gocode

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// A test that always skips runs nothing after its Skip: a test disabled with t.Skip("flaky")
// at its top, or one that skips under a condition the compiler knows is true (a constant of
// a build-tagged file: if !jsonv2 { t.Skip(...) }). Its accesses, subtests and t.Parallel
// after that point are not code that runs.

// SkipPos returns the position of the first statement of body that surely skips the test
// whose *testing.T (or B, F, TB) is t: a call of its Skip, Skipf or SkipNow among body's own
// statements, or in the body of an if whose condition is a true constant; token.NoPos when
// there is none.
func SkipPos(info *types.Info, body *ast.BlockStmt, t *types.Var) token.Pos {
	if body == nil || t == nil {
		return token.NoPos
	}
	for _, s := range body.List {
		if surelySkips(info, s, t) {
			return s.Pos()
		}
	}
	return token.NoPos
}

func surelySkips(info *types.Info, s ast.Stmt, t *types.Var) bool {
	switch s := s.(type) {
	case *ast.ExprStmt:
		call, ok := ast.Unparen(s.X).(*ast.CallExpr)
		if !ok {
			return false
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(sel.X).(*ast.Ident)
		return ok && info.Uses[id] == t && IsSkip(FuncOf(info, call))
	case *ast.IfStmt:
		if s.Init != nil {
			return false
		}
		tv, ok := info.Types[s.Cond]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.Bool || !constant.BoolVal(tv.Value) {
			return false
		}
		return SkipPos(info, s.Body, t).IsValid()
	case *ast.BlockStmt:
		return SkipPos(info, s, t).IsValid()
	}
	return false
}
