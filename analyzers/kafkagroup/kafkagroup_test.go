package kafkagroup_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/kafkagroup"
)

// TestRules covers every sink, both rules, what counts as constant, cross-package helpers
// and what is not reported. One run loads the standard library once for all packages.
func TestRules(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), kafkagroup.Analyzer,
		"sinks", "reused", "constants", "crosspkg", "crosspkg/testutil", "brokers", "varconfig", "gokagraph", "github.com/segmentio/kafka-go")
}

func TestStrict(t *testing.T) {
	setFlag(t, "strict", "true")
	analysistest.Run(t, analysistest.TestData(), kafkagroup.Analyzer, "strict")
}

func TestCustomSinks(t *testing.T) {
	setFlag(t, "sinks", "example.com/queue.Subscribe:1,example.com/queue.Client.Join:0,example.com/queue.Config.Group")
	analysistest.Run(t, analysistest.TestData(), kafkagroup.Analyzer, "customsinks")
}

func setFlag(t *testing.T, name, value string) {
	t.Helper()
	f := kafkagroup.Analyzer.Flags.Lookup(name)
	old := f.Value.String()
	if err := f.Value.Set(value); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Value.Set(old) })
}

// TestFixes checks the suggested fixes against the .golden files.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), kafkagroup.Analyzer, "fix")
}
