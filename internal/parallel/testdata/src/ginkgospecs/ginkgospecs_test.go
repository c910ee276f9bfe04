package ginkgospecs

import (
	"net/http"
	"testing"
	"time"

	. "github.com/onsi/ginkgo"
)

var client = &http.Client{}

// The suite's test runs every spec of the package, one after another; each node's function
// is a sequential subtest of it, named as Ginkgo names it.
func TestSuite(t *testing.T) { // want `region TestSuite serial`
	RunSpecs(t, "client suite") // want `region TestSuite/Client BeforeEach serial` `region TestSuite/Client sends serial` `region TestSuite/Client with a timeout waits serial` `region TestSuite/helper spec serial`
}

var _ = Describe("Client", func() {
	BeforeEach(func() {
		client.Timeout = time.Second // want `field-write ginkgospecs\.client\.Timeout in TestSuite/Client BeforeEach serial`
	})

	It("sends", func() {
		client.Get("http://example.com") // want `method-call ginkgospecs\.client\.Get in TestSuite/Client sends serial`
	})

	Context("with a timeout", func() {
		It("waits", func() {
			_ = client.Timeout // want `read ginkgospecs\.client in TestSuite/Client with a timeout waits serial`
		})
	})

	// A pending spec never runs.
	PIt("is pending", func() {
		client.Timeout = 0
	})
})

var _ = It("helper spec", helperSpec)

func helperSpec() {
	client.CloseIdleConnections() // want `method-call ginkgospecs\.client\.CloseIdleConnections in TestSuite/helper spec serial`
}

// Container code runs when the package is initialised, not in a test.
var _ = Describe("setup", func() {
	client.Jar = nil
})
