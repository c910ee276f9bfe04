package report

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// CalleeName names the function that the call expression n calls, as code of the pass's
// package would (FuncName): "setTimeout", "testutil.Login", "sdk.Client.SetRetries"; "" when
// n is not a call or its callee is unknown.
func CalleeName(pass *analysis.Pass, n ast.Node) string {
	call, ok := n.(*ast.CallExpr)
	if !ok {
		return ""
	}
	fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return ""
	}
	return gocode.FuncName(fn, pass.Pkg)
}

// ViaName names the helper an access goes through: the function the test's own call calls
// (CalleeName), else the first step of a.Via; "" for a direct access.
func ViaName(pass *analysis.Pass, a *flow.Access) string {
	if len(a.Via) == 0 {
		return ""
	}
	if name := CalleeName(pass, a.Node); name != "" {
		return name
	}
	return a.Via[0].Callee
}

// InnermostCallee names the helper that makes the access a inside the helpers it goes
// through: the callee of a.Via's last step; "" for a direct access.
func InnermostCallee(a *flow.Access) string {
	if len(a.Via) == 0 {
		return ""
	}
	return a.Via[len(a.Via)-1].Callee
}

// AccessedName names what a accesses: the environment variable, or the variable as code
// of the pass's package would name it (VarName).
func AccessedName(pass *analysis.Pass, a *flow.Access) string {
	if a.IsEnv() {
		return a.Env
	}
	return gocode.VarName(pass, a.Var)
}
