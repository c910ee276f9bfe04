// Package inbound holds tests that open consumers of an event-protocol binding of another
// package: the group goes through the binding's constructor into its consumer, and the
// consumer's OpenInbound joins it.
package inbound

import (
	"context"
	"testing"

	"github.com/Shopify/sarama"

	"example.com/real/inbound/cloudevent"
)

func newClient(t *testing.T) sarama.Client {
	client, err := sarama.NewClient([]string{"localhost:9092"}, sarama.NewConfig())
	if err != nil {
		t.Skip(err)
	}
	return client
}

func closed() context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return ctx
}

// open joins group: OpenInbound reads the group from its consumer before it hands the
// consumer to sarama as the handler, so what sarama may do with it comes too late to
// change the group joined.
func open(t *testing.T, group string) {
	_ = cloudevent.NewConsumerFromClient(newClient(t), group, "events").OpenInbound(closed())
}

// A hook that the tests cannot see into, which may change a consumer it is given.
type preparer interface{ Prepare(*cloudevent.Consumer) }

// openPrepared hands the consumer to the hook before it opens it: the group it joins may
// be the hook's, not group.
func openPrepared(t *testing.T, p preparer, group string) {
	c := cloudevent.NewConsumerFromClient(newClient(t), group, "events")
	p.Prepare(c)
	_ = c.OpenInbound(closed())
}

// openThenReport hands the consumer to the hook after it was opened: the join has
// already read group.
func openThenReport(t *testing.T, p preparer, group string) {
	c := cloudevent.NewConsumerFromClient(newClient(t), group, "events")
	_ = c.OpenInbound(closed())
	p.Prepare(c)
}

// Two parallel tests open consumers of one group: the broker splits the topic's
// partitions between them, and each test misses the events the other one receives.
func TestReceivesA(t *testing.T) {
	t.Parallel()
	open(t, "ledger") // want `constant consumer group "ledger" reaches sarama.NewConsumerGroupFromClient via inbound.open in parallel test TestReceivesA`
}

func TestReceivesB(t *testing.T) {
	t.Parallel()
	open(t, "ledger") // want `"ledger" reaches sarama.NewConsumerGroupFromClient via inbound.open in parallel test TestReceivesB`
}

// The same binding with a group of each test's own: nothing is shared.
func TestOwnGroupA(t *testing.T) {
	t.Parallel()
	open(t, "ledger-a")
}

func TestOwnGroupB(t *testing.T) {
	t.Parallel()
	open(t, "ledger-b")
}

func TestPreparedA(t *testing.T) {
	t.Parallel()
	openPrepared(t, nil, "audit")
}

func TestPreparedB(t *testing.T) {
	t.Parallel()
	openPrepared(t, nil, "audit")
}

func TestReportedA(t *testing.T) {
	t.Parallel()
	openThenReport(t, nil, "billing") // want `constant consumer group "billing" reaches sarama.NewConsumerGroupFromClient via inbound.openThenReport in parallel test TestReportedA`
}

func TestReportedB(t *testing.T) {
	t.Parallel()
	openThenReport(t, nil, "billing") // want `"billing" reaches sarama.NewConsumerGroupFromClient via inbound.openThenReport in parallel test TestReportedB`
}
