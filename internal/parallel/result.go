package parallel

import (
	"go/types"
	"sync"

	"github.com/fixturelint/fixturelint/internal/decls"
	"github.com/fixturelint/fixturelint/internal/directives"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/ssaform"
)

// Result is what the engine knows about one package: its tests, which parts of them run
// concurrently with sibling tests, and every package-level variable that test code reaches.
//
// A package without _test.go files that import "testing" has an empty Result (but its
// functions still get summaries, so that tests in other packages can see through them).
type Result struct {
	// Tests are the package's test functions in source order: TestXxx(*testing.T),
	// BenchmarkXxx(*testing.B), FuzzXxx(*testing.F) and TestMain(*testing.M), declared in
	// _test.go files with exactly the signature `go test` requires.
	Tests []*schedule.Test

	// Regions are the bodies that run as tests: one per test function, one per subtest
	// (t.Run/b.Run), b.RunParallel body and f.Fuzz target. Parents come before children.
	Regions []*schedule.Region

	// Accesses are the package-level variables that each region reaches, directly or
	// through helpers in this package or others, in the order they were found.
	Accesses []*flow.Access

	// Setup are the accesses made by TestMain and by init functions: they initialize state
	// that the whole test binary shares, like a package-level initializer does.
	Setup []*flow.Access

	// Env are the accesses to environment variables that regions make, directly or through
	// helpers in any package (see Access.Env): the process environment is state that every
	// test of the binary shares. SetupEnv are those of TestMain and init functions.
	Env      []*flow.Access
	SetupEnv []*flow.Access

	decls       *decls.Index     // the package's declarations; nil for the standard library
	http        *httpfacts.Facts // what the package does with net/http's shared state; nil for the standard library
	Directives  *directives.Set
	IgnoredVars map[*types.Var][]string // checks silenced on other packages' variables, from their facts
	satisfied   map[flow.Guard]bool     // the guards that some write of the test binary satisfies (feasible.go)

	// The engine, for questions the checks ask about calls (SpawnedFuncArgs); it computes
	// summaries on demand, and checks of one package may run at the same time.
	engine   *engine
	engineMu sync.Mutex

	// refIndex lists the identifiers that refer to each object, built on the first question.
	refIndex refIndex

	// ssa is the package's SSA form, built on the first question that needs it (ValueUses);
	// nil for packages that do not import testing, which get no answer.
	SSA *ssaform.Package
}

// ConcurrentWithOthers reports whether some test code other than x itself may run at the
// same time as x: another region, or another instance of x's own. This is the question for
// process-wide state (http.DefaultTransport), which code under test uses without saying so.
func (res *Result) ConcurrentWithOthers(x schedule.Point) bool {
	if schedule.Concurrent(x, x) {
		return true
	}
	for _, r := range res.Regions {
		if r != x.Region && r.Body != nil && schedule.Concurrent(x, schedule.Point{Region: r, Pos: r.Body.End() - 1}) {
			return true
		}
	}
	for _, a := range res.Accesses {
		if a.Spawned && schedule.Concurrent(x, a.Point()) {
			return true
		}
	}
	return false
}
