package groupprotocol

import "github.com/Shopify/sarama"

// Run consumes the consumer's partitions until it is closed: it takes no arguments and
// returns only an error, yet it reads each message and commits its offset.
func (c *Consumer) Run() error {
	for msg := range c.messages {
		c.MarkOffset(msg, "")
		if err := c.CommitOffsets(msg.Topic, msg.Partition, msg.Offset+1); err != nil {
			return err
		}
	}
	return nil
}

// NewAutoCommitConsumer is a consumer that commits the offset of each message it fetches
// itself, in the goroutine its constructor starts: the caller need not read a message for
// the group's offsets to move.
func NewAutoCommitConsumer(addrs []string, groupID string) (*Consumer, error) {
	c, err := NewConsumer(addrs, groupID, nil)
	if err != nil {
		return nil, err
	}
	go c.autoCommit()
	return c, nil
}

func (c *Consumer) autoCommit() {
	for msg := range c.messages {
		_ = c.CommitOffsets(msg.Topic, msg.Partition, msg.Offset+1)
	}
}

// A Handler is given each message that a handled consumer reads: an interface that a
// test implements with a struct of its own, as sarama.ConsumerGroupHandler is.
type Handler interface {
	Handle(msg *sarama.ConsumerMessage) error
}

// NewInterfaceHandledConsumer hands each message to h and marks it once h returns.
func NewInterfaceHandledConsumer(client *Client, groupID string, h Handler) (*Consumer, error) {
	c, err := NewConsumerFromClient(client, groupID, nil)
	if err != nil {
		return nil, err
	}
	go func() {
		for msg := range c.messages {
			if h.Handle(msg) == nil {
				c.MarkOffset(msg, "")
			}
		}
	}()
	return c, nil
}

// Tag is a recursive pointer type: a pointer to a value of its own type.
type Tag *Tag

// NewTaggedConsumer is NewConsumer with an argument of a recursive pointer type.
func NewTaggedConsumer(addrs []string, groupID string, tag Tag) (*Consumer, error) {
	return NewConsumer(addrs, groupID, nil)
}
