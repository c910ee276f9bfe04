package scheduler

import (
	"testing"

	"github.com/twmb/franz-go/pkg/kgo"
)

// A helper that writes the constant, called by many parallel tests: one finding, at the
// helper, where the one fix goes; the callers are related information.
func startInventory(t *testing.T) {
	t.Helper()
	kgo.NewClient(kgo.ConsumerGroup("inventory")) // want `constant consumer group "inventory" reaches kgo.ConsumerGroup via scheduler.startInventory in parallel test TestInventoryA: concurrent tests`
}

func TestInventoryA(t *testing.T) {
	t.Parallel()
	startInventory(t)
}

func TestInventoryB(t *testing.T) {
	t.Parallel()
	startInventory(t)
}

func TestInventoryC(t *testing.T) {
	t.Parallel()
	startInventory(t)
}

func TestInventoryD(t *testing.T) {
	t.Parallel()
	startInventory(t)
}

func TestInventoryE(t *testing.T) {
	t.Parallel()
	startInventory(t)
}

// A helper given the group by its callers: each test writes the constant, and each gets its
// own ID from the fix, so each call is a finding.
func consume(t *testing.T, group string) {
	t.Helper()
	kgo.NewClient(kgo.ConsumerGroup(group))
}

func TestShippingA(t *testing.T) {
	t.Parallel()
	consume(t, "shipping") // want `"shipping" reaches kgo.ConsumerGroup via scheduler.consume in parallel test TestShippingA`
}

func TestShippingB(t *testing.T) {
	t.Parallel()
	consume(t, "shipping") // want `"shipping" reaches kgo.ConsumerGroup via scheduler.consume in parallel test TestShippingB`
}

// A helper that sequential tests call: one finding at the helper, reused.
func startLedger() { kgo.NewClient(kgo.ConsumerGroup("ledger")) } // want `"ledger" reaches kgo.ConsumerGroup via scheduler.startLedger in TestLedgerA and also in TestLedgerB`

func TestLedgerA(t *testing.T) { startLedger() }

func TestLedgerB(t *testing.T) { startLedger() }
