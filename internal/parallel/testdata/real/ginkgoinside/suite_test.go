package ginkgoinside_test

import (
	"net/http"
	"testing"

	. "github.com/onsi/ginkgo/v2"
)

var client = &http.Client{}

// The other test package neither focuses specs nor registers nodes around all of them:
// this package's specs run as seen.
func TestSuite(t *testing.T) { // want `region TestSuite serial`
	RunSpecs(t, "inside") // want `region TestSuite/runs serial runs in TestSuite/runs$`
}

var _ = It("runs", func() {
	client.Timeout = 0 // want `field-write ginkgoinside_test\.client\.Timeout in TestSuite/runs serial`
})
