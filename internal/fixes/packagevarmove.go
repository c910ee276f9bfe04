package fixes

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// NewPackageVarMove returns a move of the package-level variable v (NewVarMove) and v's
// uses, in source order, when a fix may move v: v is declared alone in its spec, in the
// pass's package, unexported, not written or read by TestMain or init (whose value the
// tests would lose), and used. It returns nil otherwise. Each fix tried needs a move of its
// own.
func NewPackageVarMove(pass *analysis.Pass, res *parallel.Result, v *types.Var) (*VarMove, []*ast.Ident) {
	if v.Pkg() != pass.Pkg || v.Exported() {
		return nil, nil
	}
	for _, a := range res.Setup {
		if a != nil && a.Var == v {
			return nil, nil
		}
	}
	vd := res.VarDecl(v)
	if vd == nil {
		return nil, nil
	}
	m := NewVarMove(pass, v, vd.Gen, vd.Spec)
	if m == nil {
		return nil, nil
	}
	uses := Uses(pass, v)
	if len(uses) == 0 {
		return nil, nil
	}
	return m, uses
}
