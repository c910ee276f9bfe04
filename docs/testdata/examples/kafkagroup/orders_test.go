package kafkagroup

import (
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"
)

const group = "orders-it"

func TestOrders(t *testing.T) {
	t.Parallel()
	cl, _ := kgo.NewClient(kgo.SeedBrokers(addr), kgo.ConsumerGroup(group), kgo.ConsumeTopics("orders"))
	defer cl.Close()
	waitFor(t, cl)
}

func TestRefunds(t *testing.T) {
	t.Parallel()
	cl, _ := kgo.NewClient(kgo.SeedBrokers(addr), kgo.ConsumerGroup(group), kgo.ConsumeTopics("refunds"))
	defer cl.Close()
	waitFor(t, cl)
}
