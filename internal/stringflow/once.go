package stringflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/groupjoin"
	"golang.org/x/tools/go/types/typeutil"
)

// A consumer created inside a sync.Once body joins its group once per test binary,
// whichever test calls first: the tests that share it do not each join the group.

// posRanges are the extents of the functions that sync.Once and friends run.
type posRanges [][2]token.Pos

func (rs posRanges) contains(pos token.Pos) bool {
	for _, r := range rs {
		if r[0] <= pos && pos < r[1] {
			return true
		}
	}
	return false
}

// onceBodies returns the function arguments of the sync.Once.Do, sync.OnceFunc,
// sync.OnceValue and sync.OnceValues calls in body.
func onceBodies(info *types.Info, body *ast.BlockStmt) posRanges {
	var rs posRanges
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 1 && isOnceCall(info, call) {
			rs = append(rs, [2]token.Pos{call.Args[0].Pos(), call.Args[0].End()})
		}
		return true
	})
	return rs
}

func isOnceCall(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "sync" {
		return false
	}
	if recv := fn.Signature().Recv(); recv != nil {
		named := groupjoin.NamedOf(recv.Type())
		return fn.Name() == "Do" && named != nil && named.Obj().Name() == "Once"
	}
	switch fn.Name() {
	case "OnceFunc", "OnceValue", "OnceValues":
		return true
	}
	return false
}
