package metadataonly

import (
	"context"
	"testing"
	"time"

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

// Closed through an interface: the call dispatches to Consumer.Close.
func TestClosedAsInterface(t *testing.T) {
	var closer interface{ Close() error }
	closer, _ = kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group})
	closer.Close()
}

// Built in either branch, then only closed: the consumer after the if is one of the two.
func TestEitherBranchClosed(t *testing.T) {
	var c *kafka.Consumer
	if testing.Short() {
		c, _ = kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group})
	} else {
		c, _ = kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group, "debug": "all"})
	}
	defer c.Close()
	c.GetMetadata(nil, true, 5000)
}

// newConsumer returns a consumer of the suite's group: whether it joins is up to each
// caller, and the finding names only those that make it join (TestReturnedSubscribe).
func newConsumer() (*kafka.Consumer, error) {
	return kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] via metadataonly.newConsumer in TestReturnedSubscribe and also in`
}

// newConsumerOrFail hands newConsumer's consumer on: its callers decide too.
func newConsumerOrFail(t *testing.T) *kafka.Consumer {
	c, err := newConsumer()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestReturned(t *testing.T) {
	c, _ := newConsumer()
	defer c.Close()
	c.GetMetadata(nil, true, 5000)
}

func TestReturnedOffsets(t *testing.T) {
	c := newConsumerOrFail(t)
	defer c.Close()
	topic := "orders"
	c.OffsetsForTimes([]kafka.TopicPartition{{Topic: &topic}}, 5000)
}

// testConsumer builds a consumer from its caller's configuration after adjusting a few
// keys, and returns it: each caller decides whether the group is joined.
func testConsumer(t *testing.T, conf *kafka.ConfigMap) (*kafka.Consumer, error) {
	conf.Set("client.id=" + t.Name())
	if _, ok := (*conf)["session.timeout.ms"]; ok && testing.Short() {
		delete(*conf, "session.timeout.ms")
	}
	return kafka.NewConsumer(conf)
}

func TestConfigMetadata(t *testing.T) {
	conf := kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}
	c, err := testConsumer(t, &conf)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.GetMetadata(nil, true, 5000)
}

func TestConfigWatermarks(t *testing.T) {
	c, err := testConsumer(t, &kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group, "session.timeout.ms": 6000})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = c.Close() }()
	c.QueryWatermarkOffsets("orders", 0, 5000)
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

// A consumer assigned explicit offsets that never subscribes nor commits neither joins
// the group nor reads its offsets: it starts where it is told.
func TestAssignExplicit(t *testing.T) {
	c, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group})
	topic := "orders"
	msg := &kafka.Message{}
	c.Assign([]kafka.TopicPartition{{Topic: &topic, Partition: 0, Offset: msg.TopicPartition.Offset}})
	c.ReadMessage(time.Second)
	c.Close()
	d, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group})
	d.Assign([]kafka.TopicPartition{{Topic: &topic, Offset: kafka.OffsetBeginning}, {Topic: &topic, Partition: 1, Offset: 42}})
	d.Poll(100)
}

// At the stored offset, or committing what it read: it uses the group's offsets.
func TestAssignStored(t *testing.T) {
	c, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestAssignStored and also in`
	topic := "orders"
	c.Assign([]kafka.TopicPartition{{Topic: &topic, Offset: 7}, {Topic: &topic, Partition: 1, Offset: kafka.OffsetStored}})
	c.Poll(100)
	d, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestAssignStored and also in`
	d.Assign([]kafka.TopicPartition{{Topic: &topic, Offset: 7}})
	m, _ := d.ReadMessage(time.Second)
	d.CommitMessage(m)
	e, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestAssignStored and also in`
	e.Assign([]kafka.TopicPartition{{Topic: &topic, Offset: 7}})
	e.Subscribe(topic, nil)
	e.Poll(100)
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

// The same helpers, and the caller makes the consumer join.
func TestReturnedSubscribe(t *testing.T) {
	c, _ := newConsumer()
	defer c.Close()
	c.Subscribe("orders", nil)
}

func TestConfigSubscribe(t *testing.T) {
	conf := &kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group} // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestConfigSubscribe and also in`
	c, _ := testConsumer(t, conf)
	c.SubscribeTopics([]string{"orders"}, nil)
}

// Built in either branch, then subscribed: both consumers can join.
func TestEitherBranchSubscribe(t *testing.T) {
	var c *kafka.Consumer
	if testing.Short() {
		c, _ = kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestEitherBranchSubscribe and also in`
	} else {
		c, _ = kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group, "debug": "all"}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestEitherBranchSubscribe and also in`
	}
	c.Subscribe("orders", nil)
}

// Captured by a closure that subscribes.
func TestCapturedSubscribe(t *testing.T) {
	c, _ := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": group}) // want `"suite" reaches kafka.ConfigMap\["group.id"\] in TestCapturedSubscribe and also in`
	defer c.Close()
	subscribe := func(topic string) { c.Subscribe(topic, nil) }
	subscribe("orders")
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
