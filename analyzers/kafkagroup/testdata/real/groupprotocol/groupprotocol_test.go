package groupprotocol

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/Shopify/sarama"
)

var addrs = []string{"localhost:9092"}

const testGroup = "cluster-group"

func newConsumerOf(group string) (*Consumer, error) {
	return NewConsumer(addrs, group, []string{"topic-a"})
}

// The constructor joins the group in a goroutine with sarama's JoinGroup request: two
// tests, one after the other, share the group's committed offsets.
func TestInitAndShare(t *testing.T) {
	c, err := newConsumerOf(testGroup) // want `constant consumer group "cluster-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.newConsumerOf in TestInitAndShare and also in TestManualCommit: each test resumes from the offsets the other committed`
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
}

func TestManualCommit(t *testing.T) {
	c, err := newConsumerOf(testGroup) // want `"cluster-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via .* in TestManualCommit and also in TestInitAndShare`
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.CommitOffsets("topic-a", 0, 42)
}

// Two parallel tests join one group at once through the constructor.
func TestParallelA(t *testing.T) {
	t.Parallel()
	NewConsumer(addrs, "parallel-cluster", nil) // want `constant consumer group "parallel-cluster" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in parallel test TestParallelA`
}

func TestParallelB(t *testing.T) {
	t.Parallel()
	NewConsumer(addrs, "parallel-cluster", nil) // want `"parallel-cluster" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in parallel test TestParallelB`
}

// A request that a helper builds and the test sends.
func TestRejoinA(t *testing.T) {
	Send(sarama.NewBroker(addrs[0]), JoinRequest("rejoined")) // want `"rejoined" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.Send in TestRejoinA and also in TestRejoinB`
}

func TestRejoinB(t *testing.T) {
	req := &sarama.JoinGroupRequest{GroupId: "rejoined"}
	sarama.NewBroker(addrs[0]).JoinGroup(req) // want `"rejoined" reaches sarama.Broker.JoinGroup\(request.GroupId\) in TestRejoinB and also in TestRejoinA`
}

// Offsets committed in a transaction are the group's.
func TestTxnCommitA(t *testing.T) {
	sarama.NewBroker(addrs[0]).TxnOffsetCommit(&sarama.TxnOffsetCommitRequest{TransactionalID: "txn", GroupID: "txn-group"}) // want `"txn-group" reaches sarama.Broker.TxnOffsetCommit\(request.GroupID\) in TestTxnCommitA and also in TestTxnCommitB`
}

func TestTxnCommitB(t *testing.T) {
	sarama.NewBroker(addrs[0]).TxnOffsetCommit(&sarama.TxnOffsetCommitRequest{TransactionalID: "txn", GroupID: "txn-group"}) // want `"txn-group" reaches sarama.Broker.TxnOffsetCommit\(request.GroupID\) in TestTxnCommitB and also in TestTxnCommitA`
}

// Not reported: requests that name the group but join nothing.

// Built and only encoded.
func TestEncodeA(t *testing.T) {
	var buf bytes.Buffer
	if err := Encode(json.NewEncoder(&buf), "encoded"); err != nil {
		t.Fatal(err)
	}
}

func TestEncodeB(t *testing.T) {
	var buf bytes.Buffer
	req := &sarama.SyncGroupRequest{GroupId: "encoded"}
	if err := json.NewEncoder(&buf).Encode(req); err != nil {
		t.Fatal(err)
	}
}

// Handed to a coordinator of the test's own, whose method only has Broker's name.
type fakeCoordinator struct{ joins []*sarama.JoinGroupRequest }

func (f *fakeCoordinator) JoinGroup(req *sarama.JoinGroupRequest) (*sarama.JoinGroupResponse, error) {
	f.joins = append(f.joins, req)
	return &sarama.JoinGroupResponse{}, nil
}

func TestFakeCoordinatorA(t *testing.T) {
	f := &fakeCoordinator{}
	f.JoinGroup(&sarama.JoinGroupRequest{GroupId: "faked"})
}

func TestFakeCoordinatorB(t *testing.T) {
	f := &fakeCoordinator{}
	f.JoinGroup(JoinRequest("faked"))
}

// Sent, but as an observer: describing the group joins nothing.
func TestDescribeA(t *testing.T) {
	Describe(sarama.NewBroker(addrs[0]), "described")
}

func TestDescribeB(t *testing.T) {
	sarama.NewBroker(addrs[0]).DescribeGroups(&sarama.DescribeGroupsRequest{Groups: []string{"described"}})
}

// Leaving needs the member ID of an earlier join: alone, it joins nothing.
func TestLeaveA(t *testing.T) {
	sarama.NewBroker(addrs[0]).LeaveGroup(&sarama.LeaveGroupRequest{GroupId: "left", MemberId: "m-1"})
}

func TestLeaveB(t *testing.T) {
	sarama.NewBroker(addrs[0]).LeaveGroup(&sarama.LeaveGroupRequest{GroupId: "left", MemberId: "m-2"})
}

// Reading or deleting the group's offsets are an administrator's requests, and adding
// them to a transaction commits nothing until TxnOffsetCommit.
func TestAdminA(t *testing.T) {
	b := sarama.NewBroker(addrs[0])
	b.DeleteOffsets(&sarama.DeleteOffsetsRequest{Group: "administered"})
	b.AddOffsetsToTxn(&sarama.AddOffsetsToTxnRequest{TransactionalID: "txn", GroupID: "administered"})
	Offsets(b, "administered", "topic-a")
}

func TestAdminB(t *testing.T) {
	b := sarama.NewBroker(addrs[0])
	b.DeleteOffsets(&sarama.DeleteOffsetsRequest{Group: "administered"})
	b.AddOffsetsToTxn(&sarama.AddOffsetsToTxnRequest{TransactionalID: "txn", GroupID: "administered"})
	Offsets(b, "administered", "topic-a")
}

// A broker of the test's own: nobody else reaches its group.
func TestMockBrokerA(t *testing.T) {
	mb := sarama.NewMockBroker(t, 1)
	defer mb.Close()
	NewConsumer([]string{mb.Addr()}, "mocked", nil)
}

func TestMockBrokerB(t *testing.T) {
	mb := sarama.NewMockBroker(t, 1)
	defer mb.Close()
	NewConsumer([]string{mb.Addr()}, "mocked", nil)
}

// A consumer that a test only lets join and closes is handed no message and no position:
// it neither reads the group's offsets nor moves them, so the group is shared only by
// the tests that read and commit.
func TestOnlyClosed(t *testing.T) {
	client, err := NewClient(addrs, nil)
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewConsumerFromClient(client, "idle-group", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := NewConsumerFromClient(client, "idle-group", nil); err == nil {
		t.Fatal("a second consumer on one client")
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestReads(t *testing.T) {
	c, err := NewConsumer(addrs, "idle-group", nil) // want `"idle-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestReads and also in TestMarks: each test resumes`
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	<-c.Messages()
}

func TestMarks(t *testing.T) {
	c, err := NewConsumer(addrs, "idle-group", nil) // want `"idle-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestMarks and also in TestReads: each test resumes`
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.MarkOffset(&sarama.ConsumerMessage{Topic: "topic-a", Offset: 1}, "")
}

// A consumer handed to a helper, and one given a handler, may read: both count.
func TestHelperReads(t *testing.T) {
	c, _ := NewConsumer(addrs, "handed-group", nil) // want `"handed-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestHelperReads and also in TestHandlerReads`
	defer c.Close()
	drain(c)
}

func drain(c *Consumer) { <-c.Messages() }

func TestHandlerReads(t *testing.T) {
	client, _ := NewClient(addrs, nil)
	c, _ := NewHandledConsumer(client, "handed-group", func(*sarama.ConsumerMessage) {}) // want `"handed-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewHandledConsumer in TestHandlerReads and also in TestHelperReads`
	defer c.Close()
}

// A method without arguments but Close may consume and commit (Run): both count.
func TestRunsA(t *testing.T) {
	c, _ := NewConsumer(addrs, "run-group", nil) // want `"run-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestRunsA and also in TestRunsB`
	defer c.Close()
	go c.Run()
}

func TestRunsB(t *testing.T) {
	c, _ := NewConsumer(addrs, "run-group", nil) // want `"run-group" reaches sarama.Broker.JoinGroup\(request.GroupId\) via groupprotocol.NewConsumer in TestRunsB and also in TestRunsA`
	defer c.Close()
	c.Run()
}

// Not reported: two tests whose consumers only join and close.
func TestIdleA(t *testing.T) {
	c, _ := NewConsumer(addrs, "idle-only-group", nil)
	defer c.Close()
}

func TestIdleB(t *testing.T) {
	if c, err := NewConsumer(addrs, "idle-only-group", nil); err == nil {
		c.Close()
	}
}
