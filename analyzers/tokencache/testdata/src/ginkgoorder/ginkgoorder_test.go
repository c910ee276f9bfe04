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
