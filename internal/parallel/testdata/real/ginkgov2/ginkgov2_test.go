package ginkgov2

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	. "github.com/onsi/ginkgo/v2"
)

var client = &http.Client{}

// A suite run from a parallel test: its specs run alongside the other parallel tests, but one
// after another (in one goroutine of one process), never alongside each other.
func TestParallelSuite(t *testing.T) { // want `region TestParallelSuite parallel`
	t.Parallel()
	RunSpecs(t, "v2 suite") // want `region TestParallelSuite/Orders when empty reads parallel runs in TestParallelSuite/Orders when empty reads$` `region TestParallelSuite/Orders per entry parallel runs in TestParallelSuite/Orders per entry one, TestParallelSuite/Orders per entry Entry: 3$` `region TestParallelSuite/Orders described parallel runs in TestParallelSuite/Orders described Entry: 1$` `region TestParallelSuite/Stores reads parallel runs in TestParallelSuite/Stores by kind disk reads, TestParallelSuite/Stores by kind memory reads$` `region TestParallelSuite/Stores BeforeEach parallel runs in TestParallelSuite/Stores by kind disk reads, TestParallelSuite/Stores by kind memory reads$` `region TestParallelSuite/Ordered steps BeforeEach parallel runs in TestParallelSuite/Ordered steps in order first, TestParallelSuite/Ordered steps in order second$` `region TestParallelSuite/Ordered steps AfterEach parallel runs in TestParallelSuite/Ordered steps in order second$` `region TestParallelSuite/Ordered steps in order BeforeAll parallel runs in TestParallelSuite/Ordered steps in order first$` `region TestParallelSuite/Ordered steps in order first parallel runs in TestParallelSuite/Ordered steps in order first$` `region TestParallelSuite/Ordered steps in order second parallel runs in TestParallelSuite/Ordered steps in order second$` `region TestParallelSuite/Ordered steps in order AfterAll parallel runs in TestParallelSuite/Ordered steps in order second$` `region TestParallelSuite/BeforeSuite parallel$` `region TestParallelSuite/Closing AfterEach parallel runs in TestParallelSuite/Closing sends$` `region TestParallelSuite/Closing sends parallel runs in TestParallelSuite/Closing sends$`
}

var _ = BeforeSuite(func() {})

var _ = Describe("Orders", func() {
	When("empty", func() {
		It("reads", func(ctx SpecContext) {
			_ = client.Timeout // want `read ginkgov2\.client in TestParallelSuite/Orders when empty reads parallel`
		})
	})

	// One spec per entry that runs: not the pending ones (PEntry, XEntry, the Pending
	// decorator). The function with a string result names the entries; it is not the body.
	DescribeTable("per entry", func(n int) {
		client.Timeout = time.Duration(n) // want `field-write ginkgov2\.client\.Timeout in TestParallelSuite/Orders per entry parallel`
	}, func(n int) string {
		client.Jar = nil
		return fmt.Sprint(n)
	}, Entry("one", 1), PEntry("two", 2), Entry(nil, 3), XEntry("four", 4), Entry("five", Pending, 5))

	DescribeTable("described", func(n int) {}, EntryDescription("%d"), Entry(nil, 1))

	// A table whose entries never run.
	DescribeTable("all pending", func(n int) {
		client.Timeout = 0
	}, PEntry("one", 1))
})

// A subtree table registers its body's specs once per entry; its body runs when the tree
// is built, not in a spec.
var _ = DescribeTableSubtree("Stores", func(kind string) {
	client.Jar = nil
	BeforeEach(func() {})
	It("reads", func() {})
}, Entry("by kind disk", "disk"), Entry("by kind memory", "memory"), PEntry("by kind tape", "tape"))

// An Ordered container runs its BeforeAll once, in its first spec, and its AfterAll in its
// last; a OncePerOrdered node around it runs once there too, a BeforeEach in each spec.
var _ = Describe("Ordered steps", func() {
	BeforeEach(func() {})
	AfterEach(OncePerOrdered, func() {})

	Describe("in order", Ordered, Serial, func() {
		BeforeAll(func() {})
		It("first", func() {})
		It("second", func() {})
		AfterAll(func() {})
	})
})

// A teardown node given a method value: the engine follows the call it makes.
var _ = Describe("Closing", func() {
	AfterEach(client.CloseIdleConnections) // want `method-call ginkgov2\.client\.CloseIdleConnections in TestParallelSuite/Closing AfterEach parallel`
	It("sends", func() {})
})
