package httpfacts

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// NewRequestArgs returns the method and URL arguments of a call to http.NewRequest or
// http.NewRequestWithContext, and whether call is one with both.
func NewRequestArgs(info *types.Info, call *ast.CallExpr) (method, url ast.Expr, ok bool) {
	fn := gocode.FuncOf(info, call)
	i := 0
	switch {
	case gocode.FuncIs(fn, "net/http", "", "NewRequest"):
	case gocode.FuncIs(fn, "net/http", "", "NewRequestWithContext"):
		i = 1
	default:
		return nil, nil, false
	}
	if len(call.Args) <= i+1 {
		return nil, nil, false
	}
	return call.Args[i], call.Args[i+1], true
}

// ConstMethod returns the constant method that e gives a request, "GET" for an empty one
// (net/http sends a request with no method as a GET); ok is false when e is no constant.
func ConstMethod(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	if m := constant.StringVal(tv.Value); m != "" {
		return m, true
	}
	return "GET", true
}
