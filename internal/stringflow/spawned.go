package stringflow

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Shared pub/sub suites take the test's constructor as a function value and call it in
// parallel subtests of their own, one per case (watermill's tests.TestPubSub(t, features,
// createPubSub, ...)): every case joins the group that the constructor joins, at the same
// time. The engine's summaries say which function arguments a callee runs so
// (Result.SpawnedFuncArgs); the joins of those functions are uses of the region, at the
// argument, that run concurrently with other instances of themselves.

// spawnedJoins returns the joins of the function values that call, written in fn, hands to a
// callee that runs them in several parallel subtests at once, and the function literals among
// those values (their joins are in fn's body, where the walk finds them).
func (a *StringFlow) spawnedJoins(fn ast.Node, call *ast.CallExpr) (joins []summarySinkUse, at []ast.Expr, lits []*ast.FuncLit) {
	for _, arg := range a.Res.SpawnedFuncArgs(fn, call) {
		if lit, ok := arg.(*ast.FuncLit); ok {
			lits = append(lits, lit)
			continue
		}
		value := funcValue(a.Pass.TypesInfo, arg)
		sum := a.summaryOf(value)
		if sum == nil {
			continue
		}
		for _, s := range sum.sinks {
			if _, ok := s.val.constant(); !ok {
				continue // joins a group that the suite chooses: unknown here
			}
			u := s
			u.via = append([]string{calleeKey(value)}, s.via...)
			u.spawned = true
			joins = append(joins, u)
			at = append(at, arg)
		}
	}
	return joins, at, lits
}

// funcValue returns the function or method that a function value denotes: f, pkg.F, or the
// method value x.M; nil for anything else.
func funcValue(info *types.Info, e ast.Expr) *types.Func {
	var obj types.Object
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj = info.Uses[x]
	case *ast.SelectorExpr:
		if sel := info.Selections[x]; sel != nil {
			if sel.Kind() != types.MethodVal {
				return nil
			}
			obj = sel.Obj()
		} else {
			obj = info.Uses[x.Sel]
		}
	}
	fn, _ := obj.(*types.Func)
	if fn != nil {
		fn = fn.Origin()
	}
	return fn
}

// innermostLit returns the innermost of lits that contains pos, or nil.
func innermostLit(lits []*ast.FuncLit, pos token.Pos) *ast.FuncLit {
	var in *ast.FuncLit
	for _, lit := range lits {
		if lit.Pos() <= pos && pos < lit.End() && (in == nil || lit.Pos() > in.Pos()) {
			in = lit
		}
	}
	return in
}
