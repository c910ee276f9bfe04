package crosspkg

import (
	"context"
	"testing"

	"crosspkg/testutil"

	"github.com/lovoo/goka"
	"github.com/twmb/franz-go/pkg/kgo"
)

func TestHelperParam(t *testing.T) {
	t.Parallel()
	testutil.NewConsumer(t, "cross-param") // want `constant consumer group "cross-param" reaches kgo.ConsumerGroup via testutil.NewConsumer in parallel test TestHelperParam`
}

func TestHelperChain(t *testing.T) {
	t.Parallel()
	testutil.NewSaramaGroup("chain") // want `constant consumer group "it-chain" reaches sarama.NewConsumerGroupFromClient via testutil.NewSaramaGroup in parallel test TestHelperChain`
}

func TestPackageVar(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup(testutil.Group)) // want `constant consumer group "shared-group" reaches kgo.ConsumerGroup in parallel test TestPackageVar`
}

func TestReturnedTemplate(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.ConsumerGroup(testutil.GroupFor("x"))) // want `"svc-x" reaches kgo.ConsumerGroup in parallel test TestReturnedTemplate`
}

func TestConstantInsideHelper(t *testing.T) {
	t.Parallel()
	testutil.StartOrders(t) // want `"orders-consumer" reaches kgo.ConsumerGroup via testutil.StartOrders in parallel test TestConstantInsideHelper: .*; no fix: the constant is written in package testutil`
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

// The test becomes parallel through a helper of another package.
func TestParallelViaHelper(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup("before-helper"))
	testutil.Parallel(t)
	kgo.NewClient(kgo.ConsumerGroup("after-helper")) // want `"after-helper" reaches kgo.ConsumerGroup in parallel test TestParallelViaHelper`
}

// A graph returned by a helper of another package.
func TestHelperPackageGraph(t *testing.T) {
	t.Parallel()
	p, _ := goka.NewProcessor([]string{"localhost:9092"}, testutil.OrdersGraph()) // want `"util-graph" reaches goka.NewProcessor in parallel test TestHelperPackageGraph: .*; no fix: the graph is defined in package testutil`
	p.Run(context.Background())
	p2, _ := goka.NewProcessor([]string{"localhost:9092"}, testutil.GraphFor("util-param")) // want `"util-param" reaches goka.NewProcessor in parallel test TestHelperPackageGraph: concurrent tests split its partitions and share its committed offsets$`
	p2.Run(context.Background())
}
