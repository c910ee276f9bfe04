package knowledge_test

import (
	"go/types"
	"path/filepath"
	"testing"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// TestEnvConfigAPIsMatchTheLibraries checks every configuration API of the table against
// the pinned library: a function or method with the name exists, and a getter takes the key
// first.
func TestEnvConfigAPIsMatchTheLibraries(t *testing.T) {
	t.Parallel()
	byPath := loadPinned(t, filepath.Join("testdata", "pins", "current"))
	for key, role := range knowledge.EnvConfigAPIs {
		pkgs, rest := splitKey(key, byPath)
		var fn *types.Func
		for _, pkg := range pkgs {
			if f, ok := lookup(pkg, rest).(*types.Func); ok {
				fn = f
			}
		}
		if fn == nil {
			t.Errorf("EnvConfigAPIs: %s is in no pinned version", key)
			continue
		}
		params := fn.Signature().Params()
		switch role {
		case knowledge.ReadsKey, knowledge.SetsEnvPrefix:
			if params.Len() != 1 || params.At(0).Type().String() != "string" {
				t.Errorf("EnvConfigAPIs: %s%s does not take one string", key, fn.Signature())
			}
		case knowledge.BindsEnv:
			if !fn.Signature().Variadic() {
				t.Errorf("EnvConfigAPIs: %s%s does not take the key and names as variadic strings", key, fn.Signature())
			}
		}
	}
}

func TestEnvConfigName(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		prefix, key string
		replacer    []string
		want        string
	}{
		{"", "token", nil, "TOKEN"},
		{"app", "token", nil, "APP_TOKEN"},
		{"app", "db.url", []string{".", "_"}, "APP_DB_URL"},
		{"", "log-level", []string{"-", "_", ".", "_"}, "LOG_LEVEL"},
		{"", "db.url", nil, "DB.URL"},
	} {
		if got := knowledge.EnvConfigName(tc.prefix, tc.key, tc.replacer); got != tc.want {
			t.Errorf("EnvConfigName(%q, %q, %q) = %q, want %q", tc.prefix, tc.key, tc.replacer, got, tc.want)
		}
	}
}
