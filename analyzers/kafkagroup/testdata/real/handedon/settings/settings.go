// Package settings is a team's wrapper over kafka-go that hands its settings pointer to
// other functions before it builds the reader, and applies functional options in a loop.
package settings

import (
	"context"
	"encoding/json"
	"errors"
	"os"

	"github.com/segmentio/kafka-go"
)

// Settings are the consumer's settings, nested as configuration files have them.
type Settings struct {
	Brokers  []string
	Consumer struct{ GroupID string }
}

// validate reads the settings and writes none of them.
func validate(s *Settings) error {
	if len(s.Brokers) == 0 {
		return errors.New("no brokers")
	}
	return nil
}

// logSettings does nothing with them.
func logSettings(s *Settings) {}

// withEnvGroup replaces the group with one from the environment.
func withEnvGroup(s *Settings) {
	s.Consumer.GroupID = os.Getenv("KAFKA_GROUP")
}

// Validated checks the settings first, then joins their group.
func Validated(s *Settings) *kafka.Reader {
	if err := validate(s); err != nil {
		return nil
	}
	logSettings(s)
	return kafka.NewReader(kafka.ReaderConfig{Brokers: s.Brokers, GroupID: s.Consumer.GroupID})
}

// FromEnv joins the group the environment names: the caller's is replaced.
func FromEnv(s *Settings) *kafka.Reader {
	withEnvGroup(s)
	return kafka.NewReader(kafka.ReaderConfig{Brokers: s.Brokers, GroupID: s.Consumer.GroupID})
}

// Decoded joins the group of a configuration document, decoded over the caller's settings.
func Decoded(s *Settings, doc []byte) *kafka.Reader {
	if err := json.Unmarshal(doc, s); err != nil {
		return nil
	}
	return kafka.NewReader(kafka.ReaderConfig{Brokers: s.Brokers, GroupID: s.Consumer.GroupID})
}

// A Client joins when it starts; its options are applied in a loop.
type Client struct {
	brokers []string
	group   string
	r       *kafka.Reader
}

// An Option sets one of the client's settings.
type Option func(*Client)

// WithGroup sets the group the client joins.
func WithGroup(g string) Option { return func(c *Client) { c.group = g } }

// New applies opts in order to a client with the default group.
func New(brokers []string, opts ...Option) *Client {
	c := &Client{brokers: brokers, group: "default-group"}
	for _, o := range opts {
		o(c)
	}
	return c
}

// Start joins the client's group.
func (c *Client) Start(ctx context.Context) {
	c.r = kafka.NewReader(kafka.ReaderConfig{Brokers: c.brokers, GroupID: c.group, Topic: "events"})
}

// SetGroup replaces the group the client joins.
func (c *Client) SetGroup(g string) { c.group = g }

// normalize replaces the group with the environment's and, while depth lasts, applies the
// defaults, which normalize again: the two summaries depend on each other.
func normalize(s *Settings, depth int) {
	s.Consumer.GroupID = os.Getenv("KAFKA_GROUP")
	if depth > 0 {
		applyDefaults(s, depth-1)
	}
}

func applyDefaults(s *Settings, depth int) { normalize(s, depth) }

// Normalized joins the group that normalize leaves: the environment's.
func Normalized(s *Settings) *kafka.Reader {
	applyDefaults(s, 1)
	return kafka.NewReader(kafka.ReaderConfig{Brokers: s.Brokers, GroupID: s.Consumer.GroupID})
}

// TopicGroup joins a group named after the topic: its own join, from a field that is no
// group field.
func TopicGroup(cfg kafka.ReaderConfig) *kafka.Reader {
	return kafka.NewReader(kafka.ReaderConfig{Brokers: cfg.Brokers, Topic: cfg.Topic, GroupID: cfg.Topic + "-group"})
}
