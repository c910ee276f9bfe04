package reused

import (
	"testing"

	"github.com/IBM/sarama"
	"github.com/twmb/franz-go/pkg/kgo"
)

const ordersGroup = "orders-it"

// Two serial tests with one group: the second resumes from the offsets the first committed.
func TestCreateOrder(t *testing.T) {
	kgo.NewClient(kgo.ConsumerGroup(ordersGroup)) // want `constant consumer group "orders-it" reaches kgo.ConsumerGroup in TestCreateOrder and also in TestCancelOrder: each test resumes from the offsets the other committed`
}

func TestCancelOrder(t *testing.T) {
	sarama.NewConsumerGroup([]string{"localhost:9092"}, ordersGroup, sarama.NewConfig()) // want `"orders-it" reaches sarama.NewConsumerGroup in TestCancelOrder and also in TestCreateOrder`
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

// A helper with a constant group, called by two tests: the group is reused.
func startAudit() { kgo.NewClient(kgo.ConsumerGroup("audit")) }

func TestAuditA(t *testing.T) {
	startAudit() // want `"audit" reaches kgo.ConsumerGroup via reused.startAudit in TestAuditA and also in TestAuditB`
}

func TestAuditB(t *testing.T) {
	startAudit() // want `"audit" reaches kgo.ConsumerGroup via reused.startAudit in TestAuditB and also in TestAuditA`
}
