package report

import (
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// HeldType returns the type of what v holds: its own type, or, for a variable of an
// interface type declared in pass's package with an initializer (var api APIClient =
// newSessionClient()), the type of the initializer, which is what every test then shares.
func HeldType(r *parallel.Result, pass *analysis.Pass, v *types.Var) types.Type {
	if _, isIface := v.Type().Underlying().(*types.Interface); !isIface || v.Pkg() != pass.Pkg {
		return v.Type()
	}
	if d := r.VarDecl(v); d != nil && d.Value() != nil {
		if t := pass.TypesInfo.TypeOf(d.Value()); t != nil {
			if _, isIface := t.Underlying().(*types.Interface); !isIface {
				return t
			}
		}
	}
	return v.Type()
}
