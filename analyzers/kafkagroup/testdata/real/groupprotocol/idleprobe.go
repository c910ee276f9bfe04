package groupprotocol

import (
	"sync"

	"github.com/Shopify/sarama"
)

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

// MarkingConsumer is sarama-cluster's shape: it marks nothing itself, and a loop that its
// constructor starts commits what the caller marked.
type MarkingConsumer struct {
	c      *Consumer
	marked map[int32]int64
	done   chan struct{}
}

func NewMarkingConsumer(addrs []string, groupID string) (*MarkingConsumer, error) {
	c, err := NewConsumer(addrs, groupID, nil)
	if err != nil {
		return nil, err
	}
	m := &MarkingConsumer{c: c, marked: make(map[int32]int64), done: make(chan struct{})}
	go m.commitLoop()
	return m, nil
}

func (m *MarkingConsumer) commitLoop() {
	for {
		select {
		case <-m.done:
			return
		default:
		}
		_ = m.commitMarked()
	}
}

// commitMarked commits the offsets the caller marked.
func (m *MarkingConsumer) commitMarked() error {
	for partition, offset := range m.marked {
		if err := m.c.CommitOffsets("topic-a", partition, offset); err != nil {
			return err
		}
	}
	return nil
}

// Mark marks a message as processed: the commit loop commits its offset.
func (m *MarkingConsumer) Mark(msg *sarama.ConsumerMessage) { m.marked[msg.Partition] = msg.Offset + 1 }

// Process marks each message it reads: it takes nothing and returns only an error, and the
// commit loop commits what it marks.
func (m *MarkingConsumer) Process() error {
	for msg := range m.c.Messages() {
		m.Mark(msg)
	}
	return nil
}

// Close stops the commit loop and leaves the group.
func (m *MarkingConsumer) Close() error {
	close(m.done)
	return m.c.Close()
}

// CommitOnCloseConsumer commits what the caller marked when it is closed, as
// sarama-cluster's Consumer.Close does: once, through a commit with retries.
type CommitOnCloseConsumer struct {
	c         *Consumer
	marked    map[int32]int64
	closeOnce sync.Once
}

func NewCommitOnCloseConsumer(addrs []string, groupID string) (*CommitOnCloseConsumer, error) {
	c, err := NewConsumer(addrs, groupID, nil)
	if err != nil {
		return nil, err
	}
	return &CommitOnCloseConsumer{c: c, marked: make(map[int32]int64)}, nil
}

// Mark marks a message as processed: Close commits its offset.
func (m *CommitOnCloseConsumer) Mark(msg *sarama.ConsumerMessage) {
	m.marked[msg.Partition] = msg.Offset + 1
}

// Close commits the marked offsets (none, when nothing was marked) and leaves the group.
func (m *CommitOnCloseConsumer) Close() (err error) {
	m.closeOnce.Do(func() {
		if e := m.commitWithRetry(3); e != nil {
			err = e
		}
		if e := m.c.Close(); e != nil {
			err = e
		}
	})
	return
}

func (m *CommitOnCloseConsumer) commitWithRetry(retries int) error {
	err := m.commitMarked()
	if err != nil && retries > 0 {
		return m.commitWithRetry(retries - 1)
	}
	return err
}

func (m *CommitOnCloseConsumer) commitMarked() error {
	for partition, offset := range m.marked {
		if err := m.c.CommitOffsets("topic-a", partition, offset); err != nil {
			return err
		}
	}
	return nil
}

// NewConsumerOf is a generic constructor: the type argument only tags the consumer.
func NewConsumerOf[T any](addrs []string, groupID string) (*Consumer, error) {
	return NewConsumer(addrs, groupID, nil)
}

// Reader is an alias of the consumer's type.
type Reader = Consumer

// NewReader returns the consumer through the alias.
func NewReader(addrs []string, groupID string) (*Reader, error) {
	return NewConsumer(addrs, groupID, nil)
}

// NewGenericHandledConsumer is NewInterfaceHandledConsumer with the handler's type a type
// parameter.
func NewGenericHandledConsumer[H Handler](client *Client, groupID string, h H) (*Consumer, error) {
	return NewInterfaceHandledConsumer(client, groupID, h)
}

// DirectCommitOnCloseConsumer is CommitOnCloseConsumer with a Close that commits without
// sync.Once: the commit request is then found through Close.
type DirectCommitOnCloseConsumer struct{ CommitOnCloseConsumer }

func NewDirectCommitOnCloseConsumer(addrs []string, groupID string) (*DirectCommitOnCloseConsumer, error) {
	c, err := NewConsumer(addrs, groupID, nil)
	if err != nil {
		return nil, err
	}
	return &DirectCommitOnCloseConsumer{CommitOnCloseConsumer{c: c, marked: make(map[int32]int64)}}, nil
}

// Close commits the marked offsets (none, when nothing was marked) and leaves the group.
func (m *DirectCommitOnCloseConsumer) Close() error {
	if err := m.commitWithRetry(3); err != nil {
		return err
	}
	return m.c.Close()
}

// ConsumerConfig configures a consumer: its handler is an interface field.
type ConsumerConfig struct {
	GroupID string
	Handler Handler
}

// NewConfiguredConsumer hands each message to the configuration's handler and marks it.
func NewConfiguredConsumer(client *Client, config ConsumerConfig) (*Consumer, error) {
	return NewInterfaceHandledConsumer(client, config.GroupID, config.Handler)
}

// A Logger is a dependency of a consumer: it is given only text.
type Logger interface {
	Printf(format string, args ...any)
}

// LoggedConfig configures a consumer with a logger.
type LoggedConfig struct {
	GroupID string
	Logger  Logger
}

// NewLoggedConsumer logs what the consumer does.
func NewLoggedConsumer(client *Client, config LoggedConfig) (*Consumer, error) {
	return NewConsumerFromClient(client, config.GroupID, nil)
}

// Start starts Run's loop in a goroutine of its own and returns.
func (c *Consumer) Start() error {
	go c.Run()
	return nil
}
