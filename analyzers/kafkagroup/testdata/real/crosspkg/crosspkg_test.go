package crosspkg

import (
	"context"
	"testing"

	"example.com/real/crosspkg/testutil"

	"github.com/lovoo/goka"
	"github.com/twmb/franz-go/pkg/kgo"
)

func TestHelperParam(t *testing.T) {
	t.Parallel()
	testutil.NewConsumer(t, "cross-param") // want `constant consumer group "cross-param" reaches kgo.ConsumerGroup via testutil.NewConsumer in TestHelperParam`
}

func TestHelperChain(t *testing.T) {
	t.Parallel()
	g := testutil.NewSaramaGroup("chain") // want `constant consumer group "it-chain" reaches sarama.NewConsumerGroupFromClient via testutil.NewSaramaGroup in TestHelperChain`
	g.Consume(context.Background(), []string{"orders"}, nil)
}

// The group the helper returns is only closed: it never joins (only Consume does).
func TestHelperChainClosed(t *testing.T) {
	t.Parallel()
	defer testutil.NewSaramaGroup("chain").Close()
}

func TestPackageVar(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup(testutil.Group)) // want `constant consumer group "shared-group" reaches kgo.ConsumerGroup in TestPackageVar`
}

func TestReturnedTemplate(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup(testutil.GroupFor("x"))) // want `"svc-x" reaches kgo.ConsumerGroup in TestReturnedTemplate`
}

func TestConstantInsideHelper(t *testing.T) {
	t.Parallel()
	testutil.StartOrders(t) // want `"orders-consumer" reaches kgo.ConsumerGroup via testutil.StartOrders in parallel test TestConstantInsideHelper: concurrent tests split its partitions.*; no fix: the constant is written in package testutil`
}

// A second parallel caller of the same helper: the two join concurrently. One finding, at
// the first call, since the group is written in the other package.
func TestConstantInsideHelperAgain(t *testing.T) {
	t.Parallel()
	testutil.StartOrders(t)
}

// The helper appends a random suffix: each call gets its own group.
func TestRandomSuffix(t *testing.T) {
	t.Parallel()
	testutil.CreateConsumerGroup(t, "prefix")
}

// The test starts its own cluster through a helper: no other test reaches that broker.
func TestOwnClusterViaHelper(t *testing.T) {
	t.Parallel()
	c := testutil.NewCluster(t)
	kgo.NewClient(kgo.SeedBrokers(c.ListenAddrs()...), kgo.ConsumerGroup("private"))
}

// A graph returned by a helper of another package.
func TestHelperPackageGraph(t *testing.T) {
	t.Parallel()
	p, _ := goka.NewProcessor([]string{"localhost:9092"}, testutil.OrdersGraph()) // want `"util-graph" reaches goka.NewProcessor in TestHelperPackageGraph: .*; no fix: the graph is defined in package testutil`
	p.Run(context.Background())
	p2, _ := goka.NewProcessor([]string{"localhost:9092"}, testutil.GraphFor("util-param")) // want `"util-param" reaches goka.NewProcessor in TestHelperPackageGraph: reruns and other packages' tests on the same broker share its committed offsets$`
	p2.Run(context.Background())
}
