// Package groupprotocol implements the consumer-group protocol on sarama's Broker, as
// consumer-group wrappers do: the constructor keeps the group in the consumer and joins
// it in a goroutine, whose methods send the group's requests.
package groupprotocol

import "github.com/Shopify/sarama"

type Client struct{ sarama.Client }

func NewClient(addrs []string, config *sarama.Config) (*Client, error) {
	client, err := sarama.NewClient(addrs, config)
	if err != nil {
		return nil, err
	}
	return &Client{Client: client}, nil
}

type Consumer struct {
	client   *Client
	groupID  string
	memberID string
	dying    chan struct{}
	messages chan *sarama.ConsumerMessage
	handle   func(*sarama.ConsumerMessage)
}

func NewConsumer(addrs []string, groupID string, topics []string) (*Consumer, error) {
	client, err := NewClient(addrs, nil)
	if err != nil {
		return nil, err
	}
	return NewConsumerFromClient(client, groupID, topics)
}

func NewConsumerFromClient(client *Client, groupID string, topics []string) (*Consumer, error) {
	c := &Consumer{client: client, groupID: groupID, dying: make(chan struct{})}
	if err := c.client.RefreshCoordinator(groupID); err != nil {
		return nil, err
	}
	go c.mainLoop()
	return c, nil
}

func (c *Consumer) mainLoop() {
	for {
		select {
		case <-c.dying:
			return
		default:
		}
		c.nextTick()
	}
}

func (c *Consumer) nextTick() {
	if err := c.joinGroup(); err != nil {
		return
	}
	if err := c.syncGroup(); err != nil {
		return
	}
	_ = c.heartbeat()
}

func (c *Consumer) joinGroup() error {
	req := &sarama.JoinGroupRequest{
		GroupId:      c.groupID,
		MemberId:     c.memberID,
		ProtocolType: "consumer",
	}
	if err := req.AddGroupProtocolMetadata("range", &sarama.ConsumerGroupMemberMetadata{Version: 1}); err != nil {
		return err
	}
	broker, err := c.client.Coordinator(c.groupID)
	if err != nil {
		return err
	}
	resp, err := broker.JoinGroup(req)
	if err != nil {
		return err
	}
	c.memberID = resp.MemberId
	return nil
}

func (c *Consumer) syncGroup() error {
	broker, err := c.client.Coordinator(c.groupID)
	if err != nil {
		return err
	}
	_, err = broker.SyncGroup(&sarama.SyncGroupRequest{GroupId: c.groupID, MemberId: c.memberID})
	return err
}

func (c *Consumer) heartbeat() error {
	broker, err := c.client.Coordinator(c.groupID)
	if err != nil {
		return err
	}
	_, err = broker.Heartbeat(&sarama.HeartbeatRequest{GroupId: c.groupID, MemberId: c.memberID})
	return err
}

// NewHandledConsumer is NewConsumerFromClient with a handler that the consumer hands each
// message to.
func NewHandledConsumer(client *Client, groupID string, handle func(*sarama.ConsumerMessage)) (*Consumer, error) {
	c, err := NewConsumerFromClient(client, groupID, nil)
	if err != nil {
		return nil, err
	}
	c.handle = handle
	return c, nil
}

// Messages delivers the messages of the consumer's partitions.
func (c *Consumer) Messages() <-chan *sarama.ConsumerMessage { return c.messages }

// MarkOffset marks a message as processed: the next commit commits its offset.
func (c *Consumer) MarkOffset(msg *sarama.ConsumerMessage, metadata string) {}

// Run hands each message to the consumer's handler and marks it: it consumes and commits
// on its own, with no argument.
func (c *Consumer) Run() error {
	for msg := range c.messages {
		if c.handle != nil {
			c.handle(msg)
		}
		c.MarkOffset(msg, "")
	}
	return nil
}

// CommitOffsets commits the group's offsets.
func (c *Consumer) CommitOffsets(topic string, partition int32, offset int64) error {
	req := &sarama.OffsetCommitRequest{Version: 2, ConsumerGroup: c.groupID, ConsumerID: c.memberID}
	req.AddBlock(topic, partition, offset, 0, 0, "")
	broker, err := c.client.Coordinator(c.groupID)
	if err != nil {
		return err
	}
	_, err = broker.CommitOffset(req)
	return err
}

// Close leaves the group with the member ID of the join, which counts already.
func (c *Consumer) Close() error {
	close(c.dying)
	broker, err := c.client.Coordinator(c.groupID)
	if err != nil {
		return err
	}
	_, err = broker.LeaveGroup(&sarama.LeaveGroupRequest{GroupId: c.groupID, MemberId: c.memberID})
	return err
}

// JoinRequest builds a request for its caller to send: the group is in the field of the
// request it returns.
func JoinRequest(group string) *sarama.JoinGroupRequest {
	return &sarama.JoinGroupRequest{GroupId: group, ProtocolType: "consumer"}
}

// Send sends a request it is given.
func Send(broker *sarama.Broker, req *sarama.JoinGroupRequest) error {
	_, err := broker.JoinGroup(req)
	return err
}

// Rejoin sends a request a helper builds.
func Rejoin(broker *sarama.Broker) error {
	return Send(broker, JoinRequest("rejoin-group"))
}

// Describe only looks at the group from outside: it joins nothing.
func Describe(broker *sarama.Broker, group string) error {
	_, err := broker.DescribeGroups(&sarama.DescribeGroupsRequest{Groups: []string{group}})
	return err
}

// Offsets reads the group's committed offsets, as an administrator does: it joins nothing.
func Offsets(broker *sarama.Broker, group, topic string) error {
	req := &sarama.OffsetFetchRequest{Version: 1, ConsumerGroup: group}
	req.AddPartition(topic, 0)
	_, err := broker.FetchOffset(req)
	return err
}

// Encode builds a request and never sends it: an Encoder (a json.Encoder) writes it.
func Encode(enc Encoder, group string) error {
	return enc.Encode(&sarama.JoinGroupRequest{GroupId: group})
}

type Encoder interface{ Encode(v any) error }
