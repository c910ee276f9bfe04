package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// A consumer created inside a sync.Once body joins its group once per test binary,
// whichever test calls first: the tests that share it do not each join the group.

// sfPosRanges are the extents of the functions that sync.Once and friends run.
type sfPosRanges [][2]token.Pos

func (rs sfPosRanges) contains(pos token.Pos) bool {
	for _, r := range rs {
		if r[0] <= pos && pos < r[1] {
			return true
		}
	}
	return false
}

// sfOnceBodies returns the function arguments of the sync.Once.Do, sync.OnceFunc,
// sync.OnceValue and sync.OnceValues calls in body.
func sfOnceBodies(info *types.Info, body *ast.BlockStmt) sfPosRanges {
	var rs sfPosRanges
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 1 && sfIsOnceCall(info, call) {
			rs = append(rs, [2]token.Pos{call.Args[0].Pos(), call.Args[0].End()})
		}
		return true
	})
	return rs
}

func sfIsOnceCall(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "sync" {
		return false
	}
	if recv := fn.Signature().Recv(); recv != nil {
		named := sfNamedOf(recv.Type())
		return fn.Name() == "Do" && named != nil && named.Obj().Name() == "Once"
	}
	switch fn.Name() {
	case "OnceFunc", "OnceValue", "OnceValues":
		return true
	}
	return false
}
