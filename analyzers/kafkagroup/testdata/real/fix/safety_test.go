package fix

import (
	"context"
	"testing"

	"github.com/lovoo/goka"
	"github.com/twmb/franz-go/pkg/kgo"
)

const asserted = "asserted"

// The test compares the group's name: renaming it at the consumer alone would break the
// comparison.
func TestAsserted(t *testing.T) {
	t.Parallel()
	cl, _ := kgo.NewClient(kgo.ConsumerGroup(asserted)) // want `"asserted" reaches kgo.ConsumerGroup in TestAsserted: .*; no fix: the test also uses the group's name at safety_test.go:18 \(an assertion, a log line or a name built from it would no longer match\); derive them all from one unique ID`
	if g, _ := cl.GroupMetadata(); g != asserted {
		t.Fatalf("group %q", g)
	}
}

// A literal holding the group's name (a table named after it) depends on it too.
func TestNamedAfterGroup(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup("audit"), kgo.ConsumeTopics("audit-table")) // want `"audit" reaches kgo.ConsumerGroup in parallel test TestNamedAfterGroup: .*; no fix: the test also uses the group's name at safety_test.go:26`
}

const logged = "logged"

// A log line expects nothing: the fix applies.
func TestLogged(t *testing.T) {
	t.Parallel()
	t.Logf("consuming with %s", logged)
	kgo.NewClient(kgo.ConsumerGroup(logged)) // want `"logged" reaches kgo.ConsumerGroup in TestLogged: reruns and other packages' tests on the same broker share its committed offsets$`
}

const billing goka.Group = "billing"

// goka's join point is the processor; the fix renames the group where the graph is
// defined.
func TestGokaGraph(t *testing.T) {
	t.Parallel()
	graph := goka.DefineGroup(billing, goka.Input("invoices", nil, nil))
	p, _ := goka.NewProcessor(brokers, graph) // want `"billing" reaches goka.NewProcessor in TestGokaGraph: reruns and other packages' tests on the same broker share its committed offsets$`
	p.Run(context.Background())
}

const ledger goka.Group = "ledger"

// goka names a persisting group's table topic after the group (ledger-table): no fix.
func TestGokaPersist(t *testing.T) {
	t.Parallel()
	graph := goka.DefineGroup(ledger, goka.Input("entries", nil, nil), goka.Persist(nil))
	p, _ := goka.NewProcessor(brokers, graph) // want `"ledger" reaches goka.NewProcessor in TestGokaPersist: .*; no fix: goka names the group's table topic after it \(<group>-table\), which the test may read; rename the group and its table together`
	p.Run(context.Background())
}
