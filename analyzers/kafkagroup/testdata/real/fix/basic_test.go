package fix

import (
	"context"
	"testing"

	"github.com/IBM/sarama"
	"github.com/twmb/franz-go/pkg/kadm"
	"github.com/twmb/franz-go/pkg/kgo"
)

const ordersGroup = "orders-it"

var brokers = []string{"localhost:9092"}

func TestOrders(t *testing.T) {
	t.Parallel()
	cl, err := kgo.NewClient(kgo.SeedBrokers(brokers...), kgo.ConsumerGroup(ordersGroup)) // want `"orders-it" reaches kgo.ConsumerGroup in TestOrders`
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
}

// Two consumers of one group in one parallel test keep sharing one (new) group.
func TestRebalanceParallel(t *testing.T) {
	t.Parallel()
	a, _ := kgo.NewClient(kgo.ConsumerGroup("rebalance")) // want `"rebalance" reaches kgo.ConsumerGroup in TestRebalanceParallel`
	defer a.Close()
	b, _ := kgo.NewClient(kgo.ConsumerGroup("rebalance")) // want `"rebalance" reaches kgo.ConsumerGroup in TestRebalanceParallel`
	defer b.Close()
	other, _ := kgo.NewClient(kgo.ConsumerGroup("audit")) // want `"audit" reaches kgo.ConsumerGroup in parallel test TestRebalanceParallel`
	defer other.Close()
}

func TestSubtests(t *testing.T) {
	for _, name := range []string{"a", "b"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			kgo.NewClient(kgo.ConsumerGroup(ordersGroup)) // want `"orders-it" reaches kgo.ConsumerGroup in parallel test TestSubtests/\*`
		})
	}
}

func BenchmarkConsume(b *testing.B) {
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			kgo.NewClient(kgo.ConsumerGroup("bench")) // want `"bench" reaches kgo.ConsumerGroup in parallel test BenchmarkConsume`
		}
	})
}

// The test's cleanup deletes the group it consumed with: it moves to the new ID too.
func TestCleanup(t *testing.T) {
	t.Parallel()
	admin, _ := sarama.NewClusterAdmin(brokers, sarama.NewConfig())
	t.Cleanup(func() { admin.DeleteConsumerGroup("cleanup-group") })
	cl, _ := kgo.NewClient(kgo.ConsumerGroup("cleanup-group")) // want `"cleanup-group" reaches kgo.ConsumerGroup in TestCleanup`
	defer cl.Close()
	kadm.NewClient(cl).DeleteGroups(context.Background(), "cleanup-group", "other-group")
}

func TestTable(t *testing.T) {
	for _, tc := range []struct{ name, group string }{{"a", "table"}, {"b", "table"}} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			kgo.NewClient(kgo.ConsumerGroup(tc.group)) // want `"table" reaches kgo.ConsumerGroup in parallel test TestTable/\*`
		})
	}
}
