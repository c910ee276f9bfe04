package testutil // want package:"kafka"

import (
	"crypto/rand"
	"sync"
	"testing"

	"github.com/IBM/sarama"
	"github.com/lovoo/goka"
	segkafka "github.com/segmentio/kafka-go"
	"github.com/twmb/franz-go/pkg/kfake"
	"github.com/twmb/franz-go/pkg/kgo"
)

// Group is initialized from a constant and never written.
var Group = "shared-group" // want Group:`const\("shared-group"\)`

// ReaderConfig is a shared consumer configuration with a constant group.
var ReaderConfig = segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "util-cfg"} // want ReaderConfig:`init sink\(kafka.ReaderConfig.GroupID="util-cfg"\)`

// Brokers is not a group ID.
var Brokers = []string{"localhost:9092"}

// NewConsumer passes its group parameter to a sink.
func NewConsumer(t testing.TB, group string) *kgo.Client { // want NewConsumer:`sink\(kgo.ConsumerGroup=param1\)`
	cl, err := kgo.NewClient(kgo.SeedBrokers(Brokers...), kgo.ConsumerGroup(group))
	if err != nil {
		t.Fatal(err)
	}
	return cl
}

// NewSaramaGroup reaches the sink through another helper.
func NewSaramaGroup(group string) sarama.ConsumerGroup { // want NewSaramaGroup:`sink\(sarama.NewConsumerGroupFromClient="it-"\+param0 via-result\)`
	return newGroup("it-" + group)
}

func newGroup(id string) sarama.ConsumerGroup { // want newGroup:`sink\(sarama.NewConsumerGroupFromClient=param0 via-result\)`
	client, _ := sarama.NewClient(Brokers, sarama.NewConfig())
	g, _ := sarama.NewConsumerGroupFromClient(id, client)
	return g
}

// CreateConsumerGroup appends a random suffix: the group it uses is unique.
func CreateConsumerGroup(t testing.TB, prefix string) *kgo.Client {
	return NewConsumer(t, prefix+"-"+rand.Text()[:8])
}

// GroupFor builds a group ID from constants and its parameter.
func GroupFor(name string) string { return "svc-" + name } // want GroupFor:`returns\("svc-"\+param0\)`

// StartOrders consumes with a constant group of its own.
func StartOrders(t testing.TB) *kgo.Client { // want StartOrders:`sink\(kgo.ConsumerGroup="orders-consumer"\)`
	return NewConsumer(t, "orders-consumer")
}

// NewCluster starts a private fake cluster for one test.
func NewCluster(t testing.TB) *kfake.Cluster { // want NewCluster:`broker`
	c, err := kfake.NewCluster()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// Parallel marks the test parallel.
func Parallel(t *testing.T) { t.Parallel() }

// OrdersGraph returns a goka graph of a constant group.
func OrdersGraph() *goka.GroupGraph { // want OrdersGraph:`graph\("util-graph"\)`
	return goka.DefineGroup("util-graph", goka.Input("orders", nil, nil))
}

// GraphFor returns a goka graph of the caller's group.
func GraphFor(g goka.Group) *goka.GroupGraph { // want GraphFor:`graph\(param0\)`
	return goka.DefineGroup(g)
}

var (
	ordersOnce     sync.Once
	ordersConsumer *kgo.Client
)

// SharedOrders creates one consumer for the whole test binary: it joins its group once.
func SharedOrders() *kgo.Client { // want SharedOrders:`sink\(kgo.ConsumerGroup="orders-once" once\)`
	ordersOnce.Do(func() {
		ordersConsumer, _ = kgo.NewClient(kgo.ConsumerGroup("orders-once"))
	})
	return ordersConsumer
}

// TestPayments2 is a function of a non-test file: not a test, but a helper with a summary.
func TestPayments2(t *testing.T) { kgo.NewClient(kgo.ConsumerGroup("invoices")) } // want TestPayments2:`sink\(kgo.ConsumerGroup="invoices"\)`
