package ginkgospecs

import (
	"testing"

	. "github.com/onsi/ginkgo"
	"github.com/onsi/ginkgo/extensions/table"
	"github.com/twmb/franz-go/pkg/kgo"
)

const sharedGroup = "specs-group"

func TestSuite(t *testing.T) {
	RunSpecs(t, "consumers")
}

// Two specs of one suite join one group: Ginkgo runs them one after another, and each
// resumes from the offsets the other committed.
var _ = Describe("Consumer", func() {
	It("consumes", func() {
		kgo.NewClient(kgo.ConsumerGroup(sharedGroup)) // want `constant consumer group "specs-group" reaches kgo.ConsumerGroup in TestSuite/Consumer consumes and also in TestSuite/Consumer rebalances: each test resumes from the offsets the other committed; no fix: in a Ginkgo node: derive the group from the running spec's full text`
	})

	It("rebalances", func() {
		kgo.NewClient(kgo.ConsumerGroup(sharedGroup)) // want `"specs-group" reaches kgo.ConsumerGroup in TestSuite/Consumer rebalances and also in TestSuite/Consumer consumes`
	})

	// One spec alone with its group: nothing else resumes from its offsets.
	It("audits", func() {
		kgo.NewClient(kgo.ConsumerGroup("audit-group"))
	})

	// A pending spec never runs.
	PIt("is pending", func() {
		kgo.NewClient(kgo.ConsumerGroup("audit-group"))
	})
})

// Container code runs when the package is initialised, in no test.
var _ = Describe("Setup", func() {
	kgo.NewClient(kgo.ConsumerGroup("audit-group"))
})

// A BeforeEach runs in each spec of its container: both specs join its group, one after
// the other.
var _ = Describe("Pool", func() {
	BeforeEach(func() {
		kgo.NewClient(kgo.ConsumerGroup("pool-group")) // want `constant consumer group "pool-group" reaches kgo.ConsumerGroup in TestSuite/Pool polls and also in TestSuite/Pool drains`
	})
	It("polls", func() {})
	It("drains", func() {})
})

// Negative: a BeforeEach and the one spec it runs in are one test.
var _ = Describe("Single", func() {
	BeforeEach(func() {
		kgo.NewClient(kgo.ConsumerGroup("single-group"))
	})
	It("joins again", func() {
		kgo.NewClient(kgo.ConsumerGroup("single-group"))
	})
})

// A table's body runs as one spec per entry: each entry resumes from the offsets the
// other committed. A pending entry never runs.
var _ = Describe("Tables", func() {
	table.DescribeTable("joins", func(n int) {
		kgo.NewClient(kgo.ConsumerGroup("table-group")) // want `constant consumer group "table-group" reaches kgo.ConsumerGroup in TestSuite/Tables joins one and also in TestSuite/Tables joins two`
	}, table.Entry("one", 1), table.Entry("two", 2))

	// Negative: one entry runs.
	table.DescribeTable("alone", func(n int) {
		kgo.NewClient(kgo.ConsumerGroup("alone-group"))
	}, table.Entry("one", 1), table.PEntry("two", 2))
})
