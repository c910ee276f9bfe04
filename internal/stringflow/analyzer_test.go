package stringflow_test

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/internal/e2etest"
	"github.com/fixturelint/fixturelint/internal/stringflow"
)

// TestStringFlowFacts checks the string flow's facts: the summaries of helpers that pass
// constants or parameters to group-ID sinks, through fields, options, receivers and
// results, the values of constant package-level strings, and the package fact that makes
// importers relevant. A package that neither is nor imports a Kafka package, nor imports
// one that uses it, exports only its constant strings. The packages use the real Kafka
// clients (sarama, kafka-go, franz-go, goka) that the testdata module testdata/real pins;
// the facts about the libraries' own functions are checked by name, since their files
// cannot hold // want comments.
func TestStringFlowFacts(t *testing.T) {
	dir := filepath.Join(analysistest.TestData(), "real")
	e2etest.DownloadModules(t, dir)
	results := analysistest.Run(t, dir, stringflow.Analyzer,
		"./strflow/testutil", "./strflow/plain", "./strflow/wrapper", "./strflow/groupclient", "./strflow/readerwrap", "./bus", "./consumer")

	// kafka.NewReader copies its configuration's group and topic into the reader it returns.
	want := map[string]*regexp.Regexp{
		"github.com/segmentio/kafka-go.NewReader": regexp.MustCompile(`field\(config.GroupID=param0.GroupID\) field\(config.Topic=param0.Topic\)`),
	}
	got := make(map[string][]string)
	for _, r := range results {
		for _, f := range r.Action.AllObjectFacts() {
			if f.Object.Pkg() == nil {
				continue
			}
			key := f.Object.Pkg().Path() + "." + f.Object.Name()
			if _, ok := want[key]; ok {
				got[key] = append(got[key], fmt.Sprint(f.Fact))
			}
		}
	}
	for key, re := range want {
		if !slices.ContainsFunc(got[key], re.MatchString) {
			t.Errorf("fact of %s: got %q, want one matching %s", key, got[key], re)
		}
	}
}

func TestRegisterGroupSinks(t *testing.T) {
	old := stringflow.RegisteredGroupSinks()
	t.Cleanup(func() { stringflow.RegisterGroupSinks(old) })
	if err := stringflow.RegisterGroupSinks("example.com/queue.Subscribe:x"); err == nil {
		t.Error("a bad argument index: no error")
	}
	if got := stringflow.RegisteredGroupSinks(); got != old {
		t.Errorf("a rejected spec was registered: %q", got)
	}
	const spec = "example.com/queue.Subscribe:1,example.com/queue.Config.Group"
	if err := stringflow.RegisterGroupSinks(spec); err != nil {
		t.Fatal(err)
	}
	if got := stringflow.RegisteredGroupSinks(); got != spec {
		t.Errorf("RegisteredGroupSinks() = %q, want %q", got, spec)
	}
}
