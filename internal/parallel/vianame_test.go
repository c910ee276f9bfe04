package parallel

import (
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestInnermostCallee(t *testing.T) {
	a := accessAt(&Region{}, 1, Write, "")
	if got := InnermostCallee(a); got != "" {
		t.Errorf("InnermostCallee of a direct access = %q, want none", got)
	}
	a.Via = []Step{{Callee: "testutil.Login"}, {Callee: "testutil.store"}}
	if got := InnermostCallee(a); got != "testutil.store" {
		t.Errorf("InnermostCallee = %q, want testutil.store", got)
	}
}

func TestAccessedName(t *testing.T) {
	own, helper := types.NewPackage("example.com/app", "app"), types.NewPackage("example.com/testutil", "testutil")
	pass := &analysis.Pass{Pkg: own}
	env := accessAt(&Region{}, 1, Read, "")
	env.Env = "API_TOKEN"
	local := accessAt(&Region{}, 2, Read, "")
	local.Var = types.NewVar(token.NoPos, own, "tokens", types.Typ[types.String])
	other := accessAt(&Region{}, 3, Read, "")
	other.Var = types.NewVar(token.NoPos, helper, "Token", types.Typ[types.String])
	for a, want := range map[*Access]string{env: "API_TOKEN", local: "tokens", other: "testutil.Token"} {
		if got := AccessedName(pass, a); got != want {
			t.Errorf("AccessedName = %q, want %q", got, want)
		}
	}
}
