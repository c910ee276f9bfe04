package sinks

import (
	"context"
	"testing"

	ibm "github.com/IBM/sarama"
	shopify "github.com/Shopify/sarama"
	wmkafka2 "github.com/ThreeDotsLabs/watermill-kafka/v2/pkg/kafka"
	wmkafka "github.com/ThreeDotsLabs/watermill-kafka/v3/pkg/kafka"
	ckafka "github.com/confluentinc/confluent-kafka-go/kafka"
	ckafka2 "github.com/confluentinc/confluent-kafka-go/v2/kafka"
	"github.com/lovoo/goka"
	segkafka "github.com/segmentio/kafka-go"
	"github.com/twmb/franz-go/pkg/kgo"
)

var brokers = []string{"localhost:9092"}

func TestIBMSarama(t *testing.T) {
	t.Parallel()
	cfg := ibm.NewConfig()
	ga, _ := ibm.NewConsumerGroup(brokers, "ibm-a", cfg) // want `constant consumer group "ibm-a" reaches sarama.NewConsumerGroup in TestIBMSarama: reruns and other packages' tests on the same broker share its committed offsets`
	ga.Consume(context.Background(), []string{"orders"}, nil)
	client, _ := ibm.NewClient(brokers, cfg)
	gb, _ := ibm.NewConsumerGroupFromClient("ibm-b", client) // want `constant consumer group "ibm-b" reaches sarama.NewConsumerGroupFromClient in TestIBMSarama`
	gb.Consume(context.Background(), []string{"orders"}, nil)
	om, _ := ibm.NewOffsetManagerFromClient("ibm-c", client) // want `constant consumer group "ibm-c" reaches sarama.NewOffsetManagerFromClient in TestIBMSarama`
	om.ManagePartition("orders", 0)
}

func TestShopifySarama(t *testing.T) {
	t.Parallel()
	cfg := shopify.NewConfig()
	ga, _ := shopify.NewConsumerGroup(brokers, "shopify-a", cfg) // want `constant consumer group "shopify-a" reaches sarama.NewConsumerGroup in TestShopifySarama`
	ga.Consume(context.Background(), []string{"orders"}, nil)
	client, _ := shopify.NewClient(brokers, cfg)
	gb, _ := shopify.NewConsumerGroupFromClient("shopify-b", client) // want `"shopify-b" reaches sarama.NewConsumerGroupFromClient`
	gb.Consume(context.Background(), []string{"orders"}, nil)
	om, _ := shopify.NewOffsetManagerFromClient("shopify-c", client) // want `"shopify-c" reaches sarama.NewOffsetManagerFromClient`
	om.ManagePartition("orders", 0)
}

func TestSegmentio(t *testing.T) {
	t.Parallel()
	_, _ = segkafka.NewConsumerGroup(segkafka.ConsumerGroupConfig{ID: "seg-c", Brokers: brokers}) // want `"seg-c" reaches kafka.ConsumerGroupConfig.ID`
}

func TestConfluent(t *testing.T) {
	t.Parallel()
	c, _ := ckafka.NewConsumer(&ckafka.ConfigMap{"bootstrap.servers": "localhost", "group.id": "cf-a"}) // want `constant consumer group "cf-a" reaches kafka.ConfigMap\["group.id"\] in TestConfluent`
	defer c.Close()
	c.Subscribe("orders", nil)
	m := ckafka.ConfigMap{}
	m["group.id"] = "cf-b"           // want `"cf-b" reaches kafka.ConfigMap\["group.id"\]`
	_ = m.SetKey("group.id", "cf-c") // want `"cf-c" reaches kafka.ConfigMap.SetKey\("group.id"\)`
	_ = m.Set("group.id=cf-d")       // want `"cf-d" reaches kafka.ConfigMap.Set\("group.id=..."\)`
	_ = m.SetKey("client.id", "not-a-group")
	_ = m.Set("client.id=not-a-group")
	m["auto.offset.reset"] = "earliest"
	_, _ = m.Get("group.id", nil) // reads one key: the map still reaches the consumer below
	c2, _ := ckafka.NewConsumer(&m)
	c2.Subscribe("orders", nil)
}

func TestConfluentV2(t *testing.T) {
	t.Parallel()
	m := &ckafka2.ConfigMap{"bootstrap.servers": "localhost:9092", "group.id": "cf2-a"} // want `"cf2-a" reaches kafka.ConfigMap\["group.id"\]`
	c, _ := ckafka2.NewConsumer(m)
	c.Subscribe("orders", nil)
	_ = m.SetKey("group.id", "cf2-b") // want `"cf2-b" reaches kafka.ConfigMap.SetKey`
}

// A map whose group is set and read back with Get reaches no consumer: Get returns the
// value of one key, not the map.
func TestConfigMapGet(t *testing.T) {
	t.Parallel()
	m := &ckafka2.ConfigMap{}
	if err := m.Set("group.id=read-back"); err != nil {
		t.Fatal(err)
	}
	if v, err := m.Get("group.id", nil); err != nil || v != "read-back" {
		t.Fatal(v, err)
	}
}

func TestFranz(t *testing.T) {
	t.Parallel()
	cl, _ := kgo.NewClient(kgo.SeedBrokers(brokers...), kgo.ConsumerGroup("franz-a"), kgo.ConsumeTopics("orders")) // want `constant consumer group "franz-a" reaches kgo.ConsumerGroup in TestFranz`
	defer cl.Close()
	cl.PollFetches(context.Background())
}

const gokaGroup goka.Group = "goka-b"

// goka joins the group of the graph when the processor runs.
func TestGoka(t *testing.T) {
	t.Parallel()
	p, _ := goka.NewProcessor(brokers, goka.DefineGroup(goka.Group("goka-a"))) // want `constant consumer group "goka-a" reaches goka.NewProcessor in TestGoka`
	p.Run(context.Background())
	g := goka.DefineGroup(gokaGroup)
	p2, _ := goka.NewProcessor(brokers, g) // want `"goka-b" reaches goka.NewProcessor`
	p2.Run(context.Background())
}

// An empty group ID is no consumer group: nothing is shared.
func TestEmptyGroup(t *testing.T) {
	t.Parallel()
	segkafka.NewReader(segkafka.ReaderConfig{Brokers: brokers, GroupID: "", Topic: "orders"})
	segkafka.NewReader(segkafka.ReaderConfig{Brokers: brokers, Topic: "orders"})
	_, _ = wmkafka.NewSubscriber(wmkafka.SubscriberConfig{Brokers: brokers, ConsumerGroup: ""}, nil)
	kgo.NewClient(kgo.SeedBrokers(brokers...), kgo.ConsumerGroup(""))
	c, _ := ckafka.NewConsumer(&ckafka.ConfigMap{"bootstrap.servers": "localhost:9092", "group.id": ""})
	c.Subscribe("orders", nil)
}

func TestEmptyGroupAgain(t *testing.T) {
	segkafka.NewReader(segkafka.ReaderConfig{Brokers: brokers, GroupID: "", Topic: "orders"})
	_, _ = wmkafka.NewSubscriber(wmkafka.SubscriberConfig{Brokers: brokers, ConsumerGroup: ""}, nil)
}

func TestWatermill(t *testing.T) {
	t.Parallel()
	_, _ = wmkafka.NewSubscriber(wmkafka.SubscriberConfig{Brokers: brokers, ConsumerGroup: "wm-a"}, nil)   // want `constant consumer group "wm-a" reaches kafka.SubscriberConfig.ConsumerGroup in TestWatermill`
	_, _ = wmkafka2.NewSubscriber(wmkafka2.SubscriberConfig{Brokers: brokers, ConsumerGroup: "wm-b"}, nil) // want `"wm-b" reaches kafka.SubscriberConfig.ConsumerGroup`
}

func TestSuppressed(t *testing.T) {
	t.Parallel()
	//fixturelint:ignore kafkagroup the broker of this test is private to it
	kgo.NewClient(kgo.ConsumerGroup("suppressed"))
}

// Every case of the table has the same group, and the subtests run in parallel.
func TestTable(t *testing.T) {
	tests := []struct {
		name  string
		group string
	}{
		{"created", "table-group"},
		{name: "cancelled", group: "table-group"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			kgo.NewClient(kgo.ConsumerGroup(tc.group)) // want `"table-group" reaches kgo.ConsumerGroup in parallel test TestTable/\*`
		})
	}
	for _, tc := range []*struct{ group string }{{"a"}, {"b"}} {
		t.Run("own", func(t *testing.T) {
			t.Parallel()
			kgo.NewClient(kgo.ConsumerGroup(tc.group)) // each case has its own group
		})
	}
}
