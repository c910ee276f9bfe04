package reused

import (
	"context"
	"testing"

	"github.com/IBM/sarama"
	ckafka "github.com/confluentinc/confluent-kafka-go/kafka"
	"github.com/ory/dockertest/v3"
	segkafka "github.com/segmentio/kafka-go"
	"github.com/twmb/franz-go/pkg/kgo"
)

const ordersGroup = "orders-it"

// Two serial tests with one group: the second resumes from the offsets the first committed.
func TestCreateOrder(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup(ordersGroup)) // want `constant consumer group "orders-it" reaches kgo.ConsumerGroup in TestCreateOrder and also in TestCancelOrder: each test resumes from the offsets the other committed`
}

func TestCancelOrder(t *testing.T) {
	g, _ := sarama.NewConsumerGroup([]string{"localhost:9092"}, ordersGroup, sarama.NewConfig()) // want `"orders-it" reaches sarama.NewConsumerGroup in TestCancelOrder and also in TestCreateOrder`
	g.Consume(context.Background(), []string{"orders"}, nil)
}

// Subtests belong to their test function: the group is reused across test functions.
func TestRefund(t *testing.T) {
	t.Run("full", func(t *testing.T) {
		kgo.NewClient(kgo.ConsumerGroup("orders-" + "it")) // want `"orders-it" reaches kgo.ConsumerGroup in TestRefund/full and also in TestCreateOrder`
	})
}

// Two consumers of one group inside one serial test: a rebalance test shares its group on
// purpose, and no other test uses it.
func TestRebalance(t *testing.T) {
	a, _ := kgo.NewClient(kgo.ConsumerGroup("rebalance"))
	b, _ := kgo.NewClient(kgo.ConsumerGroup("rebalance"))
	defer a.Close()
	defer b.Close()
}

// Different groups in different tests.
func TestPayments(t *testing.T) { kgo.NewClient(kgo.ConsumerGroup("payments")) }

func TestInvoices(t *testing.T) { kgo.NewClient(kgo.ConsumerGroup("invoices")) }

// A helper with a constant group, called by two tests: the group is reused, and the finding
// is at the helper, where the group is written.
func startAudit() { kgo.NewClient(kgo.ConsumerGroup("audit")) } // want `"audit" reaches kgo.ConsumerGroup via reused.startAudit in TestAuditA and also in TestAuditB: .*; no fix: no \*testing.T in scope in startAudit`

func TestAuditA(t *testing.T) {
	startAudit()
}

func TestAuditB(t *testing.T) {
	startAudit()
}

// Tests of a configuration's validation build consumer configurations with one group, but
// no consumer ever gets them: nothing joins the group, nothing commits offsets.
func TestValidateOK(t *testing.T) {
	cfg := segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, Topic: "t", GroupID: "validated"}
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestValidatePartitionConflict(t *testing.T) {
	cfg := segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, Topic: "t", GroupID: "validated", Partition: 1}
	if err := cfg.Validate(); err == nil {
		t.Fatal("want error")
	}
	cfg.GroupID = "validated" // a field write, and the copy is only validated and printed
	copied := cfg
	p := &copied
	_ = p.Validate()
	t.Logf("%v %d", p, len(cfg.Brokers))
	_ = cfg
}

// A configuration map whose keys are only set and read back reaches no consumer either.
func TestConfigMapKeys(t *testing.T) {
	m := ckafka.ConfigMap{"group.id": "validated"}
	_ = m.SetKey("group.id", "validated")
	m["group.id"] = "validated"
	if v, _ := m.Get("group.id", nil); v != "validated" {
		t.Fatal(v)
	}
}

// Each test starts a Kafka container of its own with dockertest and purges it: the second
// test's broker has never seen the first one's offsets. Not reported.
func startKafka(t *testing.T) string {
	pool, err := dockertest.NewPool("")
	if err != nil {
		t.Skip("no docker")
	}
	res, err := pool.RunWithOptions(&dockertest.RunOptions{Repository: "apache/kafka", Tag: "3.9.0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pool.Purge(res) })
	return res.GetHostPort("9092/tcp")
}

func TestRestartOnOwnBroker(t *testing.T) {
	addr := startKafka(t)
	g, _ := sarama.NewConsumerGroup([]string{addr}, "restart-cg", sarama.NewConfig())
	g.Consume(context.Background(), []string{"orders"}, nil)
}

func TestLatestOnOwnBroker(t *testing.T) {
	addr := startKafka(t)
	g, _ := sarama.NewConsumerGroup([]string{addr}, "restart-cg", sarama.NewConfig())
	g.Consume(context.Background(), []string{"orders"}, nil)
}
