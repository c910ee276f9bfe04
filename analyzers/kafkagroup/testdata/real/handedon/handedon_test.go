// Package handedon holds the cases of a settings pointer handed to other functions before
// the join (a validator, a logger: the group stays known; a function that writes it, or a
// decoder: it does not) and of functional options applied in a loop.
package handedon

import (
	"context"
	"os"
	"testing"

	"github.com/segmentio/kafka-go"

	"example.com/real/handedon/settings"
)

var brokers = []string{"localhost:9092"}

func TestValidatedA(t *testing.T) {
	t.Parallel()
	s := &settings.Settings{Brokers: brokers}
	s.Consumer.GroupID = "validated" // want `constant consumer group "validated" reaches kafka.ReaderConfig.GroupID via settings.Validated in parallel test TestValidatedA`
	settings.Validated(s)
}

func TestValidatedB(t *testing.T) {
	t.Parallel()
	s := &settings.Settings{Brokers: brokers}
	s.Consumer.GroupID = "validated" // want `constant consumer group "validated" reaches kafka.ReaderConfig.GroupID via settings.Validated in parallel test TestValidatedB`
	settings.Validated(s)
}

// FromEnv replaces the group before it joins: the constant never reaches the reader.
func TestFromEnvA(t *testing.T) {
	t.Parallel()
	s := &settings.Settings{Brokers: brokers}
	s.Consumer.GroupID = "replaced"
	settings.FromEnv(s)
}

func TestFromEnvB(t *testing.T) {
	t.Parallel()
	s := &settings.Settings{Brokers: brokers}
	s.Consumer.GroupID = "replaced"
	settings.FromEnv(s)
}

// The decoder may set any field: which group joins depends on the document.
func TestDecodedA(t *testing.T) {
	t.Parallel()
	s := &settings.Settings{Brokers: brokers}
	s.Consumer.GroupID = "decoded"
	settings.Decoded(s, []byte(`{}`))
}

func TestDecodedB(t *testing.T) {
	t.Parallel()
	s := &settings.Settings{Brokers: brokers}
	s.Consumer.GroupID = "decoded"
	settings.Decoded(s, []byte(`{}`))
}

// Options applied in a loop set the group that Start joins.
func TestOptionA(t *testing.T) {
	t.Parallel()
	settings.New(brokers, settings.WithGroup("ledger")).Start(context.Background()) // want `constant consumer group "ledger" reaches kafka.ReaderConfig.GroupID via settings.Client.Start in parallel test TestOptionA`
}

func TestOptionB(t *testing.T) {
	t.Parallel()
	c := settings.New(brokers, settings.WithGroup("ledger")) // want `constant consumer group "ledger" reaches kafka.ReaderConfig.GroupID via settings.Client.Start in parallel test TestOptionB`
	c.Start(context.Background())
}

// The helper replaces the group through the client's own setter, which writes a field this
// package cannot name: the group the client joins is no longer known.
func configure(c *settings.Client) { c.SetGroup(os.Getenv("KAFKA_GROUP")) }

func TestConfiguredA(t *testing.T) {
	t.Parallel()
	c := settings.New(brokers, settings.WithGroup("configured"))
	configure(c)
	c.Start(context.Background())
}

func TestConfiguredB(t *testing.T) {
	t.Parallel()
	c := settings.New(brokers, settings.WithGroup("configured"))
	configure(c)
	c.Start(context.Background())
}

// Helpers that call each other replace the group: not reported, whatever their order.
func TestNormalizedA(t *testing.T) {
	t.Parallel()
	s := &settings.Settings{Brokers: brokers}
	s.Consumer.GroupID = "normalized"
	settings.Normalized(s)
}

func TestNormalizedB(t *testing.T) {
	t.Parallel()
	s := &settings.Settings{Brokers: brokers}
	s.Consumer.GroupID = "normalized"
	settings.Normalized(s)
}

// A group built from the topic joins in the helper: reported once, where the first test
// calls it (the group is built in the helper, one site for both tests).
func TestTopicGroupA(t *testing.T) {
	t.Parallel()
	settings.TopicGroup(kafka.ReaderConfig{Brokers: brokers, Topic: "orders"}) // want `constant consumer group "orders-group" reaches kafka.ReaderConfig.GroupID via settings.TopicGroup in parallel test TestTopicGroupA`
}

func TestTopicGroupB(t *testing.T) {
	t.Parallel()
	settings.TopicGroup(kafka.ReaderConfig{Brokers: brokers, Topic: "orders"})
}
