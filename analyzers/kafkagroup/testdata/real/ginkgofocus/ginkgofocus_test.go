package ginkgofocus

import (
	"testing"

	. "github.com/onsi/ginkgo"
	"github.com/twmb/franz-go/pkg/kgo"
)

func TestSuite(t *testing.T) {
	RunSpecs(t, "focused consumers")
}

// The suite has focused specs: only they run. The two focused specs share a group.
var _ = Describe("Focused", func() {
	FIt("consumes", func() {
		kgo.NewClient(kgo.ConsumerGroup("focus-group")) // want `constant consumer group "focus-group" reaches kgo.ConsumerGroup in TestSuite/Focused consumes and also in TestSuite/Focused rebalances`
	})
	FIt("rebalances", func() {
		kgo.NewClient(kgo.ConsumerGroup("focus-group")) // want `"focus-group" reaches kgo.ConsumerGroup in TestSuite/Focused rebalances and also in TestSuite/Focused consumes`
	})

	// Negative: the other spec with this group does not run.
	FIt("audits", func() {
		kgo.NewClient(kgo.ConsumerGroup("audit-group"))
	})
})

var _ = Describe("Unfocused", func() {
	It("audits too", func() {
		kgo.NewClient(kgo.ConsumerGroup("audit-group"))
	})
})
