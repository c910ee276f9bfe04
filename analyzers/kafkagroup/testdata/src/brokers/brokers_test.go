package brokers

import (
	"context"
	"os"
	"testing"

	"github.com/IBM/sarama"
	ckafka "github.com/confluentinc/confluent-kafka-go/v2/kafka"
	"github.com/lovoo/goka"
	"github.com/lovoo/goka/tester"
	segkafka "github.com/segmentio/kafka-go"
	"github.com/twmb/franz-go/pkg/kadm"
	"github.com/twmb/franz-go/pkg/kfake"
	"github.com/twmb/franz-go/pkg/kgo"
)

const group = "orders"

var shared *kfake.Cluster

// A cluster created in TestMain is shared by every test: consumers on it are reported.
func TestMain(m *testing.M) {
	shared, _ = kfake.NewCluster()
	os.Exit(m.Run())
}

func TestSharedCluster(t *testing.T) {
	t.Parallel()
	kgo.NewClient(kgo.SeedBrokers(shared.ListenAddrs()...), kgo.ConsumerGroup("on-shared")) // want `"on-shared" reaches kgo.ConsumerGroup in parallel test TestSharedCluster`
}

// Each of these tests creates its own broker: nobody else can join its group.
func TestOwnKfake(t *testing.T) {
	t.Parallel()
	c, _ := kfake.NewCluster(kfake.NumBrokers(1))
	defer c.Close()
	kgo.NewClient(kgo.SeedBrokers(c.ListenAddrs()...), kgo.ConsumerGroup(group))
}

func TestOwnMockBroker(t *testing.T) {
	t.Parallel()
	b := sarama.NewMockBroker(t, 1)
	defer b.Close()
	sarama.NewConsumerGroup([]string{b.Addr()}, group, sarama.NewConfig())
}

func TestOwnGokaTester(t *testing.T) {
	t.Parallel()
	tt := tester.New(t)
	goka.NewProcessor(nil, goka.DefineGroup(group), goka.WithTester(tt))
}

func TestOwnMockBrokerInSubtest(t *testing.T) {
	t.Run("sub", func(t *testing.T) {
		t.Parallel()
		b := sarama.NewMockBrokerAddr(t, 1, "localhost:0")
		sarama.NewConsumerGroup([]string{b.Addr()}, group, sarama.NewConfig())
	})
}

// Admin and cleanup calls take a group ID but do not join the group.
func TestAdminOnly(t *testing.T) {
	t.Parallel()
	admin, _ := sarama.NewClusterAdmin([]string{"localhost:9092"}, sarama.NewConfig())
	t.Cleanup(func() { admin.DeleteConsumerGroup(group) })
	cl, _ := kgo.NewClient(kgo.SeedBrokers("localhost:9092"))
	kadm.NewClient(cl).DeleteGroups(context.Background(), group)
	(&segkafka.Client{}).DeleteGroups(context.Background(), &segkafka.DeleteGroupsRequest{GroupIDs: []string{group}})
	a, _ := ckafka.NewAdminClient(&ckafka.ConfigMap{"bootstrap.servers": "localhost:9092"})
	a.DeleteConsumerGroups(context.Background(), []string{group})
}

// Producers have no group.
func TestProducerOnly(t *testing.T) {
	t.Parallel()
	cl, _ := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.DefaultProduceTopic("orders"))
	cl.ProduceSync(context.Background(), &kgo.Record{Value: []byte("x")})
	sarama.NewSyncProducer([]string{"localhost:9092"}, sarama.NewConfig())
	w := &segkafka.Writer{Addr: segkafka.TCP("localhost:9092"), Topic: "orders"}
	w.WriteMessages(context.Background(), segkafka.Message{Value: []byte("x")})
	ckafka.NewProducer(&ckafka.ConfigMap{"bootstrap.servers": "localhost:9092", "client.id": group})
}

// No test calls this function.
func unused() {
	kgo.NewClient(kgo.ConsumerGroup(group))
}
