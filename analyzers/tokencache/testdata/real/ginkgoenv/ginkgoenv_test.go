package ginkgoenv

import (
	"os"
	"testing"

	. "github.com/onsi/ginkgo"
)

func TestSuite(t *testing.T) { RunSpecs(t, "env") }

// A later test reads each variable without setting it first.
func TestReadsAll(t *testing.T) {
	_ = os.Getenv("SPEC_TOKEN")
	_ = os.Getenv("OTHER_TOKEN")
	_ = os.Getenv("PENDING_TOKEN")
}

// Negative: the container's AfterEach unsets what its BeforeEach set, after every spec.
var _ = Describe("Restored", func() {
	BeforeEach(func() { os.Setenv("SPEC_TOKEN", "x") })
	AfterEach(func() { os.Unsetenv("SPEC_TOKEN") })
	It("reads", func() { _ = os.Getenv("SPEC_TOKEN") })
})

// Positive: an AfterEach of another container does not run around this one's specs.
var _ = Describe("Unrestored", func() {
	BeforeEach(func() {
		os.Setenv("OTHER_TOKEN", "y") // want `environment variable "OTHER_TOKEN" leaks from TestSuite/Unrestored BeforeEach into later tests: it is set and never restored, and TestReadsAll reads it without setting it first`
	})
	It("reads", func() { _ = os.Getenv("OTHER_TOKEN") })
})

var _ = Describe("Elsewhere", func() {
	AfterEach(func() { os.Unsetenv("OTHER_TOKEN") })
	It("runs", func() {})
})

// Negative: a pending container never runs.
var _ = PDescribe("Pending", func() {
	It("sets", func() { os.Setenv("PENDING_TOKEN", "z") })
})

// A test that leaves a token: the spec below sets its own in its BeforeEach, which runs
// before it (so it is no dependent), while TestReadsLeft reads the leaked value.
func TestLeavesToken(t *testing.T) {
	os.Setenv("LEFT_TOKEN", "leaked") // want `environment variable "LEFT_TOKEN" leaks from TestLeavesToken into later tests: it is set and never restored, and TestReadsLeft reads it without setting it first, so it depends on test order`
}

func TestReadsLeft(t *testing.T) { _ = os.Getenv("LEFT_TOKEN") }

var _ = Describe("Own", func() {
	BeforeEach(func() { os.Setenv("LEFT_TOKEN", "mine") })
	AfterEach(func() { os.Unsetenv("LEFT_TOKEN") })
	It("reads", func() { _ = os.Getenv("LEFT_TOKEN") })
})
