package ginkgov2

import (
	"net/http"
	"testing"

	. "github.com/onsi/ginkgo/v2"
)

var client = &http.Client{}

// A suite run from a parallel test: its specs run alongside the other parallel tests.
func TestParallelSuite(t *testing.T) { // want `region TestParallelSuite parallel`
	t.Parallel()
	RunSpecs(t, "v2 suite") // want `region TestParallelSuite/Orders when empty reads parallel` `region TestParallelSuite/Orders per entry parallel`
}

var _ = Describe("Orders", func() {
	When("empty", func() {
		It("reads", func(ctx SpecContext) {
			_ = client.Timeout // want `read ginkgov2\.client in TestParallelSuite/Orders when empty reads parallel`
		})
	})

	DescribeTable("per entry", func(n int) {
		client.Timeout = 0 // want `field-write ginkgov2\.client\.Timeout in TestParallelSuite/Orders per entry parallel`
	}, Entry("one", 1), Entry("two", 2))
})
