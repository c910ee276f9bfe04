// Package consumer is a team's own wrapper over kafka-go and franz-go: it keeps the group ID // want package:"kafka"
// in a configuration struct or in a poller and joins later.
package consumer

import (
	"context"
	"crypto/rand"

	"github.com/segmentio/kafka-go"
	"github.com/twmb/franz-go/pkg/kgo"
)

// Config is the wrapper's configuration; New copies it into the library's.
type Config struct {
	Brokers []string
	Topic   string
	GroupID string
}

// New joins cfg.GroupID.
func New(cfg Config) *kafka.Reader { // want New:`sink\(kafka.ReaderConfig.GroupID=param0.GroupID\) field\(config.GroupID=param0.GroupID\) field\(config.Topic=param0.Topic\)`
	return kafka.NewReader(kafka.ReaderConfig{Brokers: cfg.Brokers, Topic: cfg.Topic, GroupID: cfg.GroupID})
}

// NewFromPtr joins the group of the configuration it points to.
func NewFromPtr(cfg *Config) *kafka.Reader { // want NewFromPtr:`sink\(kafka.ReaderConfig.GroupID=param0.GroupID\) field\(config.GroupID=param0.GroupID\) field\(config.Topic=param0.Topic\)`
	return New(*cfg)
}

// A Poller stores its group when it is created and joins when it starts.
type Poller struct {
	addrs []string
	group string
	cl    *kgo.Client
}

// NewPoller keeps group in the poller; it joins nothing.
func NewPoller(addrs []string, group string) *Poller { // want NewPoller:`field\(group=param1\)`
	return &Poller{addrs: addrs, group: group}
}

// Start joins the poller's group.
func (p *Poller) Start(ctx context.Context) error { // want Start:`sink\(kgo.ConsumerGroup=recv.group\)`
	cl, err := kgo.NewClient(kgo.SeedBrokers(p.addrs...), kgo.ConsumerGroup(p.group))
	p.cl = cl
	return err
}

// SetGroup replaces the group the poller will join.
func (p *Poller) SetGroup(group string) { p.group = group } // want SetGroup:`writes\(recv.group\)`

// Close joins nothing.
func (p *Poller) Close() {}

// Open returns the poller with an error, as constructors that dial do.
func Open(addrs []string, group string) (*Poller, error) { // want Open:`field\(group=param1\)`
	if len(addrs) == 0 {
		return nil, nil
	}
	p := &Poller{addrs: addrs}
	p.group = group
	return p, nil
}

// A Service embeds a poller and has its methods.
type Service struct {
	*Poller
	Name string
}

// Reader joins the configuration's group: a method of a copy, which sets the library's
// field by assignment.
func (c Config) Reader() *kafka.Reader { // want Reader:`sink\(kafka.ReaderConfig.GroupID=recv.GroupID\)`
	rc := kafka.ReaderConfig{Brokers: c.Brokers, Topic: c.Topic}
	rc.GroupID = c.GroupID
	return kafka.NewReader(rc)
}

// A Builder sets the consumer's settings one method at a time.
type Builder struct {
	brokers []string
	group   string
	client  string
}

func NewBuilder(addrs ...string) *Builder { return &Builder{brokers: addrs, client: "builder"} } // want NewBuilder:`field\(client="builder"\)`

// WithGroup sets the group.
func (b *Builder) WithGroup(g string) *Builder { // want WithGroup:`field\(group=param0\) writes\(recv.group\) returns\(recv\)`
	b.group = g
	return b
}

// WithUniqueGroup gives the consumer a group of its own.
func (b *Builder) WithUniqueGroup() *Builder { // want WithUniqueGroup:`writes\(recv.group\) returns\(recv\)`
	b.group = "builder-" + rand.Text()
	return b
}

// Build joins the group.
func (b *Builder) Build() *kgo.Client { // want Build:`sink\(kgo.ConsumerGroup=recv.group\)`
	cl, _ := kgo.NewClient(kgo.SeedBrokers(b.brokers...), kgo.ConsumerGroup(b.group))
	return cl
}
