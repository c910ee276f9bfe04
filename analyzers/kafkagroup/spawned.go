package kafkagroup

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// Shared pub/sub suites take the test's constructor as a function value and call it in
// parallel subtests of their own, one per case (watermill's tests.TestPubSub(t, features,
// createPubSub, ...)): every case joins the group that the constructor joins, at the same
// time. The engine's summaries say which function arguments a callee runs so
// (Result.SpawnedFuncArgs); the joins of those functions are uses of the region, at the
// argument, that run concurrently with other instances of themselves.

// spawnedCode finds, in the region's own code (not in its subtests, which are regions of
// their own), the function values that callees run in several parallel subtests at once. The
// joins of named functions and method values are passed to onUse at the argument; the
// function literals are returned, since the region's walk reaches their joins.
func (a *analyzer) spawnedCode(r *parallel.Region, skip func(*ast.FuncLit) bool, onUse func(sinkUse, ast.Node)) [][2]token.Pos {
	var lits [][2]token.Pos
	info := a.pass.TypesInfo
	ast.Inspect(r.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && skip(lit) {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		for _, arg := range a.res.SpawnedFuncArgs(r, call) {
			if lit, ok := arg.(*ast.FuncLit); ok {
				lits = append(lits, [2]token.Pos{lit.Pos(), lit.End()})
				continue
			}
			fn := funcValue(info, arg)
			sum := a.summaryOf(fn)
			if sum == nil {
				continue
			}
			for _, s := range sum.sinks {
				if _, ok := s.val.constant(); !ok {
					continue // joins a group its caller chooses: the suite's argument, unknown here
				}
				u := s
				u.via = append([]string{calleeName(fn)}, s.via...)
				onUse(u, arg)
			}
		}
		return true
	})
	return lits
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

func inRanges(ranges [][2]token.Pos, pos token.Pos) bool {
	for _, r := range ranges {
		if r[0] <= pos && pos < r[1] {
			return true
		}
	}
	return false
}
