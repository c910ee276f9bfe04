// Package bus is a team's own message bus: functional options set the group, and defined // want package:"kafka"
// types wrap the library's configuration.
package bus

import (
	"github.com/segmentio/kafka-go"
	"github.com/twmb/franz-go/pkg/kgo"
)

type options struct {
	brokers []string
	group   string
	retries int
}

// An Option sets a field of the subscription's options.
type Option func(*options)

// Group sets the consumer group.
func Group(g string) Option { // want Group:`option\(group=param0\)`
	return func(o *options) { o.group = g }
}

// Retries sets no group.
func Retries(n int) Option { // want Retries:`option\(retries=\?\)`
	return func(o *options) { o.retries = n }
}

// Brokers sets the brokers.
func Brokers(addrs ...string) Option { // want Brokers:`option\(brokers=\?\)`
	return func(o *options) { o.brokers = addrs }
}

// Subscribe applies its options, then joins their group.
func Subscribe(topic string, opts ...Option) *kgo.Client { // want Subscribe:`sink\(kgo.ConsumerGroup=opts1.group\|""\)`
	o := options{brokers: []string{"localhost:9092"}}
	for _, opt := range opts {
		opt(&o)
	}
	cl, _ := kgo.NewClient(kgo.SeedBrokers(o.brokers...), kgo.ConsumeTopics(topic), kgo.ConsumerGroup(o.group))
	return cl
}

// SubscribeDefault joins "bus-default" unless an option sets another group.
func SubscribeDefault(topic string, opts ...Option) *kgo.Client { // want SubscribeDefault:`sink\(kgo.ConsumerGroup=opts1.group\|"bus-default"\)`
	o := &options{group: "bus-default"}
	for _, opt := range opts {
		opt(o)
	}
	cl, _ := kgo.NewClient(kgo.ConsumeTopics(topic), kgo.ConsumerGroup(o.group))
	return cl
}

// ReaderConfig is a defined type over the library's configuration.
type ReaderConfig kafka.ReaderConfig

// NewReader converts the configuration back to the library's type.
func NewReader(cfg ReaderConfig) *kafka.Reader { // want NewReader:`field\(config.GroupID=param0.GroupID\) field\(config.Topic=param0.Topic\)`
	return kafka.NewReader(kafka.ReaderConfig(cfg))
}

// Config embeds the library's configuration.
type Config struct {
	kafka.ReaderConfig
	Retries int
}

// Open consumes with the embedded configuration.
func Open(cfg Config) *kafka.Reader { // want Open:`field\(config.GroupID=param0.ReaderConfig.GroupID\) field\(config.Topic=param0.ReaderConfig.Topic\)`
	return kafka.NewReader(cfg.ReaderConfig)
}

// SubscribeIgnoring takes options and applies none of them.
func SubscribeIgnoring(topic string, opts ...Option) *kgo.Client {
	var o options
	cl, _ := kgo.NewClient(kgo.ConsumeTopics(topic), kgo.ConsumerGroup(o.group))
	return cl
}

// SubscribeFirst applies its first option only.
func SubscribeFirst(topic string, opts ...Option) *kgo.Client {
	o := options{group: "first-default"}
	if len(opts) > 0 {
		opts[0](&o)
	}
	cl, _ := kgo.NewClient(kgo.ConsumeTopics(topic), kgo.ConsumerGroup(o.group))
	return cl
}

type subOptions struct{ group string }

// A SubOption sets a field of a consumer's options through an interface.
type SubOption interface{ apply(*subOptions) }

type subOptionFunc func(*subOptions)

func (f subOptionFunc) apply(o *subOptions) { f(o) } // want apply:`^writes\(param0\)$`

// WithGroup sets the consumer's group.
func WithGroup(g string) SubOption { // want WithGroup:`option\(group=param0\)`
	return subOptionFunc(func(o *subOptions) { o.group = g })
}

// Consume applies its options through their method, then joins their group.
func Consume(topic string, opts ...SubOption) *kgo.Client { // want Consume:`sink\(kgo.ConsumerGroup=opts1.group\|""\)`
	var o subOptions
	for _, opt := range opts {
		opt.apply(&o)
	}
	cl, _ := kgo.NewClient(kgo.ConsumeTopics(topic), kgo.ConsumerGroup(o.group))
	return cl
}
