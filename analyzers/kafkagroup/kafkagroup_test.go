package kafkagroup_test

import (
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/kafkagroup"
)

// TestRules covers the rules in the default mode: which joins of a group Go's test
// scheduler may run at the same time (parallel), sequential reuse (reused), and one
// finding per helper that many tests call.
func TestRules(t *testing.T) {
	results := analysistest.Run(t, analysistest.TestData(), kafkagroup.Analyzer, "scheduler", "reused", "pubsubsuite", "testconf", "ginkgospecs", "ginkgofocus", "metadataonly", "wrappers", "groupprotocol", "groupspecs", "groupservice", "example.com/consumer", "example.com/bus")

	// The helper that five tests call is one finding naming three of them, then the rest.
	var related []string
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if strings.Contains(d.Message, `"inventory"`) {
				for _, rel := range d.Related {
					related = append(related, rel.Message)
				}
			}
		}
	}
	want := "called by TestInventoryA|also used by TestInventoryB|also used by TestInventoryC|and 2 more"
	if got := strings.Join(related, "|"); got != want {
		t.Errorf("related information of the helper's finding:\n got %s\nwant %s", got, want)
	}

	// The tests whose consumers never join the group are named by no finding, as joining
	// or as the other tests that join: a helper's consumer joins in its callers that make it.
	neverJoin := regexp.MustCompile(`\b(TestReturned|TestReturnedOffsets|TestConfigMetadata|TestConfigWatermarks|TestClosedAsInterface|TestEitherBranchClosed|TestCountBefore|TestCountAfter)\b`)
	for _, r := range results {
		if r.Pass.Pkg.Path() != "metadataonly" {
			continue
		}
		for _, d := range r.Diagnostics {
			texts := []string{d.Message}
			for _, rel := range d.Related {
				texts = append(texts, rel.Message)
			}
			for _, text := range texts {
				if m := neverJoin.FindString(text); m != "" {
					t.Errorf("%s: %q names %s, whose consumer never joins", r.Pass.Fset.Position(d.Pos), text, m)
				}
			}
		}
	}
}

// TestStrict covers every sink, what counts as constant, cross-package helpers, brokers of
// a test's own and what is not reported. In strict mode every constant join is reported, so
// each case needs no concurrent partner. One run loads the standard library once for all
// packages.
func TestStrict(t *testing.T) {
	setFlag(t, "strict", "true")
	analysistest.Run(t, analysistest.TestData(), kafkagroup.Analyzer,
		"strict", "sinks", "constants", "crosspkg", "crosspkg/testutil", "brokers", "varconfig", "gokagraph", "idlestrict", "github.com/segmentio/kafka-go", "github.com/IBM/sarama")
}

func TestCustomSinks(t *testing.T) {
	setFlag(t, "strict", "true")
	setFlag(t, "sinks", "example.com/queue.Subscribe:1,example.com/queue.Client.Join:0,example.com/queue.Config.Group,example.com/queue.Client.Send:0.Group")
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

// TestFixes checks the suggested fixes against the .golden files. Strict mode reports every
// constant join, so that each fix is checked whatever rule reports it.
func TestFixes(t *testing.T) {
	setFlag(t, "strict", "true")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), kafkagroup.Analyzer, "fix")
}

// TestSuiteFixes checks the fixes of the constructors that a shared suite runs in parallel
// subtests, in the default mode.
func TestSuiteFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), kafkagroup.Analyzer, "pubsubsuite")
}
