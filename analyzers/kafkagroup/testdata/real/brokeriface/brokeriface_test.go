package brokeriface

import (
	"testing"

	"example.com/real/brokeriface/broker"
)

const addr = "localhost:9092"

const ordersGroup = "orders-group"

// Two serial tests subscribe with one group through the interface the constructor returns:
// the second resumes from the offsets the first committed.
func TestSubscribeOrders(t *testing.T) {
	b := NewBroker(addr)
	b.Subscribe("orders", nil, broker.WithSubscribeQueueName(ordersGroup)) // want `constant consumer group "orders-group" reaches kafka.ReaderConfig.GroupID via brokeriface.kafkaBroker.Subscribe in TestSubscribeOrders and also in TestSubscribeRefunds`
}

func TestSubscribeRefunds(t *testing.T) {
	b := NewBroker(addr)
	b.Subscribe("refunds", nil, broker.WithSubscribeQueueName(ordersGroup)) // want `"orders-group" reaches kafka.ReaderConfig.GroupID via brokeriface.kafkaBroker.Subscribe in TestSubscribeRefunds and also in TestSubscribeOrders`
}

// The constructor's result used at once, in parallel tests.
func TestParallelA(t *testing.T) {
	t.Parallel()
	NewBroker(addr).Subscribe("audit", nil, broker.WithSubscribeQueueName("audit-group")) // want `constant consumer group "audit-group" reaches kafka.ReaderConfig.GroupID via brokeriface.kafkaBroker.Subscribe in parallel test TestParallelA`
}

func TestParallelB(t *testing.T) {
	t.Parallel()
	NewBroker(addr).Subscribe("audit", nil, broker.WithSubscribeQueueName("audit-group")) // want `"audit-group" reaches kafka.ReaderConfig.GroupID via brokeriface.kafkaBroker.Subscribe in parallel test TestParallelB`
}

// Not reported: each test's own group, Subscribe's random default group, and a broker
// that may be another implementation.

func TestOwnGroupA(t *testing.T) {
	t.Parallel()
	NewBroker(addr).Subscribe("own", nil, broker.WithSubscribeQueueName(t.Name()))
}

func TestOwnGroupB(t *testing.T) {
	t.Parallel()
	NewBroker(addr).Subscribe("own", nil, broker.WithSubscribeQueueName(t.Name()))
}

func TestDefaultGroupA(t *testing.T) {
	t.Parallel()
	NewBroker(addr).Subscribe("default", nil)
}

func TestDefaultGroupB(t *testing.T) {
	t.Parallel()
	b := NewBroker(addr)
	b.Subscribe("default", nil)
}

func TestEitherA(t *testing.T) {
	t.Parallel()
	NewAny(addr).Subscribe("either", nil, broker.WithSubscribeQueueName("either-group"))
}

func TestEitherB(t *testing.T) {
	t.Parallel()
	NewAny(addr).Subscribe("either", nil, broker.WithSubscribeQueueName("either-group"))
}

func TestReassignedA(t *testing.T) {
	t.Parallel()
	b := NewBroker(addr)
	if testing.Short() {
		b = memoryBroker{}
	}
	b.Subscribe("reassigned", nil, broker.WithSubscribeQueueName("reassigned-group"))
}

func TestReassignedB(t *testing.T) {
	t.Parallel()
	b := NewBroker(addr)
	if testing.Short() {
		b = memoryBroker{}
	}
	b.Subscribe("reassigned", nil, broker.WithSubscribeQueueName("reassigned-group"))
}

// Options that return another option: a setting over the broker's generic option sets no
// group, and one over the queue option sets the group it is given.
func TestBatchA(t *testing.T) {
	t.Parallel()
	NewBroker(addr).Subscribe("batch", nil, broker.WithSubscribeQueueName("batch-group"), broker.WithBatchSize(100)) // want `constant consumer group "batch-group" reaches kafka.ReaderConfig.GroupID via brokeriface.kafkaBroker.Subscribe in parallel test TestBatchA`
}

func TestBatchB(t *testing.T) {
	t.Parallel()
	NewBroker(addr).Subscribe("batch", nil, broker.WithBatchSize(10), broker.WithTeamQueue("batch-group")) // want `"batch-group" reaches kafka.ReaderConfig.GroupID via brokeriface.kafkaBroker.Subscribe in parallel test TestBatchB`
}

// Not reported: the last option gives each subscriber a queue of its own.
func TestRandomQueueA(t *testing.T) {
	t.Parallel()
	NewBroker(addr).Subscribe("random", nil, broker.WithSubscribeQueueName("random-group"), broker.WithRandomQueue())
}

func TestRandomQueueB(t *testing.T) {
	t.Parallel()
	NewBroker(addr).Subscribe("random", nil, broker.WithSubscribeQueueName("random-group"), broker.WithRandomQueue())
}

// A wrapper that passes its options on with opts...: the group is the test's.
func TestForwardedA(t *testing.T) {
	t.Parallel()
	SubscribeOrders(broker.WithSubscribeQueueName("forwarded-group")) // want `constant consumer group "forwarded-group" reaches kafka.ReaderConfig.GroupID via brokeriface.SubscribeOrders in parallel test TestForwardedA`
}

func TestForwardedB(t *testing.T) {
	t.Parallel()
	SubscribeOrders(broker.WithBatchSize(5), broker.WithSubscribeQueueName("forwarded-group")) // want `"forwarded-group" reaches kafka.ReaderConfig.GroupID via brokeriface.SubscribeOrders in parallel test TestForwardedB`
}

// Not reported: each test's own group through the same wrapper; and a wrapper that
// appends to the options before it passes them on, which is not followed.
func TestForwardedOwnA(t *testing.T) {
	t.Parallel()
	SubscribeOrders(broker.WithSubscribeQueueName(t.Name()))
}

func TestForwardedOwnB(t *testing.T) {
	t.Parallel()
	SubscribeOrders(broker.WithSubscribeQueueName(t.Name()))
}

func TestAppendedA(t *testing.T) {
	t.Parallel()
	SubscribeAudit(broker.WithSubscribeQueueName("appended-group"))
}

func TestAppendedB(t *testing.T) {
	t.Parallel()
	SubscribeAudit(broker.WithSubscribeQueueName("appended-group"))
}
