// Package brokeriface is a team's broker over kafka-go, reached through an interface: the
// constructor returns broker.Broker, the group comes in a functional option that
// Subscribe applies in a loop, and Subscribe's own default group is random.
package brokeriface

import (
	"context"
	"crypto/rand"

	"github.com/segmentio/kafka-go"

	"example.com/real/brokeriface/broker"
)

type kafkaBroker struct {
	readerConfig kafka.ReaderConfig
}

// NewBroker returns the kafka-go implementation of broker.Broker.
func NewBroker(addr string) broker.Broker {
	b := &kafkaBroker{readerConfig: kafka.ReaderConfig{Brokers: []string{addr}}}
	return b
}

// Subscribe joins the queue the options name, or a random one.
func (b *kafkaBroker) Subscribe(topic string, h broker.Handler, opts ...broker.SubscribeOption) (broker.Subscriber, error) {
	options := broker.SubscribeOptions{Context: context.Background(), AutoAck: true, Queue: rand.Text()}
	for _, o := range opts {
		o(&options)
	}
	readerConfig := b.readerConfig
	readerConfig.Topic = topic
	readerConfig.GroupID = options.Queue
	sub := newSubscriber(options, readerConfig, h)
	go sub.run()
	return sub, nil
}

type subscriber struct {
	reader  *kafka.Reader
	options broker.SubscribeOptions
	handler broker.Handler
}

func newSubscriber(options broker.SubscribeOptions, readerConfig kafka.ReaderConfig, h broker.Handler) *subscriber {
	return &subscriber{options: options, reader: kafka.NewReader(readerConfig), handler: h}
}

func (s *subscriber) run() {
	for {
		m, err := s.reader.FetchMessage(s.options.Context)
		if err != nil {
			return
		}
		_ = s.handler(s.options.Context, m.Topic)
		if s.options.AutoAck {
			_ = s.reader.CommitMessages(s.options.Context, m)
		}
	}
}

func (s *subscriber) Unsubscribe() error { return s.reader.Close() }

// memoryBroker is another implementation: it joins no Kafka group.
type memoryBroker struct{}

func (memoryBroker) Subscribe(topic string, h broker.Handler, opts ...broker.SubscribeOption) (broker.Subscriber, error) {
	return nil, nil
}

// NewAny returns either implementation: which one a test gets is not known here.
func NewAny(addr string) broker.Broker {
	if addr == "" {
		return memoryBroker{}
	}
	return &kafkaBroker{readerConfig: kafka.ReaderConfig{Brokers: []string{addr}}}
}

// SubscribeOrders subscribes to the orders topic with the options it is given, passed on
// unchanged.
func SubscribeOrders(opts ...broker.SubscribeOption) (broker.Subscriber, error) {
	return NewBroker("localhost:9092").Subscribe("orders", nil, opts...)
}

// SubscribeAudit adds an option of its own to those it is given before it passes them on.
func SubscribeAudit(opts ...broker.SubscribeOption) (broker.Subscriber, error) {
	opts = append(opts, broker.WithBatchSize(1))
	return NewBroker("localhost:9092").Subscribe("audit", nil, opts...)
}
