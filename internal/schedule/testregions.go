package schedule

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Kind says what kind of test function a Test is.
type Kind int

const (
	KindTest      Kind = iota // func TestXxx(t *testing.T)
	KindBenchmark             // func BenchmarkXxx(b *testing.B)
	KindFuzz                  // func FuzzXxx(f *testing.F)
	KindMain                  // func TestMain(m *testing.M)
)

// Test is a test function that `go test` runs.
type Test struct {
	Name string
	Kind Kind
	Decl *ast.FuncDecl
	Func *types.Func
	// Order is the test's place in go test's run order: by file name, then in its file
	// (without -shuffle). A test inherits what an earlier one leaves, not a later one.
	Order int
}

// A Region is a body that runs as a test: a test function, a subtest, a b.RunParallel body
// or a fuzz target.
type Region struct {
	Test   *Test   // the top-level test function the region belongs to
	Parent *Region // nil for a test function's own body
	Name   string  // "TestX" or "TestX/name" for subtests with literal names ("TestX/*" otherwise)

	Func ast.Node       // the *ast.FuncDecl or *ast.FuncLit whose body runs
	Body *ast.BlockStmt // its body
	T    *types.Var     // the *testing.T/B/F parameter; nil for b.RunParallel bodies
	Call *ast.CallExpr  // the t.Run, b.RunParallel or f.Fuzz call that starts it; nil for tests

	// ParallelCall is the t.Parallel() call (or the call of a helper that calls t.Parallel()
	// on this region's T) after which the region runs concurrently with its siblings;
	// nil when the region never calls it.
	ParallelCall *ast.CallExpr

	// Inherited reports that the region runs concurrently with sibling tests without calling
	// t.Parallel() itself: it is started from the parallel part of its parent, or it is a
	// b.RunParallel body.
	Inherited bool

	// RunParallel reports that the region is a b.RunParallel body: several goroutines run it
	// at once.
	RunParallel bool
	// Spec reports that a test framework runs the region as a test of its own, one after
	// another with its siblings: a testify suite's Test method or hook, a Ginkgo spec or
	// setup node. go test's output and -run name it like a subtest.
	Spec bool
	// Setup reports that the region is a framework's setup hook (Ginkgo's BeforeEach,
	// testify's SetupTest...): it runs before the framework's tests within Scope, whatever
	// their order in the source.
	Setup bool
	// Scope is the code (a Ginkgo container's function) whose specs a setup or teardown
	// region surrounds; nil for every test of the framework run.
	Scope ast.Node
	// Teardown reports that the region is a Ginkgo teardown node (AfterEach, AfterSuite...):
	// it runs after the specs, and its writes put back what they changed (Access.Restores).
	Teardown bool
	// Runs are the Ginkgo specs whose runs execute the region's function: an It's own spec,
	// one spec per entry of a table's body, every spec of its container for a BeforeEach or
	// AfterEach, the first (last) spec of its Ordered container for a BeforeAll (AfterAll).
	// Nil for other regions, and for BeforeSuite and AfterSuite, which run outside specs.
	Runs []SpecRun
	// ginkgo is the Ginkgo node whose function the region is; nil for other regions.
	Ginkgo *GinkgoNode
	// Repeated reports that the call starting the region can run several times in one run of
	// its parent (in a loop, or in a closure called per table case): when the region calls
	// t.Parallel(), its instances run at the same time.
	Repeated bool
}

// IsParallel reports whether any part of the region runs concurrently with other tests.
func (r *Region) IsParallel() bool { return r.Inherited || r.ParallelCall != nil }

// ParallelAt reports whether code at pos, inside the region's body, runs concurrently with
// other tests: everything in an inherited region, and what follows the t.Parallel() call
// otherwise. Code before t.Parallel() runs while the parallel tests are paused.
func (r *Region) ParallelAt(pos token.Pos) bool {
	if r.Inherited {
		return true
	}
	return r.ParallelCall != nil && pos >= r.ParallelCall.End()
}
