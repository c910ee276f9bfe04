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
func (a *analyzer) spawnedCode(r *parallel.Region, skip func(*ast.FuncLit) bool, onUse func(sinkUse, ast.Node)) []*ast.FuncLit {
	var lits []*ast.FuncLit
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
				lits = append(lits, lit)
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

// spawnedTarget returns the target of a use in a spawned function literal: the unique ID
// must be made in the literal, once per subtest that runs it, not once for all of them.
func spawnedTarget(t *target, regionFunc ast.Node, lit *ast.FuncLit) *target {
	if t == nil || lit == nil || t.fn != regionFunc {
		return t
	}
	moved := *t
	moved.fn = lit
	return &moved
}
