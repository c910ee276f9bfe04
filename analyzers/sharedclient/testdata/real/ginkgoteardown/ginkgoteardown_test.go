package ginkgoteardown

import (
	"net/http"
	"testing"
	"time"

	"github.com/jarcoal/httpmock"
	. "github.com/onsi/ginkgo/v2"
)

func TestSuite(t *testing.T) { RunSpecs(t, "teardown") }

func TestGets(t *testing.T) { http.Get("http://example.com") }

// Negative: the AfterEach of the spec's container puts the timeout back after it.
var _ = Describe("Restored", func() {
	var old time.Duration
	BeforeEach(func() { old = http.DefaultClient.Timeout })
	AfterEach(func() { http.DefaultClient.Timeout = old })
	It("sets", func() { http.DefaultClient.Timeout = time.Second })
})

// Positive: an AfterEach of another container does not run after this spec.
var _ = Describe("Leaks", func() {
	It("sets", func() {
		http.DefaultClient.CheckRedirect = func(*http.Request, []*http.Request) error { return nil } // want `test TestSuite/Leaks sets mutates http.DefaultClient\.CheckRedirect and does not restore it, so other tests that use it inherit the change \(TestGets\)`
	})
})

var _ = Describe("Elsewhere", func() {
	AfterEach(func() { http.DefaultClient.CheckRedirect = nil })
	It("runs", func() {})
})

// Negative: a teardown node given another package's function: httpmock puts
// http.DefaultTransport back after every spec of the container.
var _ = Describe("Mocked", func() {
	BeforeEach(func() { httpmock.Activate() })
	AfterEach(httpmock.DeactivateAndReset)
	It("gets", func() { http.Get("http://example.com") })
})
