// Package schedule models Go's test scheduler: which functions of a package are tests, the
// regions that run as tests (a test function, a subtest, a b.RunParallel body, a fuzz
// target, a testify suite's method, a Ginkgo node), and whether two pieces of test code may
// run at the same time in one go test process (Concurrent) or one runs before another
// (RunsBefore).
//
// Regions are found by the engine (package parallel), which follows t.Run and t.Parallel
// through helpers in any package; this package holds what they are and how go test orders
// them, with no analysis of its own:
//
//	a, b := scheduletest.At(testA, 20), scheduletest.At(testB, 30)
//	if schedule.Concurrent(a, b) { ... } // both after their t.Parallel()
//
// Concurrent answers, for every check, whether two pieces of test code may run at the same
// time in one go test process. It models the testing package's scheduler:
//
//   - top-level tests run one after another; a test that calls t.Parallel() pauses there and
//     resumes when every top-level test has returned from its function, and the paused tests
//     then run together. Code before t.Parallel() runs alone;
//   - a subtest that calls t.Parallel() resumes after its parent's function has returned,
//     together with its parallel siblings; sequential subtests run inside the parent. A
//     parent's own body never runs at the same time as its subtests;
//   - several instances of one piece of code run at once when it is a parallel subtest started
//     in a loop (but a range over a table of one case runs once) or in a closure
//     (Region.Repeated), a b.RunParallel body, or the parallel
//     subtests that a helper starts (Point.Spawned), which include the function values (a
//     named function, a method value, a function literal) that a shared suite in any package
//     calls in parallel subtests of its own, once per case: a function's summary says which
//     function parameters a function calls and how, and the engine's Result.SpawnedFuncArgs which
//     arguments of a call run so;
//   - TestMain and init run before every test (setup accesses have no region); benchmarks run
//     after the tests, one at a time, and only their b.RunParallel bodies overlap; fuzz targets
//     run their seed corpus sequentially;
//   - test frameworks: suite.Run (testify) runs a suite's Test methods and hooks, and RunSpecs
//     (Ginkgo v1 and v2) the package's specs and setup nodes, one after another as sequential
//     subtests of the calling test (Region.Spec), in parallel with other tests only when that
//     test is parallel, never with each other; Region.Runs names the specs that run a node
//     (every spec of its container for a BeforeEach, one per entry for a table's body, only
//     focused specs when some are focused);
//   - goroutines that tests start are not modelled: their code counts as the test's.
//
// For example, with TestSetup sequential and TestA, TestB parallel, TestB having the parallel
// subtests b1 and b2:
//
//	TestA     before Parallel | paused ......................... | after Parallel
//	TestSetup                   whole test |
//	TestB                                    before | paused ...... | after | b1, b2
//
// TestSetup runs alone; TestA after Parallel runs alongside TestB after Parallel, b1 and b2;
// b1 runs alongside b2 but not alongside TestB's body. A sync.Once body runs once, in the
// first caller: the engine's SameOnce tells that two accesses are one lazy write.
package schedule
