package ginkgofocus

import (
	"net/http"
	"testing"

	. "github.com/onsi/ginkgo/v2"
)

var client = &http.Client{}

// The suite has focused specs: only they run (programmatic focus), with the nodes around
// them. A container's focus gives way to focus inside it.
func TestSuite(t *testing.T) { // want `region TestSuite serial`
	RunSpecs(t, "focus") // want `region TestSuite/Focused container runs serial runs in TestSuite/Focused container runs$` `region TestSuite/Focused container BeforeEach serial runs in TestSuite/Focused container runs$` `region TestSuite/Nested focus runs serial runs in TestSuite/Nested focus runs$` `region TestSuite/Entries focused entry serial runs in TestSuite/Entries focused entry runs$` `region TestSuite/Entries with the decorator serial runs in TestSuite/Entries with the decorator$` `region TestSuite/BeforeEach serial runs in TestSuite/Focused container runs, TestSuite/Nested focus runs, TestSuite/Entries focused entry runs, TestSuite/Entries with the decorator$`
}

// A top-level BeforeEach runs in every spec that runs.
var _ = BeforeEach(func() {})

var _ = Describe("Unfocused", func() {
	BeforeEach(func() {
		client.Timeout = 0
	})
	It("is skipped", func() {
		client.Timeout = 0
	})
})

var _ = FDescribe("Focused container", func() {
	It("runs", func() {
		_ = client.Timeout // want `read ginkgofocus\.client in TestSuite/Focused container runs serial`
	})
	BeforeEach(func() {})
})

var _ = FDescribe("Nested focus", func() {
	It("is skipped: the focus moved inside", func() {
		client.Timeout = 0
	})
	FIt("runs", func() {})
})

var _ = Describe("Entries", func() {
	DescribeTable("focused entry", func(n int) {}, Entry("skipped", 1), FEntry("runs", 2))
	It("with the decorator", Focus, func() {})
})

// Focus inside a pending container does not count.
var _ = PDescribe("Pending", func() {
	FIt("never runs", func() {
		client.Timeout = 0
	})
})
