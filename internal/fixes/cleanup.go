package fixes

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/schedule"
)

// DeferToCleanup returns the edit that turns the deferred call d of the region's function
// into t.Cleanup with the region's *testing.T, so that it runs when the test and its
// subtests end rather than when the function returns: `defer f()` becomes t.Cleanup(f),
// `defer func() { ... }()` becomes t.Cleanup(func() { ... }). It fails when the T is not in
// scope under its name at d, or when d's call takes arguments or its function is not
// exactly a func() (t.Cleanup could not take it). The name of the T is returned too.
func DeferToCleanup(pass *analysis.Pass, r *schedule.Region, d *ast.DeferStmt) (analysis.TextEdit, string, bool) {
	tname := TName(pass.TypesInfo, r, d.Pos())
	if tname == "" || len(d.Call.Args) != 0 || !isNullary(pass.TypesInfo, d.Call.Fun) {
		return analysis.TextEdit{}, "", false
	}
	arg := Text(pass, d.Call.Fun)
	if lit, isLit := ast.Unparen(d.Call.Fun).(*ast.FuncLit); isLit {
		arg = Text(pass, lit)
	}
	return analysis.TextEdit{Pos: d.Pos(), End: d.End(), NewText: []byte(tname + ".Cleanup(" + arg + ")")}, tname, true
}

// isNullary reports whether fun is a function value whose type is exactly func().
func isNullary(info *types.Info, fun ast.Expr) bool {
	tv, ok := info.Types[fun]
	if !ok {
		return false
	}
	sig, ok := tv.Type.Underlying().(*types.Signature)
	return ok && sig.Params().Len() == 0 && sig.Results().Len() == 0
}
