// Package orders publishes order and invoice events to Kafka and decodes them.
package orders

import (
	"context"
	"encoding/json"

	"github.com/twmb/franz-go/pkg/kgo"
)

// Order is placed by a customer; its events are keyed by customer, so that one customer's
// orders stay in order on one partition.
type Order struct {
	ID       string `json:"id"`
	Customer string `json:"customer"`
	Total    int    `json:"total_cents"`
}

// Invoice bills a customer.
type Invoice struct {
	ID       string `json:"id"`
	Customer string `json:"customer"`
	Amount   int    `json:"amount_cents"`
}

// Publish sends v, JSON-encoded and keyed by key, to topic and waits for the broker's ack.
func Publish(ctx context.Context, cl *kgo.Client, topic, key string, v any) error {
	value, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return cl.ProduceSync(ctx, &kgo.Record{Topic: topic, Key: []byte(key), Value: value}).FirstErr()
}

// Decode decodes the JSON value of r into v.
func Decode(r *kgo.Record, v any) error { return json.Unmarshal(r.Value, v) }
