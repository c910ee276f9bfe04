package varconfig

import (
	"testing"

	ckafka "github.com/confluentinc/confluent-kafka-go/kafka"
	segkafka "github.com/segmentio/kafka-go"

	"example.com/real/crosspkg/testutil"
)

// Consumer configurations built once at package level carry their group into every test.
// The finding is at the group in the initializer, once for all the tests that use it.
var readerConfig = segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "cfg-group", Topic: "orders"} // want `constant consumer group "cfg-group" reaches kafka.ReaderConfig.GroupID via readerConfig in TestReader: .*; no fix: the group ID is in the initializer of readerConfig; build the configuration in the test`

var consumerConfig = &ckafka.ConfigMap{"bootstrap.servers": "localhost:9092", "group.id": "cm-group"} // want `"cm-group" reaches kafka.ConfigMap\["group.id"\] via consumerConfig in TestConfluentFirst and also in TestConfluentSecond`

// A configuration without a group is fine.
var producerConfig = &ckafka.ConfigMap{"bootstrap.servers": "localhost:9092"}

func TestReader(t *testing.T) {
	t.Parallel()
	r := segkafka.NewReader(readerConfig)
	defer r.Close()
}

func TestConfluentFirst(t *testing.T) {
	c, _ := ckafka.NewConsumer(consumerConfig)
	c.Subscribe("orders", nil)
}

func TestConfluentSecond(t *testing.T) {
	c, _ := ckafka.NewConsumer(consumerConfig)
	c.Subscribe("orders", nil)
}

func TestProducer(t *testing.T) {
	t.Parallel()
	ckafka.NewProducer(producerConfig)
}

func TestHelperPackageConfig(t *testing.T) {
	t.Parallel()
	segkafka.NewReader(testutil.ReaderConfig) // want `"util-cfg" reaches kafka.ReaderConfig.GroupID via testutil.ReaderConfig in TestHelperPackageConfig: .*; no fix: the group ID is in the initializer of testutil.ReaderConfig`
}

// A directive on the declaration silences every finding about the variable.
//
//fixturelint:ignore kafkagroup each CI job gets its own broker
var quietConfig = segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "quiet-cfg"}

//fixturelint:ignore kafkagroup each CI job gets its own broker
var quietGroup = "quiet-group"

func TestQuiet(t *testing.T) {
	t.Parallel()
	segkafka.NewReader(quietConfig)
	segkafka.NewReader(segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: quietGroup})
}
