package knowledge_test

import (
	"go/types"
	"path/filepath"
	"testing"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// TestFrameworkAPIsMatchTheLibraries loads Ginkgo v1 and v2 and testify at the versions
// testdata/pins/frameworks pins and checks every name of the framework tables: each Ginkgo
// name is a function of some Ginkgo package (a name that no version has would leave its
// nodes out of the schedule without a word), each setup and teardown node has its phase,
// and testify's suite.Run and every hook exist.
func TestFrameworkAPIsMatchTheLibraries(t *testing.T) {
	byPath := loadPinned(t, filepath.Join("testdata", "pins", "frameworks"))
	var ginkgo []*types.Package
	for path := range knowledge.GinkgoPaths {
		pkgs := byPath[knowledge.NormalizePath(path)]
		found := false
		for _, p := range pkgs {
			if p.Path() == path {
				ginkgo, found = append(ginkgo, p), true
			}
		}
		if !found {
			t.Errorf("GinkgoPaths: %s is not pinned", path)
		}
	}
	// A name is a function, or a variable holding one (v2's XDescribeTableSubtree =
	// PDescribeTableSubtree).
	isFunc := func(name string) bool {
		for _, p := range ginkgo {
			switch obj := p.Scope().Lookup(name).(type) {
			case *types.Func:
				return true
			case *types.Var:
				if _, ok := obj.Type().Underlying().(*types.Signature); ok {
					return true
				}
			}
		}
		return false
	}
	tables := map[string][]string{
		"GinkgoRunners": keysOf(knowledge.GinkgoRunners), "GinkgoSetups": keysOf(knowledge.GinkgoSetups),
		"GinkgoTeardowns": keysOf(knowledge.GinkgoTeardowns), "GinkgoContainers": keysOf(knowledge.GinkgoContainers),
		"GinkgoSubjects": keysOf(knowledge.GinkgoSubjects), "GinkgoPending": keysOf(knowledge.GinkgoPending),
		"GinkgoPhases": keysOf(knowledge.GinkgoPhases),
	}
	for table, names := range tables {
		for _, name := range names {
			if !isFunc(name) {
				t.Errorf("%s: %s is a function of no pinned Ginkgo", table, name)
			}
		}
	}
	for _, table := range []map[string]bool{knowledge.GinkgoSetups, knowledge.GinkgoTeardowns, knowledge.GinkgoSubjects} {
		for name := range table {
			if _, ok := knowledge.GinkgoPhases[name]; !ok {
				t.Errorf("GinkgoPhases: %s has no phase", name)
			}
		}
	}

	var suite *types.Package
	for _, p := range byPath[knowledge.TestifySuitePath] {
		suite = p
	}
	if suite == nil {
		t.Fatalf("%s is not pinned", knowledge.TestifySuitePath)
	}
	if run, ok := suite.Scope().Lookup("Run").(*types.Func); !ok || run.Signature().Params().Len() != 2 {
		t.Errorf("%s.Run is no function of (t, suite)", knowledge.TestifySuitePath)
	}
	hooks := make(map[string]bool)
	for _, name := range suite.Scope().Names() {
		if it, ok := suite.Scope().Lookup(name).Type().Underlying().(*types.Interface); ok {
			for i := range it.NumExplicitMethods() {
				hooks[it.ExplicitMethod(i).Name()] = true
			}
		}
	}
	for name := range knowledge.TestifyHooks {
		if !hooks[name] {
			t.Errorf("TestifyHooks: %s is a method of no interface of %s", name, knowledge.TestifySuitePath)
		}
	}
}

func keysOf[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
