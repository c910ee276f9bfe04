package knowledge_test

import (
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// TestKafkaAPIsMatchTheLibraries loads the Kafka libraries at the versions
// testdata/pins/kafka pins and checks every key of the Kafka tables: the package, the
// function, the type, and the method or field each names exists in at least one pinned
// version of that library (every major version normalizes to one key); a group argument's
// index is a parameter, and its field path a field of that parameter's type; a broker
// field is a field of its type (a configuration map's keys aside). A library that renames
// or drops an API fails here, naming it, instead of kafkagroup going silent on it.
func TestKafkaAPIsMatchTheLibraries(t *testing.T) {
	byPath := loadPinned(t, filepath.Join("testdata", "pins", "kafka"))
	check := func(table, key string, ok func(obj types.Object) string) {
		pkgs, rest := splitKey(key, byPath)
		if pkgs == nil {
			t.Errorf("%s: %s: no pinned package declares it", table, key)
			return
		}
		var why string
		for _, pkg := range pkgs {
			obj := lookup(pkg, rest)
			if obj == nil {
				why = pkg.Path() + " has no " + rest
				continue
			}
			if why = ok(obj); why == "" {
				return
			}
		}
		t.Errorf("%s: %s: %s", table, key, why)
	}
	any := func(types.Object) string { return "" }
	groupArg := func(a knowledge.GroupArg) func(types.Object) string {
		return func(obj types.Object) string {
			fn, ok := obj.(*types.Func)
			if !ok {
				return "not a function"
			}
			params := fn.Signature().Params()
			if a.Index >= params.Len() {
				return "no argument " + string(rune('0'+a.Index))
			}
			if a.Path != "" && fieldAt(params.At(a.Index).Type(), a.Path) == nil {
				return "its argument has no field " + a.Path
			}
			return ""
		}
	}
	for key, a := range knowledge.GroupArgFuncs {
		check("GroupArgFuncs", key, groupArg(a))
	}
	for _, path := range knowledge.SaramaPaths {
		for key, a := range knowledge.SaramaGroupRequests {
			check("SaramaGroupRequests", path+"."+key, groupArg(a))
		}
	}
	for table, m := range map[string]map[string]bool{
		"GroupFields": knowledge.GroupFields, "GroupConfigMaps": knowledge.GroupConfigMaps,
		"ConfigElementMethods": knowledge.ConfigElementMethods, "LazyJoinFuncs": knowledge.LazyJoinFuncs,
		"GroupFreeMethods": knowledge.GroupFreeMethods, "AssignedFreeMethods": knowledge.AssignedFreeMethods,
		"TestBrokerFuncs": knowledge.TestBrokerFuncs,
	} {
		for key := range m {
			check(table, key, any)
		}
	}
	for key, fields := range knowledge.BrokerFields {
		check("BrokerFields", key, func(obj types.Object) string {
			if _, isMap := obj.Type().Underlying().(*types.Map); isMap {
				return "" // a configuration map: its broker fields are keys
			}
			for _, f := range fields {
				if fieldAt(obj.Type(), f) == nil {
					return "no field " + f
				}
			}
			return ""
		})
	}
	for key, ctor := range knowledge.OptionSinks {
		check("OptionSinks", key, any)
		check("OptionSinks", ctor, any)
	}
	for key, i := range knowledge.GroupAdminCalls {
		check("GroupAdminCalls", key, groupArg(knowledge.GroupArg{Index: i}))
	}
}

// splitKey finds the pinned package of a "pkgpath.Name..." key: the longest prefix that
// ends before a dot of the key's last path element and names, normalized, a loaded package.
func splitKey(key string, byPath map[string][]*types.Package) ([]*types.Package, string) {
	slash := strings.LastIndex(key, "/")
	for i := len(key) - 1; i > slash; i-- {
		if key[i] == '.' {
			if pkgs := byPath[knowledge.NormalizePath(key[:i])]; pkgs != nil {
				return pkgs, key[i+1:]
			}
		}
	}
	return nil, ""
}

// lookup returns what rest ("Func", "Type", "Type.Member") names in pkg: a method or field
// of a type is looked up on a pointer to it (an interface's on itself), as a call or
// selector would find it.
func lookup(pkg *types.Package, rest string) types.Object {
	name, member, _ := strings.Cut(rest, ".")
	obj := pkg.Scope().Lookup(name)
	if obj == nil || member == "" {
		return obj
	}
	if _, ok := obj.(*types.TypeName); !ok {
		return nil
	}
	t := obj.Type()
	if !types.IsInterface(t) {
		t = types.NewPointer(t)
	}
	m, _, _ := types.LookupFieldOrMethod(t, true, pkg, member)
	return m
}

// fieldAt returns the field at path ("GroupId", "Req.GroupId") of struct type t or *t.
func fieldAt(t types.Type, path string) *types.Var {
	var f *types.Var
	for _, name := range strings.Split(path, ".") {
		if !token.IsIdentifier(name) {
			return nil
		}
		obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
		v, ok := obj.(*types.Var)
		if !ok || !v.IsField() {
			return nil
		}
		f, t = v, v.Type()
	}
	return f
}
