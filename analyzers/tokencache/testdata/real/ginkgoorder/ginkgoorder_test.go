package ginkgoorder

import (
	"os"
	"testing"

	. "github.com/onsi/ginkgo/v2"
)

// A test that leaves tokens for later tests; the specs below read them.
func TestLeaves(t *testing.T) {
	os.Setenv("JUST_TOKEN", "leaked") // want `environment variable "JUST_TOKEN" leaks from TestLeaves into later tests: it is set and never restored, and TestSuite/Just BeforeEach reads it without setting it first, so it depends on test order`
	os.Setenv("AFTER_TOKEN", "leaked")
	os.Setenv("ORDERED_TOKEN", "leaked")
	os.Setenv("EACH_TOKEN", "leaked")
}

func TestSuite(t *testing.T) { RunSpecs(t, "order") }

// Ginkgo runs every BeforeEach of a spec before its JustBeforeEach nodes, whatever their
// order in the source: the BeforeEach reads what TestLeaves left, the spec what the
// JustBeforeEach set.
var _ = Describe("Just", func() {
	JustBeforeEach(func() { os.Setenv("JUST_TOKEN", "mine") })
	BeforeEach(func() { _ = os.Getenv("JUST_TOKEN") })
	It("reads", func() { _ = os.Getenv("JUST_TOKEN") })
})

// Negative: an AfterEach runs after the spec, and reads what the spec set.
var _ = Describe("After", func() {
	AfterEach(func() { _ = os.Getenv("AFTER_TOKEN") })
	It("sets", func() { os.Setenv("AFTER_TOKEN", "mine") })
})

// Negative: an Ordered container runs its specs in source order: the second reads what the
// first set.
var _ = Describe("Steps", Ordered, func() {
	It("sets", func() { os.Setenv("ORDERED_TOKEN", "mine") })
	It("reads", func() { _ = os.Getenv("ORDERED_TOKEN") })
})

// Negative: the BeforeEach sets the variable again in every spec, before it reads it.
var _ = Describe("Each", func() {
	BeforeEach(func() { os.Setenv("EACH_TOKEN", "mine") })
	It("reads", func() { _ = os.Getenv("EACH_TOKEN") })
	It("reads again", func() { _ = os.Getenv("EACH_TOKEN") })
})

// A teardown puts back what the specs it runs after changed, not what other specs change.
func TestReadsLater(t *testing.T) {
	_ = os.Getenv("INNER_TOKEN")
	_ = os.Getenv("OUTER_TOKEN")
}

// Negative: every spec that runs the outer BeforeEach is inside the container whose
// AfterEach unsets the variable.
var _ = Describe("Covered", func() {
	BeforeEach(func() { os.Setenv("INNER_TOKEN", "x") })
	Describe("inside", func() {
		AfterEach(func() { os.Unsetenv("INNER_TOKEN") })
		It("runs", func() {})
	})
})

// Positive: the outer container has a spec that the inner AfterEach does not run after.
var _ = Describe("Uncovered", func() {
	BeforeEach(func() {
		os.Setenv("OUTER_TOKEN", "x") // want `environment variable "OUTER_TOKEN" leaks from TestSuite/Uncovered BeforeEach into later tests: it is set and never restored, and TestReadsLater reads it without setting it first`
	})
	It("runs outside", func() {})
	Describe("inside", func() {
		AfterEach(func() { os.Unsetenv("OUTER_TOKEN") })
		It("runs", func() {})
	})
})
