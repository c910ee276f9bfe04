package knowledge_test

import (
	"go/types"
	"path/filepath"
	"slices"
	"testing"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// TestAuthAPIsMatchTheLibraries loads the auth libraries at the versions
// testdata/pins/current pins and checks every key of the auth tables: each call sink is a
// function or method whose credential arguments and header pairs are within its
// parameters (or its variadic tail), each literal sink a struct with those fields, each
// auth source a method. A library that renames or reorders one fails here, naming it.
func TestAuthAPIsMatchTheLibraries(t *testing.T) {
	byPath := loadPinned(t, filepath.Join("testdata", "pins", "current"))
	find := func(table, key string) types.Object {
		t.Helper()
		pkgs, rest := splitKey(key, byPath)
		for _, pkg := range pkgs {
			if key == pkg.Path()+"."+rest {
				if obj := lookup(pkg, rest); obj != nil {
					return obj
				}
			}
		}
		t.Errorf("%s: %s is in no pinned version", table, key)
		return nil
	}
	for key, sink := range knowledge.AuthCallSinks {
		fn, ok := find("AuthCallSinks", key).(*types.Func)
		if !ok {
			continue
		}
		sig := fn.Signature()
		within := func(i int) bool { return i < sig.Params().Len() || sig.Variadic() }
		for _, i := range sink.Args {
			if !within(i) {
				t.Errorf("AuthCallSinks: %s (%s) has no argument %d", key, sig, i)
			}
		}
		if sink.HeaderFrom >= 0 {
			if !within(sink.HeaderFrom + 1) {
				t.Errorf("AuthCallSinks: %s (%s) has no header pair at %d", key, sig, sink.HeaderFrom)
			}
			if sink.Repeated != (sig.Variadic() && sink.HeaderFrom == sig.Params().Len()-1) {
				t.Errorf("AuthCallSinks: %s (%s): repeated pairs are the variadic tail, and only it", key, sig)
			}
		}
		if (sink.Name == "") != (sink.HeaderFrom >= 0 && len(sink.Args) == 0) {
			t.Errorf("AuthCallSinks: %s: a sink is named unless it is a header sink", key)
		}
	}
	for key, sink := range knowledge.AuthLiteralSinks {
		tn, ok := find("AuthLiteralSinks", key).(*types.TypeName)
		if !ok {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			t.Errorf("AuthLiteralSinks: %s is no struct", key)
			continue
		}
		for _, field := range sink.Fields {
			if !slices.ContainsFunc(fieldsOf(st), func(f *types.Var) bool { return f.Name() == field }) {
				t.Errorf("AuthLiteralSinks: %s has no field %s", key, field)
			}
		}
	}
	// The engine also knows oauth2's credential types by name: a Token, and a TokenSource
	// whose Token method returns one.
	for _, name := range []string{"Token", "TokenSource"} {
		if _, ok := find("Oauth2Path", knowledge.Oauth2Path+"."+name).(*types.TypeName); !ok {
			t.Errorf("Oauth2Path: %s.%s is no type", knowledge.Oauth2Path, name)
		}
	}
	for key := range knowledge.AuthSources {
		if fn, ok := find("AuthSources", key).(*types.Func); ok && fn.Signature().Recv() == nil {
			t.Errorf("AuthSources: %s is no method", key)
		}
	}
}

func fieldsOf(st *types.Struct) []*types.Var {
	var out []*types.Var
	for i := range st.NumFields() {
		out = append(out, st.Field(i))
	}
	return out
}
