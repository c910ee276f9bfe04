package parallel_test

import (
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/internal/e2etest"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/state"
)

// cacheProbe reports the credential caches that the default vocabulary finds
// (CredentialCaches): "cache KIND" at each one's declaration; at each access, whether it
// refreshes, only writes or reads the cache (IsRefresh, IsWrite, IsRead); and at each
// write that a sequential test leaves (LeftSet), the tests that read what it leaves
// (Heirs); at each parallel region's first read that a concurrent refresh can invalidate,
// that refresh's region (ConcurrentRefresh); "static" at a token source that is only ever
// an oauth2.StaticTokenSource (IsStaticTokenSource); "unlocked map write" and "parallel
// read" at the accesses UnlockedMapWrites and ParallelReads return.
var cacheProbe = &analysis.Analyzer{
	Name:     "cacheprobe",
	Doc:      "reports the engine's credential caches",
	Requires: []*analysis.Analyzer{parallel.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
		for _, tc := range (&state.CredentialVocabulary{}).CredentialCaches(pass, res) {
			msg := "cache " + kindName(tc.Kind)
			if tc.ByUse {
				msg += " by use"
			}
			pass.Reportf(tc.Var.Pos(), "%s", msg)
			for _, a := range tc.Accesses {
				switch {
				case tc.IsRefresh(pass, a):
					pass.Reportf(a.Pos(), "refresh")
				case tc.IsWrite(a):
					pass.Reportf(a.Pos(), "write")
				case tc.IsRead(a):
					pass.Reportf(a.Pos(), "read")
				}
			}
			for _, w := range tc.UnlockedMapWrites() {
				pass.Reportf(w.Pos(), "unlocked map write")
			}
			for _, r := range tc.ParallelReads() {
				pass.Reportf(r.Pos(), "parallel read")
			}
			if tc.Kind == state.TokenSourceCache && state.IsStaticTokenSource(res, pass, tc.Var) {
				pass.Reportf(tc.Var.Pos(), "static")
			}
			order, _ := report.FirstByRegion(tc.Accesses, func(a *flow.Access) bool { return a.Parallel })
			for _, r := range order {
				if read, w := tc.ConcurrentRefresh(pass, r); read != nil {
					pass.Reportf(read.Pos(), "read races with the refresh in %s", w.Region.Name)
				}
			}
			for _, w := range tc.LeftSet(pass, res) {
				var names []string
				for _, h := range tc.Heirs(pass.TypesInfo, []*flow.Access{w}) {
					names = append(names, h.Region.Name)
				}
				pass.Reportf(w.Pos(), "left set, read by [%s]", strings.Join(names, " "))
			}
		}
		return nil, nil
	},
}

func kindName(k state.CacheKind) string {
	return [...]string{"NotCache", "MapCache", "SyncMapCache", "StructMapCache", "ScalarCredential",
		"TokenSourceCache", "HeaderMapCache", "CredentialFields"}[k]
}

func TestCredentialCaches(t *testing.T) {
	dir := filepath.Join(analysistest.TestData(), "real")
	e2etest.DownloadModules(t, dir)
	analysistest.Run(t, dir, cacheProbe, "./credcaches")
}

func TestTestAuthorsState(t *testing.T) {
	own := types.NewPackage("example.com/app/api", "api")
	helper := types.NewPackage("example.com/app/testutil", "testutil")
	dep := types.NewPackage("example.org/sdk", "sdk")
	std := types.NewPackage("net/http", "http")
	v := func(pkg *types.Package, name string) *types.Var {
		return types.NewVar(token.NoPos, pkg, name, types.Typ[types.String])
	}
	inModule := &analysis.Pass{Pkg: own, Module: &analysis.Module{Path: "example.com/app"}}
	for _, tc := range []struct {
		pass *analysis.Pass
		v    *types.Var
		want bool
	}{
		{inModule, v(own, "token"), true},
		{inModule, v(helper, "token"), true},      // unexported, of this module
		{inModule, v(dep, "Token"), true},         // exported: the tests may set it
		{inModule, v(dep, "token"), false},        // another module's own business
		{inModule, v(std, "defaultToken"), false}, // the standard library's
		{inModule, v(nil, "token"), false},
		{&analysis.Pass{Pkg: own}, v(dep, "token"), true}, // without module information
	} {
		if got := state.TestAuthorsState(tc.pass, tc.v); got != tc.want {
			t.Errorf("TestAuthorsState(%v) = %v, want %v", tc.v, got, tc.want)
		}
	}
}
