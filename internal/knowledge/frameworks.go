package knowledge

// This file is what the test frameworks that run a package's tests in their own order
// are, as the scheduler needs it: which calls start a Ginkgo suite or a testify suite, and
// which functions declare Ginkgo's containers, specs and setup and teardown nodes. The
// drift test (TestFrameworkAPIsMatchTheLibraries) checks every name against Ginkgo v1 and
// v2 and testify, as testdata/pins/frameworks pins them.

// GinkgoPaths are the import paths of Ginkgo's DSL: v1, its table extension (v1's
// DescribeTable and Entry) and v2.
var GinkgoPaths = map[string]bool{
	"github.com/onsi/ginkgo": true, "github.com/onsi/ginkgo/v2": true,
	"github.com/onsi/ginkgo/extensions/table": true,
}

// GinkgoRunners start a suite's specs, one after another, in the calling test.
var GinkgoRunners = map[string]bool{
	"RunSpecs": true, "RunSpecsWithDefaultAndCustomReporters": true, "RunSpecsWithCustomReporters": true,
}

// GinkgoSetups run before each spec of their container (or once before them).
var GinkgoSetups = map[string]bool{
	"BeforeEach": true, "JustBeforeEach": true, "BeforeAll": true, "BeforeSuite": true, "SynchronizedBeforeSuite": true,
}

// GinkgoTeardowns run after specs, like t.Cleanup: what they write puts back what the specs
// and setup nodes changed.
var GinkgoTeardowns = map[string]bool{
	"AfterEach": true, "JustAfterEach": true, "AfterAll": true, "AfterSuite": true, "SynchronizedAfterSuite": true,
}

// GinkgoContainers declare containers, whose bodies run when the suite's tree is built;
// the value reports whether the container is focused.
var GinkgoContainers = map[string]bool{
	"Describe": false, "FDescribe": true, "Context": false, "FContext": true, "When": false, "FWhen": true,
	"DescribeTableSubtree": false, "FDescribeTableSubtree": true,
}

// GinkgoSubjects declare specs; the value reports whether the spec is focused. A table's
// body is a spec per entry (v1 and v2 make an It of each).
var GinkgoSubjects = map[string]bool{
	"It": false, "FIt": true, "Specify": false, "FSpecify": true, "Measure": false, "FMeasure": true,
	"DescribeTable": false, "FDescribeTable": true,
}

// GinkgoPhases are the nodes that run around every spec of their container, by their phase
// in a spec's run (v2's suite.go and group.go attemptSpec: BeforeEach and BeforeAll by
// ascending nesting, then JustBeforeEach, the subject, JustAfterEach by descending nesting,
// AfterEach and AfterAll by descending nesting).
var GinkgoPhases = map[string]int{
	"BeforeSuite": 0, "SynchronizedBeforeSuite": 0,
	"BeforeAll": 1, "BeforeEach": 1, "JustBeforeEach": 2,
	"It": 3, "FIt": 3, "Specify": 3, "FSpecify": 3, "Measure": 3, "FMeasure": 3, "DescribeTable": 3, "FDescribeTable": 3,
	"JustAfterEach": 4, "AfterEach": 5, "AfterAll": 5,
	"AfterSuite": 6, "SynchronizedAfterSuite": 6,
}

// GinkgoPending are the containers, specs and entries that never run.
var GinkgoPending = map[string]bool{
	"PDescribe": true, "XDescribe": true, "PContext": true, "XContext": true, "PWhen": true, "XWhen": true,
	"PIt": true, "XIt": true, "PSpecify": true, "XSpecify": true, "PMeasure": true, "XMeasure": true,
	"PDescribeTable": true, "XDescribeTable": true, "PDescribeTableSubtree": true, "XDescribeTableSubtree": true,
	"PEntry": true, "XEntry": true,
}

// TestifySuitePath is the import path of testify's suite package, whose Run(t, s) runs the
// suite's Test methods as sequential subtests of t, with its hooks around them.
const TestifySuitePath = "github.com/stretchr/testify/suite"

// TestifyHooks are the methods testify calls around the tests of a suite: true for those
// that run before them, false for those that run after.
var TestifyHooks = map[string]bool{
	"SetupSuite": true, "TearDownSuite": false, "SetupTest": true, "TearDownTest": false,
	"BeforeTest": true, "AfterTest": false, "SetupSubTest": true, "TearDownSubTest": false,
}
