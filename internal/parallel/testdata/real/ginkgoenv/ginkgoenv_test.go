package ginkgoenv

import (
	"os"
	"testing"

	. "github.com/onsi/ginkgo/v2"
)

func TestSuite(t *testing.T) { // want `region TestSuite serial`
	RunSpecs(t, "env") // want `region TestSuite/Env BeforeEach serial` `region TestSuite/Env AfterEach serial` `region TestSuite/Env reads serial`
}

// A teardown node puts back what the setup node changed; DeferCleanup runs when the spec ends.
var _ = Describe("Env", func() {
	BeforeEach(func() {
		os.Setenv("API_TOKEN", "x") // want `env write API_TOKEN in TestSuite/Env BeforeEach serial`
	})
	AfterEach(func() {
		os.Unsetenv("API_TOKEN") // want `env write API_TOKEN in TestSuite/Env AfterEach serial restores unsets`
	})
	It("reads", func() {
		_ = os.Getenv("API_TOKEN")           // want `env read API_TOKEN in TestSuite/Env reads serial`
		DeferCleanup(os.Unsetenv, "API_KEY") // want `env write API_KEY in TestSuite/Env reads serial restores unsets`
		DeferCleanup(func() {
			os.Setenv("API_SECRET", "") // want `env write API_SECRET in TestSuite/Env reads serial restores`
		})
	})
})
