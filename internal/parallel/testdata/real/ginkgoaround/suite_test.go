package ginkgoaround_test

import (
	"os"
	"testing"

	. "github.com/onsi/ginkgo/v2"
)

// Negative: nodes of the other test package run around these specs, out of this pass's
// sight; the engine models none of the suite rather than a wrong part of it.
func TestSuite(t *testing.T) { // want `region TestSuite serial`
	RunSpecs(t, "around")
}

var _ = It("sets", func() {
	os.Setenv("TOKEN", "x")
})
