package ginkgosplit_test

import (
	"net/http"
	"testing"

	. "github.com/onsi/ginkgo/v2"
)

var client = &http.Client{}

func TestSuite(t *testing.T) { // want `region TestSuite serial`
	RunSpecs(t, "split")
}

// Negative: the other test package has a focused spec, so this one does not run.
var _ = It("is skipped", func() {
	client.Timeout = 0
})
