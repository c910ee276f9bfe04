package knowledge_test

import (
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/fixturelint/fixturelint/internal/e2etest"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// pins are the modules under testdata/pins: each requires real libraries at the versions the
// knowledge tables are checked against (the current release, and older versions still in
// wide use).
var pins = []string{"current", "httpmock13"}

// TestMockRegistriesMatchTheLibraries loads the real libraries that each pinned module
// requires and checks every name the mock registry table gives: the registry variable, and
// for a fixable registry the constructor, the install function, the teardowns, and each
// package-level function that the fix turns into a method of the test's own registry, which
// must exist with the same parameters and results. A library that renames or drops one fails
// here, naming the API, instead of the checks going silent. Every row is checked by at least
// one pinned module.
func TestMockRegistriesMatchTheLibraries(t *testing.T) {
	checked := make(map[string]bool)
	seen := make(map[string]bool) // the Unrewritable functions found in some pinned version
	for _, pin := range pins {
		t.Run(pin, func(t *testing.T) {
			dir := filepath.Join("testdata", "pins", pin)
			e2etest.DownloadModules(t, dir)
			var paths []string
			for _, r := range knowledge.MockRegistries {
				paths = append(paths, r.Pkg)
			}
			cfg := &packages.Config{
				Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo | packages.NeedModule,
				Dir:  dir,
				Env:  append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off"),
			}
			pkgs, err := packages.Load(cfg, paths...)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range pkgs {
				if len(p.Errors) > 0 || p.Types == nil {
					continue // a library this module does not require
				}
				for _, r := range knowledge.MockRegistries {
					if r.Pkg == p.PkgPath {
						checkRegistry(t, r, p, seen)
						checked[r.Pkg] = true
					}
				}
			}
		})
	}
	for _, r := range knowledge.MockRegistries {
		if !checked[r.Pkg] {
			t.Errorf("no pinned module under testdata/pins requires %s: its row is checked against nothing", r.Pkg)
		}
		for _, name := range r.Unrewritable {
			if !seen[r.Pkg+"."+name] {
				t.Errorf("%s.%s is a function of no pinned version", r.Pkg, name)
			}
		}
		if len(r.Transports) == 0 || r.Undo == "" {
			t.Errorf("%s: the row says nothing of what the library does with net/http's transports", r.Pkg)
		}
		for name := range r.Transports {
			if !seen[r.Pkg+"."+name] {
				t.Errorf("%s.%s, a transport install or restore, is a function of no pinned version", r.Pkg, name)
			}
		}
	}
}

// checkTransports checks the functions that install or restore the library's transport:
// each that the pinned version has is a package-level function, and one that installs in
// or restores a client takes that *http.Client first.
func checkTransports(t *testing.T, at string, r knowledge.MockRegistry, scope *types.Scope, seen map[string]bool) {
	t.Helper()
	for name, role := range r.Transports {
		obj := scope.Lookup(name)
		if obj == nil {
			continue // a function of another version (DeactivateNonDefault is httpmock v1.4's)
		}
		fn, ok := obj.(*types.Func)
		if !ok {
			t.Errorf("%s: %s.%s is no function", at, r.Pkg, name)
			continue
		}
		seen[r.Pkg+"."+name] = true
		if role != knowledge.InstallsClient && role != knowledge.RestoresClient {
			continue
		}
		params := fn.Signature().Params()
		if params.Len() == 0 || params.At(0).Type().String() != "*net/http.Client" {
			t.Errorf("%s: %s.%s does not take the client first: %s", at, r.Pkg, name, fn.Signature())
		}
	}
}

func checkRegistry(t *testing.T, r knowledge.MockRegistry, p *packages.Package, seen map[string]bool) {
	t.Helper()
	at := p.PkgPath
	if p.Module != nil {
		at = p.Module.Path + "@" + p.Module.Version
	}
	scope := p.Types.Scope()
	if _, ok := scope.Lookup(r.Var).(*types.Var); !ok {
		t.Errorf("%s: %s.%s is no package-level variable: the registry moved", at, r.Pkg, r.Var)
	}
	checkTransports(t, at, r, scope, seen)
	if !r.Fixable {
		return
	}
	funcNamed := func(name string) *types.Func {
		fn, ok := scope.Lookup(name).(*types.Func)
		if !ok {
			t.Errorf("%s: %s.%s is no function", at, r.Pkg, name)
		}
		return fn
	}
	ctor := funcNamed(r.Constructor)
	funcNamed(r.Install)
	for _, name := range r.Teardowns {
		funcNamed(name)
	}
	for _, name := range r.Unrewritable { // newer functions (DeactivateNonDefault is v1.4's)
		if _, ok := scope.Lookup(name).(*types.Func); ok {
			seen[r.Pkg+"."+name] = true
		}
	}
	if ctor == nil || ctor.Signature().Results().Len() != 1 {
		t.Errorf("%s: %s.%s does not return one registry", at, r.Pkg, r.Constructor)
		return
	}
	own := ctor.Signature().Results().At(0).Type()
	methods := types.NewMethodSet(own)
	for _, name := range r.AsMethods {
		fn := funcNamed(name)
		sel := methods.Lookup(p.Types, name)
		if fn == nil || sel == nil {
			if sel == nil {
				t.Errorf("%s: %s has no method %s: the fix would not compile", at, own, name)
			}
			continue
		}
		m := sel.Obj().(*types.Func).Signature()
		if !types.Identical(types.NewSignatureType(nil, nil, nil, m.Params(), m.Results(), m.Variadic()), fn.Signature()) {
			t.Errorf("%s: %s.%s%s and its method %s%s differ: the fix would change the call", at, r.Pkg, name, fn.Signature(), name, m)
		}
	}
	if slices.Contains(r.AsMethods, r.Install) {
		t.Errorf("%s: %s is both the install and a method", at, r.Install)
	}
}
