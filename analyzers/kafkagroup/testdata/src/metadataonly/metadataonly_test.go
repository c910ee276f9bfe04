package metadataonly

import (
	"context"
	"testing"

	"github.com/IBM/sarama"
	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
)

// Every test here builds its consumer with the suite's one group, one test after another.
// Only the consumers that can join the group are reported: the group is reused by them.
const group = "suite"

const brokers = "localhost:9092"

// Negatives: consumers that never join the group, nor read or commit its offsets.

// messageCount only asks for metadata and watermarks: ListOffsets and Metadata requests
// name the topic, never the group.
func messageCount(topic string) (int, error) {
	config := &kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}
	c, err := kafka.NewConsumer(config)
	if err != nil {
		return 0, err
	}
	defer c.Close()
	md, err := c.GetMetadata(&topic, false, 5000)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, p := range md.Topics[topic].Partitions {
		low, high, err := c.QueryWatermarkOffsets(topic, p.ID, 5000)
		if err != nil {
			continue
		}
		n += int(high - low)
	}
	return n, nil
}

func TestCountBefore(t *testing.T) {
	if _, err := messageCount("orders"); err != nil {
		t.Fatal(err)
	}
}

func TestCountAfter(t *testing.T) {
	if _, err := messageCount("orders"); err != nil {
		t.Fatal(err)
	}
}

// Built, compared, printed, discarded and closed, in a closure too.
func TestCloseOnly(t *testing.T) {
	cfg := kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}
	var c, err = kafka.NewConsumer(&cfg)
	if err != nil || c == nil {
		t.Fatal(err)
	}
	t.Log(c.String(), c.IsClosed())
	_ = c
	defer func() { _ = c.Close() }()
	kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group})
}

// Only the constructor's error is checked: a test of the configuration's validation.
func TestBadConfig(t *testing.T) {
	_, err := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group, "session.timeout.ms": -1})
	if err == nil {
		t.Fatal("want an error")
	}
}

// Offsets for a timestamp and cached watermarks, asked from a goroutine: no group either.
func TestOffsetsForTimes(t *testing.T) {
	c, err := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	done := make(chan struct{})
	go func() {
		defer close(done)
		topic := "orders"
		c.OffsetsForTimes([]kafka.TopicPartition{{Topic: &topic}}, 5000)
		c.GetWatermarkOffsets(topic, 0)
	}()
	<-done
}

// A sarama group that is created and closed never joins: only Consume sends JoinGroup.
func TestSaramaClosed(t *testing.T) {
	g, err := sarama.NewConsumerGroup([]string{brokers}, group, sarama.NewConfig())
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	g.PauseAll()
	for err := range g.Errors() {
		t.Log(err)
	}
}

// Positives: each consumer can join the group.

func TestSubscribe(t *testing.T) {
	c, err := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `constant consumer group "suite" reaches kafka.ConfigMap\["group.id"\] in TestSubscribe and also in`
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.GetMetadata(nil, true, 5000)
	c.Subscribe("orders", nil)
}

// Assign starts from the group's committed offsets, and Committed reads them.
func TestAssign(t *testing.T) {
	c, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestAssign and also in`
	topic := "orders"
	c.Assign([]kafka.TopicPartition{{Topic: &topic}})
	d, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestAssign and also in`
	d.Committed([]kafka.TopicPartition{{Topic: &topic}}, 5000)
}

func drain(c *kafka.Consumer) {
	for range c.Events() {
	}
}

// Handed to a helper, which may do anything with it.
func TestPassedToHelper(t *testing.T) {
	c, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestPassedToHelper and also in`
	defer c.Close()
	drain(c)
}

// Returned by a helper: its callers may subscribe. The finding is in the helper.
func newConsumer() (*kafka.Consumer, error) {
	return kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] via metadataonly.newConsumer in TestReturned and also in`
}

func TestReturned(t *testing.T) {
	c, _ := newConsumer()
	defer c.Close()
	c.GetMetadata(nil, true, 5000)
}

type fixture struct{ c *kafka.Consumer }

var shared *kafka.Consumer

// Stored in a field, a package-level variable or a slice, held as an interface, or taken
// as a method value: used out of sight.
func TestStored(t *testing.T) {
	f := &fixture{}
	f.c, _ = kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group})    // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestStored and also in`
	shared, _ = kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestStored and also in`
	c, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group})     // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestStored and also in`
	all := []*kafka.Consumer{c}
	_ = all
	var closer interface{ Close() error }
	closer, _ = kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestStored and also in`
	closer.Close()
	d, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestStored and also in`
	poll := d.Poll
	poll(100)
}

// Consume joins the sarama group.
func TestSaramaConsume(t *testing.T) {
	g, err := sarama.NewConsumerGroup([]string{brokers}, group, sarama.NewConfig()) // want `"suite" reaches sarama.NewConsumerGroup in TestSaramaConsume and also in`
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	g.Consume(context.Background(), []string{"orders"}, nil)
}
