// Package ginkgo is a stub of github.com/onsi/ginkgo/v2: the signatures the engine needs.
package ginkgo

type GinkgoTestingT interface{ Fail() }

type SpecContext interface{ Done() <-chan struct{} }

func RunSpecs(t GinkgoTestingT, description string, args ...interface{}) bool { return true }

func Describe(text string, args ...interface{}) bool { return true }

func When(text string, args ...interface{}) bool { return true }

func It(text string, args ...interface{}) bool { return true }

func BeforeEach(args ...interface{}) bool { return true }

func DescribeTable(description string, args ...interface{}) bool { return true }

type TableEntry struct{}

func Entry(description interface{}, args ...interface{}) TableEntry { return TableEntry{} }

func AfterEach(args ...interface{}) bool { return true }

func DeferCleanup(args ...interface{}) {}
