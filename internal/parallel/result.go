package parallel

import (
	"go/ast"
	"go/token"
	"go/types"
	"sync"

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
	Tests []*Test

	// Regions are the bodies that run as tests: one per test function, one per subtest
	// (t.Run/b.Run), b.RunParallel body and f.Fuzz target. Parents come before children.
	Regions []*Region

	// Accesses are the package-level variables that each region reaches, directly or
	// through helpers in this package or others, in the order they were found.
	Accesses []*Access

	// Setup are the accesses made by TestMain and by init functions: they initialize state
	// that the whole test binary shares, like a package-level initializer does.
	Setup []*Access

	// Env are the accesses to environment variables that regions make, directly or through
	// helpers in any package (see Access.Env): the process environment is state that every
	// test of the binary shares. SetupEnv are those of TestMain and init functions.
	Env      []*Access
	SetupEnv []*Access

	varDecls    []*VarDecl
	varDeclOf   map[*types.Var]*VarDecl
	funcs       []*types.Func                 // functions declared with a body, in source order
	funcDecls   map[*types.Func]*ast.FuncDecl // their declarations
	Directives  *directives
	IgnoredVars map[*types.Var][]string // checks silenced on other packages' variables, from their facts
	satisfied   map[Guard]bool          // the guards that some write of the test binary satisfies (feasible.go)

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
	Ginkgo *ginkgoNode
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

// Op is what an access does to a package-level variable.
type Op int

const (
	Read       Op = iota // the value is read (loaded, passed, compared...)
	Write                // the variable itself is assigned (Path "*": the value it points to is overwritten)
	FieldWrite           // a field of the value (Path) is assigned, through the shared pointer
	ElemWrite            // a map or slice element is stored or deleted (m[k] = v, delete, clear)
	MethodCall           // a method (Path, e.g. "SetAuthToken" or "Jar.SetCookies") is called on it
	Return               // a function returns it: its callers get the shared value
	// Sink: the value flows into an auth sink (Path names it: "Authorization",
	// "resty.SetAuthToken", "oauth2.StaticTokenSource"...): passed to it, concatenated or
	// formatted into what it receives, or through a local assigned from it. The variable
	// holds credentials, whatever its name. Recorded in addition to the value's Read.
	Sink
)

func (op Op) String() string {
	switch op {
	case Read:
		return "read"
	case Write:
		return "write"
	case FieldWrite:
		return "field write"
	case ElemWrite:
		return "element write"
	case MethodCall:
		return "method call"
	case Return:
		return "return"
	case Sink:
		return "sink"
	}
	return "unknown op"
}

// IsWrite reports whether the op changes the variable or the value it points to.
// Method calls are not writes by themselves: which methods mutate is the analyzers' call.
func (op Op) IsWrite() bool { return op == Write || op == FieldWrite || op == ElemWrite }

// An Access is one use of a package-level variable by code that runs in a test.
type Access struct {
	Var  *types.Var // the package-level variable; it may belong to another package
	Op   Op
	Path string // field path for FieldWrite ("Transport.TLSClientConfig"), method path for MethodCall ("SetHeader", "Jar.SetCookies")

	// Node is the expression in this package where the access happens: the identifier,
	// selector or statement itself, or the call of the helper that leads to it.
	Node ast.Node
	// Site is where the access itself is written; it differs from Node's position when the
	// access is inside a helper (possibly in another package).
	Site token.Position
	// FixSite is where a change that removes the access goes: Site, or Node's position when
	// the helper reaches the variable through an argument of that call (the helper works on
	// whatever it is given; the call chooses the shared variable).
	FixSite token.Position
	// Via are the calls from Node down to Site; empty for direct accesses.
	Via []Step

	Region   *Region // nil for Setup accesses
	Parallel bool    // the access runs in the parallel part of a test (after t.Parallel(), in a parallel subtest or a b.RunParallel body)
	// Spawned reports that the access is in parallel subtests that a helper called at Node
	// starts (see Point.Spawned).
	Spawned bool
	// Locked reports that the function containing Site holds a sync.Mutex or the write lock
	// of a sync.RWMutex at the access: the last Lock or Unlock call before it in that function
	// is a Lock (a deferred Unlock keeps it held). RLock does not count: a write under it races.
	Locked bool
	// Once reports that the access is in a function run by sync.Once.Do, sync.OnceFunc,
	// sync.OnceValue or sync.OnceValues: lazy initialization rather than a later change.
	Once bool
	// Value is the right-hand side of a Write or FieldWrite or ElemWrite when it is in this
	// package; nil otherwise.
	Value ast.Expr
	// Arg is, for a write made by a function this package's code calls, the argument of the
	// call that the function stores (client in sdk.SetHTTPClient(client), through any depth
	// of setters; SummaryAccess.ValueParam): the caller's value, not the library's own. Nil
	// when the stored value is not an argument of the call, or the write is here.
	Arg ast.Expr
	// Key is the map key that the access uses, as written in this package: k in m[k] or
	// delete(m, k), the first argument of a method call (tokens.Load(k)), or, for an access
	// inside a helper that indexes the map with one of its parameters, the argument passed
	// for it (login(t, "alice")); nil when unknown.
	Key ast.Expr

	// Env is the environment variable that an access of Result.Env reads or writes (Var is
	// nil then): os.Getenv, os.LookupEnv and os.ExpandEnv read it, os.Setenv, os.Unsetenv and
	// t.Setenv write it. Only accesses whose variable name is a constant, here or where a
	// helper's caller passes it, are recorded.
	Env string
	// Restores reports that the access runs when its test ends, where a test puts back what
	// it changed: it is deferred, in a function given to t.Cleanup or returned to the caller
	// to defer (defer setenv(...)()), or it is t.Setenv (see RestoredIn).
	Restores bool
	// Unsets reports that the write is os.Unsetenv: it leaves the variable as a clean
	// environment (a CI runner's) has it.
	Unsets bool
	// Scoped reports that the write is t.Setenv: the testing package restores the variable,
	// and panics when the test or an ancestor calls t.Parallel().
	Scoped bool
	// Guards are the variables that must have been replaced for the access to run: it is in
	// code that runs only when one no longer holds its initial dynamic type (see Guard).
	// Result.Accesses and Result.Setup hold only the accesses that can run (see Feasible).
	Guards []Guard
}

// IsEnv reports whether the access is to an environment variable (see Access.Env).
func (a *Access) IsEnv() bool { return a.Var == nil && a.Env != "" }

// Pos is the position of the access in this package.
func (a *Access) Pos() token.Pos { return a.Node.Pos() }

// Step is one call on the path from a test to an access inside a helper.
type Step struct {
	Callee string         // qualified name of the called function, e.g. "testutil.Client"
	Pos    token.Position // the call's position
}

// Stored returns what a write stores, as written in this package: its right-hand side
// (Value), or the argument a setter it calls stores (Arg); nil when neither is known.
func (a *Access) Stored() ast.Expr {
	if a.Value != nil {
		return a.Value
	}
	return a.Arg
}

// Test returns the test function of the region the access runs in, or nil for setup.
func (a *Access) Test() *Test {
	if a.Region == nil {
		return nil
	}
	return a.Region.Test
}
