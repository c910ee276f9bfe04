// Package ginkgo is a stub of github.com/onsi/ginkgo (v1): the signatures the checks need.
package ginkgo

type GinkgoTestingT interface{ Fail() }

func RunSpecs(t GinkgoTestingT, description string) bool { return true }

func Describe(text string, body func()) bool { return true }

func PDescribe(text string, body func()) bool { return true }

func It(text string, body interface{}, timeout ...float64) bool { return true }

func BeforeEach(body interface{}, timeout ...float64) bool { return true }

func AfterEach(body interface{}, timeout ...float64) bool { return true }
