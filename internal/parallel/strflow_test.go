package parallel_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// TestStringFlowFacts checks the string flow's facts: the summaries of helpers that pass
// constants or parameters to group-ID sinks, through fields, options, receivers and
// results, the values of constant package-level strings, and the package fact that makes
// importers relevant. A package that neither is nor imports a Kafka package, nor imports
// one that uses it, exports only its constant strings.
func TestStringFlowFacts(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), parallel.StringFlowAnalyzer,
		"strflow/testutil", "strflow/plain", "strflow/wrapper", "strflow/groupclient", "strflow/readerwrap", "example.com/bus", "example.com/consumer", "github.com/segmentio/kafka-go")
}

func TestRegisterGroupSinks(t *testing.T) {
	old := parallel.RegisteredGroupSinks()
	t.Cleanup(func() { parallel.RegisterGroupSinks(old) })
	if err := parallel.RegisterGroupSinks("example.com/queue.Subscribe:x"); err == nil {
		t.Error("a bad argument index: no error")
	}
	if got := parallel.RegisteredGroupSinks(); got != old {
		t.Errorf("a rejected spec was registered: %q", got)
	}
	const spec = "example.com/queue.Subscribe:1,example.com/queue.Config.Group"
	if err := parallel.RegisterGroupSinks(spec); err != nil {
		t.Fatal(err)
	}
	if got := parallel.RegisteredGroupSinks(); got != spec {
		t.Errorf("RegisteredGroupSinks() = %q, want %q", got, spec)
	}
}
