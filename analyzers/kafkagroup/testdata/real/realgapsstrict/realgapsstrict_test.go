// Package realgapsstrict holds the strict-mode cases whose result is wrong on the real
// libraries. segmentio/kafka-go (v0.4.51): its NewReader joins the group itself, through
// NewConsumerGroup(ConsumerGroupConfig{ID: config.GroupID}), and the engine follows that
// into the library, so a constant group in a ReaderConfig that reaches NewReader is
// reported twice (as reaching kafka.ReaderConfig.GroupID and kafka.ConsumerGroupConfig.ID
// via kafka.NewReader), and a reader without brokers, which NewReader refuses, is reported.
// Shopify/sarama (v1.38.1): a consumer that only joins and is closed is reported. The wants
// are the stubs'; TestRealGaps skips this package until the engine is fixed.
package realgapsstrict

import (
	"reflect"
	"testing"

	"example.com/real/idlestrict"

	"github.com/Shopify/sarama"
	segkafka "github.com/segmentio/kafka-go"
)

var (
	brokers = []string{"localhost:9092"}
	broker  = sarama.NewBroker("localhost:9092")
)

func readerConfig(group string) segkafka.ReaderConfig {
	return segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: group}
}

// From sinks: kafka-go's reader configuration, in a literal, a field and an unkeyed literal.
func TestSegmentio(t *testing.T) {
	t.Parallel()
	r := segkafka.NewReader(segkafka.ReaderConfig{Brokers: brokers, GroupID: "seg-a", Topic: "orders"}) // want `constant consumer group "seg-a" reaches kafka.ReaderConfig.GroupID in TestSegmentio`
	defer r.Close()
	cfg := segkafka.ReaderConfig{Brokers: brokers}
	cfg.GroupID = "seg-b" // want `"seg-b" reaches kafka.ReaderConfig.GroupID`
	_ = segkafka.NewReader(cfg)
	// An unkeyed literal: every field of the real ReaderConfig, in order.
	_ = segkafka.NewReader(segkafka.ReaderConfig{brokers, "seg-d", nil, "orders", 0, nil, 0, 0, 0, 0, 0, 0, nil, 0, 0, 0, false, 0, 0, 0, 0, 0, 0, 0, nil, nil, 0, 0, false}) // want `"seg-d" reaches kafka.ReaderConfig.GroupID`
}

// From brokers. The same literal also used to consume is reported (once).
func TestConfigBuilderAndConsumer(t *testing.T) {
	t.Parallel()
	cfg := segkafka.ReaderConfig{GroupID: "consumed"} // want `"consumed" reaches kafka.ReaderConfig.GroupID in TestConfigBuilderAndConsumer`
	if !reflect.DeepEqual(readerConfig("consumed"), cfg) {
		t.Error("mismatch")
	}
	segkafka.NewReader(cfg)
}

// From brokers. Not reported: without brokers the real NewReader panics in Validate and
// joins nothing; on the real library the join inside NewReader is reported all the same.
func TestNoBrokerSegmentio(t *testing.T) {
	t.Parallel()
	cfg := segkafka.ReaderConfig{GroupID: "gotest", Topic: "t"}
	if err := cfg.Validate(); err == nil {
		t.Fatal("no brokers")
	}
	segkafka.NewReader(segkafka.ReaderConfig{GroupID: "gotest"})
}

// From idlestrict. Not reported: a consumer that only joins and is closed reads and leaves
// no offsets, on a rerun either. On the real Shopify/sarama (v1.38.1) it is reported.
func TestClosedAlone(t *testing.T) {
	c, err := idlestrict.NewConsumer(broker, "closed-alone")
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
}

// From brokers: given brokers later, or handed to a helper that may add them: still
// consumers.
func TestBrokerAddedLater(t *testing.T) {
	t.Parallel()
	cfg := segkafka.ReaderConfig{GroupID: "later-field"} // want `"later-field" reaches kafka.ReaderConfig.GroupID in TestBrokerAddedLater`
	cfg.Brokers = []string{"localhost:9092"}
	segkafka.NewReader(cfg)
	newTestReader(segkafka.ReaderConfig{GroupID: "helper-adds"}) // want `"helper-adds" reaches kafka.ReaderConfig.GroupID in TestBrokerAddedLater`
}

func newTestReader(cfg segkafka.ReaderConfig) *segkafka.Reader {
	cfg.Brokers = []string{"localhost:9092"}
	return segkafka.NewReader(cfg)
}
