// Package ginkgo is a stub of github.com/onsi/ginkgo/v2: the signatures the checks need.
package ginkgo

type GinkgoTestingT interface{ Fail() }

type SpecContext interface{ Done() <-chan struct{} }

func RunSpecs(t GinkgoTestingT, description string, args ...interface{}) bool { return true }

func Describe(text string, args ...interface{}) bool  { return true }
func FDescribe(text string, args ...interface{}) bool { return true }
func PDescribe(text string, args ...interface{}) bool { return true }
func Context(text string, args ...interface{}) bool   { return true }
func FContext(text string, args ...interface{}) bool  { return true }
func When(text string, args ...interface{}) bool      { return true }

func It(text string, args ...interface{}) bool  { return true }
func FIt(text string, args ...interface{}) bool { return true }
func PIt(text string, args ...interface{}) bool { return true }

func BeforeEach(args ...interface{}) bool                    { return true }
func JustBeforeEach(args ...interface{}) bool                { return true }
func AfterEach(args ...interface{}) bool                     { return true }
func JustAfterEach(args ...interface{}) bool                 { return true }
func BeforeAll(args ...interface{}) bool                     { return true }
func AfterAll(args ...interface{}) bool                      { return true }
func BeforeSuite(body interface{}, args ...interface{}) bool { return true }
func AfterSuite(body interface{}, args ...interface{}) bool  { return true }

func DescribeTable(description string, args ...interface{}) bool        { return true }
func FDescribeTable(description string, args ...interface{}) bool       { return true }
func DescribeTableSubtree(description string, args ...interface{}) bool { return true }

type TableEntry struct{}

type EntryDescription string

func Entry(description interface{}, args ...interface{}) TableEntry  { return TableEntry{} }
func FEntry(description interface{}, args ...interface{}) TableEntry { return TableEntry{} }
func PEntry(description interface{}, args ...interface{}) TableEntry { return TableEntry{} }
func XEntry(description interface{}, args ...interface{}) TableEntry { return TableEntry{} }

func DeferCleanup(args ...interface{}) {}

type focusType bool
type pendingType bool
type serialType bool
type orderedType bool
type oncePerOrderedType bool

const Focus = focusType(true)
const Pending = pendingType(true)
const Serial = serialType(true)
const Ordered = orderedType(true)
const OncePerOrdered = oncePerOrderedType(true)
