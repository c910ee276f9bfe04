package flow

import (
	"fmt"
	"go/token"
	"strings"
)

// Summary is what the engine knows of a function whose code (or code it calls) calls Parallel
// on a *testing.T parameter or touches package-level variables. It is exported, encoded, as a
// SummariesFact, and importers use it instead of re-analysing the function.
type Summary struct {
	// Parallel lists the parameters (see Root.Param) on which the function calls Parallel.
	Parallel []int
	// Calls lists the function-typed parameters that the function calls, itself or through
	// the functions it hands them to: a shared test suite (func TestPubSub(t, newPubSub))
	// that runs the caller's constructor in parallel subtests of its own.
	Calls    []ParamCall
	Accesses []SummaryAccess
}

// ParamCall is a call of one of the summarized function's function-typed parameters.
type ParamCall struct {
	Param int // see Root.Param
	// InParallelTest reports that the call is in a subtest that calls t.Parallel(), which the
	// function starts: the passed function runs after the caller's function has returned.
	InParallelTest bool
	// Repeated reports that one call of the summarized function can make the call several
	// times (in a loop, or in a closure run per table case).
	Repeated bool
}

// Spawns reports whether the passed function runs as several parallel subtests at once.
func (c ParamCall) Spawns() bool { return c.InParallelTest && c.Repeated }

func (c ParamCall) String() string {
	s := fmt.Sprintf("calls(param%d)", c.Param)
	if c.InParallelTest {
		s += "[parallel]"
	}
	if c.Repeated {
		s += "[repeated]"
	}
	return s
}

// SummaryAccess is one access in a function summary, relative to the function's roots.
type SummaryAccess struct {
	Root   Root
	Op     Op
	Path   string
	Site   token.Position
	Via    []Step
	Locked bool
	// InParallelTest reports that the access is in a subtest that calls t.Parallel() (a
	// helper that builds parallel subtests), so it runs concurrently whoever calls the helper.
	InParallelTest bool
	// Once reports that the access is in a function run by sync.Once (or OnceFunc,
	// OnceValue): lazy initialization, not a later mutation.
	Once bool
	// KeyParam is 1 + the index (see Root.Param) of the parameter that the access uses as
	// its map key (tokens[user] in login(user)), or as the name of the environment variable
	// it reads or writes (os.Setenv(key, v) in setenv(key, v)); 0 when the key is not a
	// parameter.
	KeyParam int
	// Restores reports that a write of an environment variable puts it back when the test
	// ends (see Access.Restores).
	Restores bool
	// Scoped reports that the write is t.Setenv (see Access.Scoped).
	Scoped bool
	// KeyElems reports that the KeyParam parameter is a list of environment variable names,
	// each of which the access reads or writes (for _, k := range keys { os.Getenv(k) }).
	KeyElems bool
	// KeyMapKeys reports, with KeyElems, that the list is a map whose keys are the names
	// (for k := range vars { os.Setenv(k, v) }).
	KeyMapKeys bool
	// ValueParam is 1 + the index (see Root.Param) of the parameter whose value a write
	// stores (defaultClient = c in SetDefaultClient(c), cfg.Key = k in SetKey(k)); 0 when
	// the stored value is not a parameter. At a call site the argument becomes Access.Arg.
	ValueParam int
	// Unsets reports that the write is os.Unsetenv (see Access.Unsets).
	Unsets bool
	// EnvValue is the constant that a write of an environment variable stores, when
	// EnvValueKnown (os.Setenv("CHECKPOINT_DISABLE", "1")); a value that a parameter
	// holds is ValueParam's.
	EnvValue      string
	EnvValueKnown bool
	// LooksUp reports that the read is os.LookupEnv (see Access.LooksUp).
	LooksUp bool
	// Guards are the variables that must have been replaced for the access to run (see
	// Guard); whether any code does depends on the test binary, which the callers know.
	Guards []Guard
}

// Root is what an access starts from: a package-level variable, a parameter of the
// summarized function (index into receiver-then-parameters), or an environment variable of
// the process.
type Root struct {
	PkgPath string // package of the variable; "" for a parameter and the environment
	Name    string // variable name; for the environment, the environment variable's ("" when KeyParam names it)
	Param   int    // parameter index when PkgPath == "" and !Env
	Env     bool   // the process environment (os.Getenv, os.Setenv...)
}

func (s *Summary) String() string {
	var b strings.Builder
	if len(s.Parallel) > 0 {
		fmt.Fprintf(&b, "parallel%v", s.Parallel)
	}
	for _, c := range s.Calls {
		if b.Len() > 0 {
			b.WriteString(" ")
		}
		b.WriteString(c.String())
	}
	for _, a := range s.Accesses {
		if b.Len() > 0 {
			b.WriteString(" ")
		}
		b.WriteString(a.String())
	}
	return b.String()
}

func (a SummaryAccess) String() string {
	root := fmt.Sprintf("param%d", a.Root.Param)
	if a.Root.Env {
		root = "env." + a.Root.Name
	} else if a.Root.PkgPath != "" {
		root = a.Root.PkgPath[strings.LastIndex(a.Root.PkgPath, "/")+1:] + "." + a.Root.Name
	}
	s := a.Op.String() + "(" + root
	if a.Path != "" {
		s += "." + a.Path
	}
	s += ")"
	if a.Locked {
		s += "[locked]"
	}
	if a.InParallelTest {
		s += "[parallel]"
	}
	if a.Once {
		s += "[once]"
	}
	if a.KeyParam > 0 {
		s += fmt.Sprintf("[key=param%d]", a.KeyParam-1)
	}
	if a.Restores {
		s += "[restores]"
	}
	if a.Scoped {
		s += "[scoped]"
	}
	if a.KeyElems {
		s += "[elems]"
	}
	if a.KeyMapKeys {
		s += "[mapkeys]"
	}
	if a.Unsets {
		s += "[unsets]"
	}
	if a.ValueParam > 0 {
		s += fmt.Sprintf("[value=param%d]", a.ValueParam-1)
	}
	if a.EnvValueKnown {
		s += fmt.Sprintf("[value=%q]", a.EnvValue)
	}
	if a.LooksUp {
		s += "[lookup]"
	}
	for _, g := range a.Guards {
		s += "[guard=" + g.String() + "]"
	}
	return strings.ReplaceAll(s, " ", "")
}

// IgnoredVar is the fact exported for a package-level variable whose declaration carries a
// //fixturelint:ignore directive, so that findings about it are silenced in every package.
type IgnoredVar struct {
	Checks []string
}

func (*IgnoredVar) AFact() {}

func (f *IgnoredVar) String() string { return "ignored(" + strings.Join(f.Checks, ",") + ")" }
