// Package readerjoin holds the default-mode cases of segmentio/kafka-go's reader on the
// real library (v0.4.51): its NewReader joins the group itself, through
// NewConsumerGroup(ConsumerGroupConfig{ID: config.GroupID}). The join is reported once, as
// reaching the modelled kafka.ReaderConfig.GroupID where the test writes it, and not a
// second time inside NewReader.
package readerjoin

import (
	"testing"

	"example.com/real/bus"

	segkafka "github.com/segmentio/kafka-go"
)

var brokers = []string{"localhost:9092"}

// Validated, then consumed: reported.
func TestValidateThenConsume(t *testing.T) {
	cfg := segkafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "validated-consumed"} // want `"validated-consumed" reaches kafka.ReaderConfig.GroupID in TestValidateThenConsume and also in TestValidateThenHelper`
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	segkafka.NewReader(cfg)
}

// Handed to a function the analysis does not know (here, stored by a helper): it may reach
// a consumer, so it is reported.
var stored []segkafka.ReaderConfig

func keep(c segkafka.ReaderConfig) { stored = append(stored, c) }

func TestValidateThenHelper(t *testing.T) {
	cfg := segkafka.ReaderConfig{GroupID: "validated-consumed"} // want `"validated-consumed" reaches kafka.ReaderConfig.GroupID in TestValidateThenHelper and also in TestValidateThenConsume`
	_ = cfg.Validate()
	keep(cfg)
}

// A defined type over the library's configuration has the library's fields.
func TestDefinedTypeA(t *testing.T) {
	bus.NewReader(bus.ReaderConfig{Brokers: brokers, GroupID: "defined"}) // want `"defined" reaches kafka.ReaderConfig.GroupID in TestDefinedTypeA and also in TestDefinedTypeB`
}

func TestDefinedTypeB(t *testing.T) {
	cfg := bus.ReaderConfig{Brokers: brokers}
	cfg.GroupID = "defined" // want `"defined" reaches kafka.ReaderConfig.GroupID in TestDefinedTypeB and also in TestDefinedTypeA`
	bus.NewReader(cfg)
}

// A struct that embeds the library's configuration.
func TestEmbeddedA(t *testing.T) {
	bus.Open(bus.Config{ReaderConfig: segkafka.ReaderConfig{Brokers: brokers, GroupID: "embedded"}}) // want `"embedded" reaches kafka.ReaderConfig.GroupID in TestEmbeddedA and also in TestEmbeddedB`
}

func TestEmbeddedB(t *testing.T) {
	var cfg bus.Config
	cfg.Brokers = brokers
	cfg.GroupID = "embedded" // want `"embedded" reaches kafka.ReaderConfig.GroupID in TestEmbeddedB and also in TestEmbeddedA`
	bus.Open(cfg)
}
