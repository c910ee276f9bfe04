// Package orders publishes order events to Kafka.
package orders

import (
	"context"

	"github.com/twmb/franz-go/pkg/kgo"
)

// Topic is where order events go.
const Topic = "orders"

// Publish sends one event per key to Topic.
func Publish(ctx context.Context, cl *kgo.Client, keys ...string) error {
	for _, k := range keys {
		if err := cl.ProduceSync(ctx, &kgo.Record{Topic: Topic, Key: []byte(k), Value: []byte("event")}).FirstErr(); err != nil {
			return err
		}
	}
	return nil
}
