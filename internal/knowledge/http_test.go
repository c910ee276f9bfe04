package knowledge_test

import (
	"os"
	"path/filepath"
	"testing"

	"go/types"

	"golang.org/x/tools/go/packages"

	"github.com/fixturelint/fixturelint/internal/e2etest"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// TestHTTPAPIsMatchTheLibraries loads the HTTP and websocket libraries at the versions
// testdata/pins/current pins, with the standard library, and checks every key of the HTTP
// tables: each transport type and not-a-wrapper type exists, each resty mutator and
// auth-state name is a method or field of the client of every resty path that has it in
// some version, and each connection closer is a method of its type.
func TestHTTPAPIsMatchTheLibraries(t *testing.T) {
	byPath := loadPinned(t, filepath.Join("testdata", "pins", "current"))
	has := func(table, key string) {
		t.Helper()
		pkgs, rest := splitKey(key, byPath)
		for _, pkg := range pkgs {
			// The engine looks these keys up by exact path: a major version must match.
			if key == pkg.Path()+"."+rest && lookup(pkg, rest) != nil {
				return
			}
		}
		t.Errorf("%s: %s is in no pinned version", table, key)
	}
	for key := range knowledge.KnownTransports {
		has("KnownTransports", key)
	}
	for key := range knowledge.NotWrappers {
		has("NotWrappers", key)
	}
	for key := range knowledge.ConnectionClosers {
		has("ConnectionClosers", key)
	}
	for key := range knowledge.BodyHandlers {
		has("BodyHandlers", key)
	}
	for key := range knowledge.HeaderOnlyWriters {
		has("HeaderOnlyWriters", key)
	}
	for key := range knowledge.CookieJarHolders {
		has("CookieJarHolders", key+".Jar") // the type, with the field that holds the jar
	}
	for table, names := range map[string]map[string]bool{"RestyMutators": knowledge.RestyMutators, "RestyAuthState": knowledge.RestyAuthState} {
		for name := range names {
			found := false
			for _, path := range knowledge.RestyPaths {
				for _, pkg := range byPath[knowledge.NormalizePath(path)] {
					if pkg.Path() == path && lookup(pkg, "Client."+name) != nil {
						found = true
					}
				}
			}
			if !found {
				t.Errorf("%s: no pinned resty Client has %s", table, name)
			}
		}
	}
}

// loadPinned loads the packages the pinned module dir imports, with their dependencies, and
// returns them by normalized path (knowledge.NormalizePath): every pinned version of a
// library under one key.
func loadPinned(t *testing.T, dir string) map[string][]*types.Package {
	t.Helper()
	e2etest.DownloadModules(t, dir)
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports | packages.NeedDeps,
		Dir:  dir,
		Env:  append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off"),
	}
	roots, err := packages.Load(cfg, ".")
	if err != nil {
		t.Fatal(err)
	}
	byPath := make(map[string][]*types.Package)
	packages.Visit(roots, nil, func(p *packages.Package) {
		if p.Types != nil && len(p.Errors) == 0 {
			key := knowledge.NormalizePath(p.PkgPath)
			byPath[key] = append(byPath[key], p.Types)
		}
	})
	return byPath
}
