package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/schedule"
)

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

	Region   *schedule.Region // nil for Setup accesses
	Parallel bool             // the access runs in the parallel part of a test (after t.Parallel(), in a parallel subtest or a b.RunParallel body)
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
	// OneCase reports that the environment variable's name is one case's of a table whose
	// cases run as instances of the access's code (a subtest per case): another instance
	// does not reach the variable here, so the access does not race with itself.
	OneCase bool
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
	// EnvValue is the constant that a write of an environment variable stores, when
	// EnvValueKnown: written here, or passed by this package's code to a helper that sets
	// the variable to its parameter.
	EnvValue      string
	EnvValueKnown bool
	// LooksUp reports that the read is os.LookupEnv, which tells a variable set to "" from
	// an unset one; os.Getenv gives "" for both.
	LooksUp bool
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
func (a *Access) Test() *schedule.Test {
	if a.Region == nil {
		return nil
	}
	return a.Region.Test
}
