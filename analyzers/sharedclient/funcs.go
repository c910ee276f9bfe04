package sharedclient

import (
	"go/ast"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// isRestyMethod reports whether fn is the method name of a resty client.
func isRestyMethod(fn *types.Func, name string) bool {
	return parallel.FuncIs(fn, "github.com/go-resty/resty/v2", "Client", name) || parallel.FuncIs(fn, "resty.dev/v3", "Client", name)
}
