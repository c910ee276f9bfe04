package kafkagroup

import (
	"crypto/rand"
	"strings"
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"
)

const group = "orders-it"

func TestOrders(t *testing.T) {
	t.Parallel()
	groupID := group + "-" + strings.ReplaceAll(t.Name(), "/", "-") + "-" + rand.Text()[:8]
	cl, _ := kgo.NewClient(kgo.SeedBrokers(addr), kgo.ConsumerGroup(groupID), kgo.ConsumeTopics("orders"))
	defer cl.Close()
	waitFor(t, cl)
}

func TestRefunds(t *testing.T) {
	t.Parallel()
	groupID := group + "-" + strings.ReplaceAll(t.Name(), "/", "-") + "-" + rand.Text()[:8]
	cl, _ := kgo.NewClient(kgo.SeedBrokers(addr), kgo.ConsumerGroup(groupID), kgo.ConsumeTopics("refunds"))
	defer cl.Close()
	waitFor(t, cl)
}
