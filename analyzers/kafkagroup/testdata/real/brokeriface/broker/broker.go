// Package broker declares a broker interface and its options; it imports no Kafka library.
package broker

import "context"

type SubscribeOptions struct {
	Context context.Context
	AutoAck bool
	Queue   string
}

type SubscribeOption func(*SubscribeOptions)

// WithSubscribeQueueName sets the group the subscriber joins.
func WithSubscribeQueueName(name string) SubscribeOption {
	return func(o *SubscribeOptions) {
		if o == nil {
			return
		}
		o.Queue = name
	}
}

type Handler func(ctx context.Context, topic string) error

type Subscriber interface{ Unsubscribe() error }

type Broker interface {
	Subscribe(topic string, h Handler, opts ...SubscribeOption) (Subscriber, error)
}
