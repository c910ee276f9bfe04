package brokers

import (
	"context"
	"os"
	"reflect"
	"testing"

	"example.com/real/brokers/tracewrap"

	"github.com/IBM/sarama"
	ckafka1 "github.com/confluentinc/confluent-kafka-go/kafka"
	ckafka "github.com/confluentinc/confluent-kafka-go/v2/kafka"
	"github.com/lovoo/goka"
	"github.com/lovoo/goka/tester"
	segkafka "github.com/segmentio/kafka-go"
	tckafka "github.com/testcontainers/testcontainers-go/modules/kafka"
	"github.com/testcontainers/testcontainers-go/modules/redpanda"
	"github.com/twmb/franz-go/pkg/kadm"
	"github.com/twmb/franz-go/pkg/kfake"
	"github.com/twmb/franz-go/pkg/kgo"
	"go.uber.org/mock/gomock"
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
	kgo.NewClient(kgo.SeedBrokers(shared.ListenAddrs()...), kgo.ConsumerGroup("on-shared")) // want `"on-shared" reaches kgo.ConsumerGroup in TestSharedCluster`
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
	consume(sarama.NewConsumerGroup([]string{b.Addr()}, group, sarama.NewConfig()))
}

func TestOwnGokaTester(t *testing.T) {
	t.Parallel()
	tt := tester.New(t)
	p, _ := goka.NewProcessor(nil, goka.DefineGroup(group), goka.WithTester(tt))
	p.Run(context.Background())
}

// confluent-kafka-go's in-process mock cluster (v1 and v2) is the test's own broker.
func TestOwnMockCluster(t *testing.T) {
	t.Parallel()
	mc, _ := ckafka.NewMockCluster(1)
	defer mc.Close()
	subscribe(ckafka.NewConsumer(&ckafka.ConfigMap{"bootstrap.servers": mc.BootstrapServers(), "group.id": group}))
}

func TestOwnMockClusterV1(t *testing.T) {
	t.Parallel()
	mc, _ := ckafka1.NewMockCluster(1)
	defer mc.Close()
	subscribeV1(ckafka1.NewConsumer(&ckafka1.ConfigMap{"bootstrap.servers": mc.BootstrapServers(), "group.id": group}))
}

func newMockCluster(t *testing.T) string {
	mc, _ := ckafka.NewMockCluster(3)
	t.Cleanup(mc.Close)
	return mc.BootstrapServers()
}

func TestOwnMockClusterInHelper(t *testing.T) {
	t.Parallel()
	servers := newMockCluster(t)
	subscribe(ckafka.NewConsumer(&ckafka.ConfigMap{"bootstrap.servers": servers, "group.id": group}))
}

// A processor on an injected consumer-group builder (a mock, the tester's) joins no group
// on a broker.
func mockBuilder(brokers []string, group, clientID string) (sarama.ConsumerGroup, error) {
	return nil, nil
}

func TestGokaMockBuilder(t *testing.T) {
	t.Parallel()
	p, _ := goka.NewProcessor([]string{"localhost:9092"}, goka.DefineGroup(group), goka.WithConsumerGroupBuilder(mockBuilder))
	p.Run(context.Background())
}

func processorOptions(cgb goka.ConsumerGroupBuilder) []goka.ProcessorOption {
	return []goka.ProcessorOption{goka.WithConsumerGroupBuilder(cgb), goka.WithClientID("test")}
}

func TestGokaMockBuilderFromHelper(t *testing.T) {
	t.Parallel()
	p, _ := goka.NewProcessor([]string{"localhost:9092"}, goka.DefineGroup(group), processorOptions(mockBuilder)...)
	p.Run(context.Background())
}

func TestGokaTesterBuilder(t *testing.T) {
	t.Parallel()
	tt := tester.New(t)
	p, _ := goka.NewProcessor(nil, goka.DefineGroup(group), goka.WithConsumerGroupBuilder(tt.ConsumerGroupBuilder()))
	p.Run(context.Background())
}

// goka's own builders consume from the broker.
func TestGokaRealBuilder(t *testing.T) {
	t.Parallel()
	p, _ := goka.NewProcessor([]string{"localhost:9092"}, goka.DefineGroup("real-builder"), goka.WithConsumerGroupBuilder(goka.DefaultConsumerGroupBuilder)) // want `"real-builder" reaches goka.NewProcessor in TestGokaRealBuilder`
	p.Run(context.Background())
	p2, _ := goka.NewProcessor([]string{"localhost:9092"}, goka.DefineGroup("real-config"), goka.WithConsumerGroupBuilder(goka.ConsumerGroupBuilderWithConfig(sarama.NewConfig()))) // want `"real-config" reaches goka.NewProcessor in TestGokaRealBuilder`
	p2.Run(context.Background())
}

// A test with a gomock controller runs its clients on mocks.
func TestGomock(t *testing.T) {
	t.Parallel()
	ctrl := gomock.NewController(t)
	defer ctrl.Finish()
	consume(sarama.NewConsumerGroup([]string{"localhost:9092"}, group, sarama.NewConfig()))
}

func TestOwnMockBrokerInSubtest(t *testing.T) {
	t.Run("sub", func(t *testing.T) {
		t.Parallel()
		b := sarama.NewMockBrokerAddr(t, 1, "localhost:0")
		consume(sarama.NewConsumerGroup([]string{b.Addr()}, group, sarama.NewConfig()))
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

// Unit tests of configuration builders compare literals that never reach a broker.
func readerConfig(group string) segkafka.ReaderConfig {
	return segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: group}
}

func TestConfigBuilder(t *testing.T) {
	t.Parallel()
	want := segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "expected"}
	if got := readerConfig("expected"); !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if readerConfig("x").GroupID != (segkafka.ReaderConfig{GroupID: "x"}).GroupID {
		t.Error("mismatch")
	}
	if !reflect.DeepEqual(readerConfig("y"), &segkafka.ReaderConfig{GroupID: "y"}) {
		t.Error("mismatch")
	}
}

func startReader(group string) error {
	r := segkafka.NewReader(segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: group})
	return r.Close()
}

// The error of a helper that consumed is compared: the consumer is still reported.
func TestErrorCompared(t *testing.T) {
	t.Parallel()
	if err := startReader("checked"); err != nil { // want `"checked" reaches kafka.ReaderConfig.GroupID via brokers.startReader in TestErrorCompared`
		t.Fatal(err)
	}
}

// A Kafka container started by the test is its own broker.
func TestOwnContainer(t *testing.T) {
	t.Parallel()
	c, _ := tckafka.Run(context.Background(), "confluentinc/confluent-local:7.5.0")
	brokers, _ := c.Brokers(context.Background())
	kgo.NewClient(kgo.SeedBrokers(brokers...), kgo.ConsumerGroup(group))
}

func TestOwnRedpanda(t *testing.T) {
	t.Parallel()
	c, _ := redpanda.Run(context.Background(), "redpandadata/redpanda")
	seed, _ := c.KafkaSeedBroker(context.Background())
	kgo.NewClient(kgo.SeedBrokers(seed), kgo.ConsumerGroup(group))
}

// A configuration that names no broker joins no group: a library's dry tests of its
// consumer API.
func TestNoBrokerConfluent(t *testing.T) {
	t.Parallel()
	c, _ := ckafka.NewConsumer(&ckafka.ConfigMap{"group.id": "gotest", "session.timeout.ms": 10})
	c.Subscribe("t", nil)
	c.Close()
	m := ckafka.ConfigMap{"group.id": "gotest"}
	_ = m.SetKey("client.id", "dry")
	subscribe(ckafka.NewConsumer(&m))
}

// A wrapper that hands the configuration on unchanged to the library, in another package
// or in this one, adds no broker either.
func TestNoBrokerWrapper(t *testing.T) {
	t.Parallel()
	c, _ := tracewrap.NewConsumer(&ckafka.ConfigMap{"group.id": "gotest"}, "opt")
	c.Subscribe("t")
	m := ckafka.ConfigMap{"group.id": "gotest"}
	subscribe(newConsumer(&m))
}

func newConsumer(conf *ckafka.ConfigMap) (*ckafka.Consumer, error) {
	c, err := ckafka.NewConsumer(conf)
	_ = conf.SetKey("bootstrap.servers", "localhost:9092") // too late for c
	return c, err
}

// A wrapper that may give the configuration brokers before the library sees it keeps
// it a consumer.
func TestBrokerInWrapper(t *testing.T) {
	t.Parallel()
	c, _ := tracewrap.NewLocalConsumer(&ckafka.ConfigMap{"group.id": "wrapper-adds"}) // want `"wrapper-adds" reaches kafka.ConfigMap\["group.id"\] in TestBrokerInWrapper`
	c.Subscribe("t")
	d, _ := tracewrap.NewConsumerIf(&ckafka.ConfigMap{"group.id": "wrapper-branch"}, false) // want `"wrapper-branch" reaches kafka.ConfigMap\["group.id"\] in TestBrokerInWrapper`
	d.Subscribe("t")
}

// Given brokers later: still a consumer.
func TestBrokerAddedLater(t *testing.T) {
	t.Parallel()
	m := ckafka.ConfigMap{"group.id": "later"} // want `"later" reaches kafka.ConfigMap\["group.id"\] in TestBrokerAddedLater`
	m["bootstrap.servers"] = "localhost:9092"
	subscribe(ckafka.NewConsumer(&m))
}

// An option handed to a library function other than its client constructor (an option
// validator) makes no client.
func TestOptionNotToClient(t *testing.T) {
	t.Parallel()
	kgo.ValidateOpts(kgo.ConsumerGroup("g"))
}

// A group joined with no addresses or no client reaches no broker: argument checks.
func TestNilClient(t *testing.T) {
	t.Parallel()
	consume(sarama.NewConsumerGroupFromClient("nil-client", nil))
	consume(sarama.NewConsumerGroup(nil, "nil-addrs", sarama.NewConfig()))
	client, _ := sarama.NewClient([]string{"localhost:9092"}, sarama.NewConfig())
	consume(sarama.NewConsumerGroupFromClient("real-client", client)) // want `"real-client" reaches sarama.NewConsumerGroupFromClient in TestNilClient`
}

// consume, subscribe and subscribeV1 join the group of the consumer they are given: a
// consumer that the test only builds joins none.
func consume(g sarama.ConsumerGroup, err error) {
	if err == nil {
		g.Consume(context.Background(), []string{"t"}, nil)
	}
}

func subscribe(c *ckafka.Consumer, err error) {
	if err == nil {
		c.Subscribe("t", nil)
	}
}

func subscribeV1(c *ckafka1.Consumer, err error) {
	if err == nil {
		c.Subscribe("t", nil)
	}
}
