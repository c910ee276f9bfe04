package report

import (
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel/paralleltest"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

func TestInnermostCallee(t *testing.T) {
	a := paralleltest.AccessAt(&schedule.Region{}, 1, flow.Write, "")
	if got := InnermostCallee(a); got != "" {
		t.Errorf("InnermostCallee of a direct access = %q, want none", got)
	}
	a.Via = []flow.Step{{Callee: "testutil.Login"}, {Callee: "testutil.store"}}
	if got := InnermostCallee(a); got != "testutil.store" {
		t.Errorf("InnermostCallee = %q, want testutil.store", got)
	}
}

func TestAccessedName(t *testing.T) {
	own, helper := types.NewPackage("example.com/app", "app"), types.NewPackage("example.com/testutil", "testutil")
	pass := &analysis.Pass{Pkg: own}
	env := paralleltest.AccessAt(&schedule.Region{}, 1, flow.Read, "")
	env.Env = "API_TOKEN"
	local := paralleltest.AccessAt(&schedule.Region{}, 2, flow.Read, "")
	local.Var = types.NewVar(token.NoPos, own, "tokens", types.Typ[types.String])
	other := paralleltest.AccessAt(&schedule.Region{}, 3, flow.Read, "")
	other.Var = types.NewVar(token.NoPos, helper, "Token", types.Typ[types.String])
	for a, want := range map[*flow.Access]string{env: "API_TOKEN", local: "tokens", other: "testutil.Token"} {
		if got := AccessedName(pass, a); got != want {
			t.Errorf("AccessedName = %q, want %q", got, want)
		}
	}
}
