// want package:"kafka"

// Package groupclient implements the consumer-group protocol on sarama's Broker, as
// consumer-group wrappers do: the constructor keeps the group in the consumer and joins
// it in a goroutine, whose methods send the group's requests.
package groupclient

import "github.com/IBM/sarama"

type Client struct{ sarama.Client }

func NewClient(addrs []string, config *sarama.Config) (*Client, error) { // want NewClient:`^writes\(param1\)$` NewClient:"leavespositions"
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
}

func NewConsumer(addrs []string, groupID string, topics []string) (*Consumer, error) { // want NewConsumer:`^sink\(sarama.Broker.JoinGroup\(request.GroupId\)=param1\) sink\(sarama.Broker.SyncGroup\(request.GroupId\)=param1\) sink\(sarama.Broker.Heartbeat\(request.GroupId\)=param1\) field\(groupID=param1\)$` NewConsumer:"leavespositions"
	client, err := NewClient(addrs, nil)
	if err != nil {
		return nil, err
	}
	return NewConsumerFromClient(client, groupID, topics)
}

func NewConsumerFromClient(client *Client, groupID string, topics []string) (*Consumer, error) { // want NewConsumerFromClient:`^sink\(sarama.Broker.JoinGroup\(request.GroupId\)=param1\) sink\(sarama.Broker.SyncGroup\(request.GroupId\)=param1\) sink\(sarama.Broker.Heartbeat\(request.GroupId\)=param1\) field\(groupID=param1\)$` NewConsumerFromClient:"leavespositions"
	c := &Consumer{client: client, groupID: groupID, dying: make(chan struct{})}
	if err := c.client.RefreshCoordinator(groupID); err != nil {
		return nil, err
	}
	go c.mainLoop()
	return c, nil
}

func (c *Consumer) mainLoop() { // want mainLoop:`^sink\(sarama.Broker.JoinGroup\(request.GroupId\)=recv.groupID\) sink\(sarama.Broker.SyncGroup\(request.GroupId\)=recv.groupID\) sink\(sarama.Broker.Heartbeat\(request.GroupId\)=recv.groupID\) writes\(recv.memberID\)$`
	for {
		select {
		case <-c.dying:
			return
		default:
		}
		c.nextTick()
	}
}

func (c *Consumer) nextTick() { // want nextTick:`^sink\(sarama.Broker.JoinGroup\(request.GroupId\)=recv.groupID\) sink\(sarama.Broker.SyncGroup\(request.GroupId\)=recv.groupID\) sink\(sarama.Broker.Heartbeat\(request.GroupId\)=recv.groupID\) writes\(recv.memberID\)$`
	if err := c.joinGroup(); err != nil {
		return
	}
	if err := c.syncGroup(); err != nil {
		return
	}
	_ = c.heartbeat()
}

func (c *Consumer) joinGroup() error { // want joinGroup:`^sink\(sarama.Broker.JoinGroup\(request.GroupId\)=recv.groupID\) writes\(recv.memberID\)$`
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

func (c *Consumer) syncGroup() error { // want syncGroup:`^sink\(sarama.Broker.SyncGroup\(request.GroupId\)=recv.groupID\)$`
	broker, err := c.client.Coordinator(c.groupID)
	if err != nil {
		return err
	}
	_, err = broker.SyncGroup(&sarama.SyncGroupRequest{GroupId: c.groupID, MemberId: c.memberID})
	return err
}

func (c *Consumer) heartbeat() error { // want heartbeat:`^sink\(sarama.Broker.Heartbeat\(request.GroupId\)=recv.groupID\)$`
	broker, err := c.client.Coordinator(c.groupID)
	if err != nil {
		return err
	}
	_, err = broker.Heartbeat(&sarama.HeartbeatRequest{GroupId: c.groupID, MemberId: c.memberID})
	return err
}

// CommitOffsets commits the group's offsets.
func (c *Consumer) CommitOffsets(topic string, partition int32, offset int64) error { // want CommitOffsets:`^sink\(sarama.Broker.CommitOffset\(request.ConsumerGroup\)=recv.groupID\)$`
	req := &sarama.OffsetCommitRequest{Version: 2, ConsumerGroup: c.groupID, ConsumerID: c.memberID}
	req.AddBlock(topic, partition, offset, 0, "")
	broker, err := c.client.Coordinator(c.groupID)
	if err != nil {
		return err
	}
	_, err = broker.CommitOffset(req)
	return err
}

// Close leaves the group with the member ID of the join, which counts already.
func (c *Consumer) Close() error { // want Close:"leavespositions"
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
func JoinRequest(group string) *sarama.JoinGroupRequest { // want JoinRequest:`^field\(GroupId=param0\) field\(ProtocolType="consumer"\)$`
	return &sarama.JoinGroupRequest{GroupId: group, ProtocolType: "consumer"}
}

// Send sends a request it is given.
func Send(broker *sarama.Broker, req *sarama.JoinGroupRequest) error { // want Send:`^sink\(sarama.Broker.JoinGroup\(request.GroupId\)=param1.GroupId\) writes\(param0\)$`
	_, err := broker.JoinGroup(req)
	return err
}

// Rejoin sends a request a helper builds.
func Rejoin(broker *sarama.Broker) error { // want Rejoin:`^sink\(sarama.Broker.JoinGroup\(request.GroupId\)="rejoin-group"\) writes\(param0\)$`
	return Send(broker, JoinRequest("rejoin-group"))
}

// Describe only looks at the group from outside: it joins nothing.
func Describe(broker *sarama.Broker, group string) error { // want Describe:`^writes\(param0\)$`
	_, err := broker.DescribeGroups(&sarama.DescribeGroupsRequest{Groups: []string{group}})
	return err
}

// Offsets reads the group's committed offsets, as an administrator does: it joins nothing.
func Offsets(broker *sarama.Broker, group, topic string) error { // want Offsets:`^writes\(param0\)$`
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
