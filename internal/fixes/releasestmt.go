package fixes

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
)

// ReleaseStmt returns the statement that releases c, a Constructor's value of type t (of
// transport kind k) built from init, when the test t ends; "" when there is none that is
// safe: CloseIdleConnections on a client without a transport of its own would close the
// idle connections of http.DefaultTransport, which other tests use.
func ReleaseStmt(info *types.Info, k httpfacts.TransportKind, t types.Type, init ast.Expr) string {
	switch k {
	case httpfacts.HTTPClient:
		if _, isPtr := types.Unalias(t).(*types.Pointer); isPtr && hasOwnTransport(info, init) {
			return "t.Cleanup(c.CloseIdleConnections)"
		}
		return ""
	case httpfacts.HTTPTransport:
		if gocode.IsNamedOrPointer(t, "net/http", "Transport") {
			if _, isPtr := types.Unalias(t).(*types.Pointer); isPtr {
				return "t.Cleanup(c.CloseIdleConnections)"
			}
		}
		return ""
	case httpfacts.RestyClient:
		if m, ok := gocode.LookupPath(t, "GetClient").(*types.Func); ok && m.Type().(*types.Signature).Params().Len() == 0 {
			return "t.Cleanup(c.GetClient().CloseIdleConnections)"
		}
	case httpfacts.RetryableClient:
		call, ok := ast.Unparen(init).(*ast.CallExpr)
		if ok {
			if fn, _ := typeutil.Callee(info, call).(*types.Func); gocode.FuncIs(fn, "github.com/hashicorp/go-retryablehttp", "", "NewClient") {
				return "t.Cleanup(c.HTTPClient.CloseIdleConnections)"
			}
		}
		return ""
	}
	if m, ok := gocode.LookupPath(t, "Close").(*types.Func); ok {
		sig := m.Type().(*types.Signature)
		if sig.Params().Len() == 0 && sig.Results().Len() == 0 {
			return "t.Cleanup(c.Close)"
		}
		if sig.Params().Len() == 0 {
			return "t.Cleanup(func() { c.Close() })"
		}
	}
	return ""
}

// hasOwnTransport reports whether init is &http.Client{...} with a non-nil Transport.
func hasOwnTransport(info *types.Info, init ast.Expr) bool {
	u, ok := ast.Unparen(init).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return false
	}
	lit, ok := u.X.(*ast.CompositeLit)
	if !ok {
		return false
	}
	return httpfacts.HasField(info, lit, "Transport")
}
