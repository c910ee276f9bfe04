package ginkgospecs

import (
	"net/http"
	"testing"
	"time"

	. "github.com/onsi/ginkgo"
	"github.com/onsi/ginkgo/extensions/table"
)

var client = &http.Client{}

// The suite's test runs every spec of the package, one after another; each node's function
// is a sequential subtest of it, named as Ginkgo names it. The BeforeEach runs in each spec
// of its container, nested ones too; the table's body in each entry that is not pending.
func TestSuite(t *testing.T) { // want `region TestSuite serial`
	RunSpecs(t, "client suite") // want `region TestSuite/Client BeforeEach serial runs in TestSuite/Client sends, TestSuite/Client with a timeout waits$` `region TestSuite/Client sends serial runs in TestSuite/Client sends$` `region TestSuite/Client with a timeout waits serial runs in TestSuite/Client with a timeout waits$` `region TestSuite/helper spec serial runs in TestSuite/helper spec$` `region TestSuite/Client JustBeforeEach serial runs in TestSuite/Client sends, TestSuite/Client with a timeout waits$` `region TestSuite/Tables per entry serial runs in TestSuite/Tables per entry one, TestSuite/Tables per entry three$` `region TestSuite/Declared BeforeEach serial runs in TestSuite/Declared runs$` `region TestSuite/Declared runs serial runs in TestSuite/Declared runs$` `region TestSuite/BeforeEach serial$` `region TestSuite/behaves serial runs in TestSuite/behaves$`
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

	JustBeforeEach(func() {})
})

var _ = It("helper spec", helperSpec)

func helperSpec() {
	client.CloseIdleConnections() // want `method-call ginkgospecs\.client\.CloseIdleConnections in TestSuite/helper spec serial`
}

// Container code runs when the package is initialised, not in a test.
var _ = Describe("setup", func() {
	client.Jar = nil
})

// v1's tables (extensions/table): one spec per entry; a pending entry never runs.
var _ = Describe("Tables", func() {
	table.DescribeTable("per entry", func(d time.Duration) {
		client.Timeout = d // want `field-write ginkgospecs\.client\.Timeout in TestSuite/Tables per entry serial`
	}, table.Entry("one", time.Second), table.PEntry("two", 2*time.Second), table.Entry("three", 3*time.Second))
})

// A table whose entries are all pending never runs, nor does a BeforeEach around it.
var _ = Describe("Pending tables", func() {
	table.DescribeTable("never", func(d time.Duration) {
		client.Timeout = d
	}, table.PEntry("one", time.Second))

	BeforeEach(func() {
		client.Timeout = 0
	})
})

// A container's body declared as a function is that container's.
var _ = Describe("Declared", declaredBody)

func declaredBody() {
	BeforeEach(func() {})
	It("runs", func() {})
}

// Nodes that a shared function registers for the containers that call it: which specs its
// BeforeEach runs in is not known, so it names none.
var _ = Describe("Sharing", func() {
	behavesLikeAClient()
})

func behavesLikeAClient() {
	BeforeEach(func() {})
	It("behaves", func() {})
}
