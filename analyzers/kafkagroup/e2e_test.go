package kafkagroup_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestEndToEndFranz runs the built command on a module whose parallel tests share a constant
// consumer group on one in-process franz-go cluster (kfake, created in TestMain), applies
// the fixes, and checks that the module then builds, reports nothing and passes its tests.
func TestEndToEndFranz(t *testing.T) {
	e2etest.SkipShort(t)
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "analyzers/kafkagroup/testdata/e2e")
	only := []string{"-sharedclient=false", "-tokencache=false"}

	res := e2etest.Run(t, dir, nil, bin, append(only, "./...")...)
	if res.ExitCode == 0 {
		t.Fatalf("%s: exit code 0, want findings\n%s", res.Cmd, res.Stderr)
	}
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr),
		`orders_test.go:87: constant consumer group "orders-service" reaches kgo.ConsumerGroup via orders.consume in parallel test TestOrderCreated`,
		`orders_test.go:93: constant consumer group "orders-service" reaches kgo.ConsumerGroup via orders.consume in parallel test TestOrderCancelled`,
		`orders_test.go:101: constant consumer group "orders-service" reaches kgo.ConsumerGroup in parallel test TestOrderShipped`,
	)

	e2etest.Run(t, dir, nil, bin, append(only, "-fix", "./...")...)
	fixed, err := os.ReadFile(filepath.Join(dir, "orders_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(fixed), `groupID := group + "-" + strings.ReplaceAll(t.Name(), "/", "-") + "-" + rand.Text()[:8]`); n != 3 {
		t.Errorf("the fix declared %d unique group IDs, want 3:\n%s", n, fixed)
	}

	// Idempotent: nothing left to report.
	e2etest.Run(t, dir, nil, bin, append(only, "./...")...).WantExit(t, 0)
	e2etest.Run(t, dir, nil, "go", "vet", "./...").WantExit(t, 0)
	e2etest.Run(t, dir, nil, "go", "test", "-count=1", "./...").WantExit(t, 0)
}
