package sharedclient_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/sharedclient"
)

// setFlag sets an analyzer flag for the duration of the test.
func setFlag(t *testing.T, name, value string) {
	t.Helper()
	f := sharedclient.Analyzer.Flags.Lookup(name)
	old := f.Value.String()
	if err := f.Value.Set(value); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Value.Set(old) })
}

// TestRules runs every rule in default mode. The packages are analysed in one run, since
// loading net/http from source dominates the time. Each package is one rule's positive and
// negative cases, and each file with fixes has a .golden file.
func TestRules(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), sharedclient.Analyzer,
		"mutated",       // rule mutated: field writes, methods, aliases, helpers, copies
		"stateful",      // rule stateful: cookie jars, resty auth state, websocket connections
		"wrapper",       // structs that hold a client, one and two levels deep
		"crosspkg",      // variables and helpers of another package
		"globaldefault", // rule global-default: DefaultClient/DefaultTransport, httpmock, gock
		"defaultclose",  // rule default-transport-close
		"noclose",       // ... not reported when no test closes a server
		"teardown",      // rule teardown-before-parallel
	)
}

func TestStrict(t *testing.T) {
	setFlag(t, "strict", "true")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), sharedclient.Analyzer, "strict")
}

func TestCustomTypes(t *testing.T) {
	setFlag(t, "types", "sdk.Client")
	analysistest.Run(t, analysistest.TestData(), sharedclient.Analyzer, "customtypes")
}
