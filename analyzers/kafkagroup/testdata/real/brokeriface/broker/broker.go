// Package broker declares a broker interface and its options; it imports no Kafka library.
package broker

import (
	"context"
	"crypto/rand"
)

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

type contextKey struct{ name string }

// SubscribeContextWithValue is the broker's generic option: it sets only the context.
func SubscribeContextWithValue(k, v any) SubscribeOption {
	return func(o *SubscribeOptions) {
		if o.Context == nil {
			o.Context = context.Background()
		}
		o.Context = context.WithValue(o.Context, k, v)
	}
}

// WithBatchSize names a setting over the generic option.
func WithBatchSize(n int) SubscribeOption {
	return SubscribeContextWithValue(contextKey{"batch"}, n)
}

// WithTeamQueue names the queue after a team, over WithSubscribeQueueName.
func WithTeamQueue(team string) SubscribeOption {
	return WithSubscribeQueueName(team)
}

// WithRandomQueue gives the subscriber a queue of its own.
func WithRandomQueue() SubscribeOption {
	return WithSubscribeQueueName(rand.Text())
}
