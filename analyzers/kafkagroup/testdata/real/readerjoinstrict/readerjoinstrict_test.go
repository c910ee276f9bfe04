// Package readerjoinstrict holds the strict-mode cases of segmentio/kafka-go's reader on
// the real library (v0.4.51), whose NewReader joins the group itself: one finding per join,
// at the modelled kafka.ReaderConfig.GroupID, and none for a reader without brokers, which
// NewReader refuses.
package readerjoinstrict

import (
	"reflect"
	"testing"

	segkafka "github.com/segmentio/kafka-go"
)

var brokers = []string{"localhost:9092"}

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
// joins nothing, and the join inside it is not followed.
func TestNoBrokerSegmentio(t *testing.T) {
	t.Parallel()
	cfg := segkafka.ReaderConfig{GroupID: "gotest", Topic: "t"}
	if err := cfg.Validate(); err == nil {
		t.Fatal("no brokers")
	}
	segkafka.NewReader(segkafka.ReaderConfig{GroupID: "gotest"})
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
