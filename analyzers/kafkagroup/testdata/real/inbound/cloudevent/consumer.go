// Package cloudevent is an event-protocol binding over sarama's consumer groups, shaped as
// such bindings are: the constructor keeps the client, the topic and the group in a
// consumer that embeds its message receiver, and OpenInbound creates the sarama consumer
// group under a mutex and consumes in a goroutine.
package cloudevent

import (
	"context"
	"sync"

	"github.com/Shopify/sarama"
)

// Receiver hands the claimed messages on.
type Receiver struct {
	incoming chan *sarama.ConsumerMessage
}

func (r *Receiver) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (r *Receiver) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (r *Receiver) ConsumeClaim(s sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for m := range claim.Messages() {
		r.incoming <- m
		s.MarkMessage(m, "")
	}
	return nil
}

// Consumer joins its group when it is opened.
type Consumer struct {
	Receiver
	client  sarama.Client
	topic   string
	groupID string
	mu      sync.Mutex
}

// NewConsumerFromClient returns a consumer of topic in group on client.
func NewConsumerFromClient(client sarama.Client, groupID, topic string) *Consumer {
	return &Consumer{
		Receiver: Receiver{incoming: make(chan *sarama.ConsumerMessage)},
		client:   client,
		topic:    topic,
		groupID:  groupID,
	}
}

// OpenInbound joins the group and consumes until ctx is done.
func (c *Consumer) OpenInbound(ctx context.Context) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	group, err := sarama.NewConsumerGroupFromClient(c.groupID, c.client)
	if err != nil {
		return err
	}
	go c.consume(ctx, group)
	<-ctx.Done()
	return group.Close()
}

func (c *Consumer) consume(ctx context.Context, group sarama.ConsumerGroup) {
	for ctx.Err() == nil {
		if err := group.Consume(ctx, []string{c.topic}, c); err != nil {
			return
		}
	}
}
