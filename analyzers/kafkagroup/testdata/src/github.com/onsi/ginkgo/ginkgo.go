// Package ginkgo is a stub of github.com/onsi/ginkgo (v1): the signatures the engine needs.
package ginkgo

type GinkgoTestingT interface{ Fail() }

type Done chan<- interface{}

func RunSpecs(t GinkgoTestingT, description string) bool { return true }

func Describe(text string, body func()) bool { return true }

func Context(text string, body func()) bool { return true }

func It(text string, body interface{}, timeout ...float64) bool  { return true }
func FIt(text string, body interface{}, timeout ...float64) bool { return true }

func PIt(text string, _ ...interface{}) bool { return true }

func BeforeEach(body interface{}, timeout ...float64) bool     { return true }
func JustBeforeEach(body interface{}, timeout ...float64) bool { return true }

func AfterEach(body interface{}, timeout ...float64) bool { return true }

func BeforeSuite(body interface{}, timeout ...float64) bool { return true }
