package fix

import (
	"context"
	"math/rand"
	"testing"

	ckafka "github.com/confluentinc/confluent-kafka-go/kafka"
	"github.com/lovoo/goka"
	"github.com/twmb/franz-go/pkg/kgo"
)

const payments goka.Group = "payments"

// math/rand already holds the name rand: crypto/rand comes in under another name.
func TestClash(t *testing.T) {
	t.Parallel()
	n := rand.Intn(3)
	kgo.NewClient(kgo.ConsumerGroup("clash"), kgo.SeedBrokers(brokers[:n]...)) // want `"clash" reaches kgo.ConsumerGroup in TestClash`
}

// A named string type is converted back.
func TestGokaGroup(t *testing.T) {
	t.Parallel()
	p, _ := goka.NewProcessor(brokers, goka.DefineGroup(payments)) // want `"payments" reaches goka.NewProcessor in TestGokaGroup`
	p.Run(context.Background())
}

// The key=value form keeps its key.
func TestConfigMapSet(t *testing.T) {
	t.Parallel()
	m := ckafka.ConfigMap{}
	m.Set("group.id=set-form") // want `"set-form" reaches kafka.ConfigMap.Set\("group.id=..."\) in TestConfigMapSet`
	c, _ := ckafka.NewConsumer(&m)
	c.Subscribe("orders", nil)
}
