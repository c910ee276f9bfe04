package state

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file gathers what test code does with environment variables (all of them, or those
// that hold credentials), and which of their writes a sequential test leaves for the tests
// after it.

// EnvVars is what test code does with some environment variables: their accesses by name,
// the auth sinks their values reach, which writes leave them changed and who reads what
// those leave.
type EnvVars struct {
	Names    []string                  // the variables, in order of first access
	Accesses map[string][]*flow.Access // each one's reads and writes by test regions (sinks left out)
	Sinks    map[string]*flow.Access   // each one's first access, by tests or setup, that sends its value to an auth sink

	pass        *analysis.Pass
	res         *parallel.Result
	inheritance map[string]*Inheritance   // who inherits a leaked value, by name
	leaks       map[string][]*flow.Access // the writes Unrestored returns, by name
	saving      map[*flow.Access]bool     // reads that only save the value for a restore
	clears      []*flow.Access            // os.Clearenv in test regions, not as a restore: it empties every variable
	between     map[string][]*flow.Access // the leaks and clearing unsets of each variable (LeftInBetween's), by name
	endClears   *[]*flow.Access           // clearsAtEnd's, once asked
}

// CredentialEnv returns the environment variables that hold credentials: those whose name
// says so (EnvNameSays), and those whose value test code, or code it calls, sends to an
// auth sink, whatever their name.
func (voc *CredentialVocabulary) CredentialEnv(pass *analysis.Pass, res *parallel.Result) *EnvVars {
	return envVarsOf(pass, res, func(ev *EnvVars, name string) bool {
		return voc.EnvNameSays(name) || ev.Sinks[name] != nil
	})
}

// SharedEnv returns every environment variable that test code, or code it calls, reads or
// writes by name, whatever the name: two tests that run at the same time share each of them
// (os.Clearenv, which names none, is left out).
func SharedEnv(pass *analysis.Pass, res *parallel.Result) *EnvVars {
	return envVarsOf(pass, res, func(_ *EnvVars, name string) bool { return name != parallel.EnvAll })
}

// envVarsOf gathers the accesses by test regions of the variables that keep accepts; keep
// may ask which variables reach an auth sink (Sinks is filled first).
func envVarsOf(pass *analysis.Pass, res *parallel.Result, keep func(ev *EnvVars, name string) bool) *EnvVars {
	ev := &EnvVars{Accesses: make(map[string][]*flow.Access), Sinks: make(map[string]*flow.Access), pass: pass, res: res}
	for _, list := range [][]*flow.Access{res.Env, res.SetupEnv} {
		for _, a := range list {
			if a != nil && a.Op == flow.Sink && a.Node != nil && ev.Sinks[a.Env] == nil {
				ev.Sinks[a.Env] = a
			}
		}
	}
	for _, a := range res.Env {
		if a != nil && a.Region != nil && a.Node != nil && a.Env == parallel.EnvAll && a.Op == flow.Write && !a.Restores {
			ev.clears = append(ev.clears, a)
		}
		if a == nil || a.Region == nil || a.Node == nil || a.Op == flow.Sink || !keep(ev, a.Env) {
			continue
		}
		if ev.Accesses[a.Env] == nil {
			ev.Names = append(ev.Names, a.Env)
		}
		ev.Accesses[a.Env] = append(ev.Accesses[a.Env], a)
	}
	return ev
}

// Clears returns the calls of os.Clearenv in test regions that do not put a saved
// environment back (Restores): each one empties every variable for all the code that runs
// at the same time.
func Clears(res *parallel.Result) []*flow.Access {
	var out []*flow.Access
	for _, a := range res.Env {
		if a != nil && a.Region != nil && a.Node != nil && a.Env == parallel.EnvAll && a.Op == flow.Write && !a.Restores {
			out = append(out, a)
		}
	}
	return out
}

// EnvUses returns the reads and writes by test regions of any environment variable,
// os.Clearenv included: what a clear of the whole environment races with.
func EnvUses(res *parallel.Result) []*flow.Access {
	var out []*flow.Access
	for _, a := range res.Env {
		if a != nil && a.Region != nil && a.Node != nil && a.Op != flow.Sink {
			out = append(out, a)
		}
	}
	return out
}

// Unrestored returns the writes of the variables that a sequential test makes and nothing
// puts back, in the order of Names and of each one's accesses: not deferred, not in a
// t.Cleanup function, not an unset (which leaves the variable as a clean environment has
// it), with no restoring write of the same variable (or t.Setenv of it) that covers it
// (CoversRegion), no restore of the whole environment that does (RestoresWholeEnv), and not
// put back later in the test's body (EnvPutBackInBody).
func (ev *EnvVars) Unrestored() []*flow.Access {
	var restoreAll []*flow.Access // os.Clearenv in code that runs when a test ends
	for _, a := range ev.res.Env {
		if a != nil && a.Region != nil && a.Env == parallel.EnvAll && a.Op == flow.Write && a.Restores {
			restoreAll = append(restoreAll, a)
		}
	}
	var leaks []*flow.Access
	ev.leaks = make(map[string][]*flow.Access)
	for _, k := range ev.Names {
		accs := ev.Accesses[k]
		for _, w := range accs {
			if leftSet(w, accs) && !RestoresWholeEnv(ev.pass, w, restoreAll) && !EnvPutBackInBody(ev.res, ev.pass, w, ev.withClears(accs)) {
				leaks = append(leaks, w)
				ev.leaks[k] = append(ev.leaks[k], w)
			}
		}
	}
	return leaks
}

// leftSet reports whether w is a write of a sequential top-level test that nothing among
// accs puts back: no restoring write of the same variable in its region or an enclosing
// one, or in a Ginkgo teardown node around it.
func leftSet(w *flow.Access, accs []*flow.Access) bool {
	if w.Op != flow.Write || w.Unsets || w.Restores || w.Parallel || w.Region.Test == nil || w.Region.Test.Kind != schedule.KindTest {
		return false
	}
	for _, r := range accs {
		if r.Op == flow.Write && r.Restores && CoversRegion(r, w) {
			return false
		}
	}
	return true
}

// Readers returns the reads of w's variable, in other tests, that see what the unrestored
// write w leaves (InheritedBy), and those of them whose tests do not set the variable first
// (Inheritance.Heirs; saving the value to put it back, SavesEnvForRestore, is no use of
// it, and a read in a callback handed to a call that sets the variable sees that call's
// value, RunInWritingCall) and that no test in between leaves a value of its own for (LeftInBetween; asked of
// Unrestored's writes, once it has run).
func (ev *EnvVars) Readers(w *flow.Access) (readers, dependents []*flow.Access) {
	accs := ev.Accesses[w.Env]
	in := ev.inheritance[w.Env]
	if in == nil {
		in = &Inheritance{Writes: ev.withClears(accs), Sees: func(_, u *flow.Access) bool {
			return !ev.savesForRestore(u, accs) && !RunInWritingCall(ev.pass, u, accs)
		}}
		for _, u := range accs {
			if u.Op == flow.Read {
				in.Uses = append(in.Uses, u)
			}
		}
		if ev.inheritance == nil {
			ev.inheritance = make(map[string]*Inheritance)
		}
		ev.inheritance[w.Env] = in
	}
	between, ok := ev.between[w.Env]
	if !ok {
		between = append(append([]*flow.Access(nil), ev.leaks[w.Env]...), ev.clearedBy(ev.withClears(accs))...)
		between = append(between, ev.clearsAtEnd()...)
		if ev.between == nil {
			ev.between = make(map[string][]*flow.Access)
		}
		ev.between[w.Env] = between
	}
	for _, u := range in.Heirs(w) {
		if !flow.LeftInBetween(w, u, between) {
			dependents = append(dependents, u)
		}
	}
	return flow.InheritedBy(w, in.Uses), dependents
}

// clearedBy returns the unsets among accs (and the clears of the whole environment) that
// leave the variable unset for the tests after theirs, as a clean environment has it: made in the body of a sequential top-level test
// (directly, or through a helper where it always runs), whenever the body gets there, and
// not undone by a restore of the same variable in that test (which would put back what an
// earlier test left). A later test then sees no earlier test's value.
func (ev *EnvVars) clearedBy(accs []*flow.Access) []*flow.Access {
	var out []*flow.Access
	for _, a := range accs {
		if a.Op != flow.Write || !a.Unsets && a.Env != parallel.EnvAll || a.Restores || a.Parallel || a.Region == nil || a.Region.Test == nil || a.Region.Test.Kind != schedule.KindTest || a.Region.Parent != nil {
			continue
		}
		if len(a.Via) > 0 && !AlwaysInHelper(ev.pass, a) || len(a.Via) == 0 && !Unconditional(ev.pass, a) {
			continue
		}
		restored := false
		for _, r := range accs {
			if r.Restores && r.Region != nil && r.Region.Test == a.Region.Test {
				restored = true
				break
			}
		}
		if !restored {
			out = append(out, a)
		}
	}
	return out
}

// clearsAtEnd returns the bare deferred clears of the whole environment (defer os.Clearenv())
// that sequential top-level tests register whenever they run: when such a test ends, no
// variable an earlier test left is set. A clear inside a restore function is not one: it
// sets a saved snapshot back, with whatever earlier tests had left in it.
func (ev *EnvVars) clearsAtEnd() []*flow.Access {
	if ev.endClears != nil {
		return *ev.endClears
	}
	var out []*flow.Access
	for _, a := range ev.res.Env {
		if a == nil || a.Env != parallel.EnvAll || a.Op != flow.Write || !a.Restores || a.Parallel || len(a.Via) > 0 ||
			a.Region == nil || a.Region.Test == nil || a.Region.Test.Kind != schedule.KindTest || a.Region.Parent != nil {
			continue
		}
		path := BodyPath(ev.pass, a)
		if len(path) < 3 {
			continue
		}
		if d, ok := path[1].(*ast.DeferStmt); ok && d.Call == a.Node && gocode.UnconditionalPath(path[2:]) {
			out = append(out, a)
		}
	}
	ev.endClears = &out
	return out
}

// withClears returns accs and the clears of the whole environment: an os.Clearenv later in
// the writer's body takes the value away again, and one before a read in the reader's test
// sets the variable (to unset) first.
func (ev *EnvVars) withClears(accs []*flow.Access) []*flow.Access {
	if len(ev.clears) == 0 {
		return accs
	}
	return append(append([]*flow.Access(nil), accs...), ev.clears...)
}

// savesForRestore reports whether the read u only saves the variable's value to put it back
// when its test ends (SavesEnvForRestore), asked once per read: the answer is needed again
// for every unrestored write of the variable.
func (ev *EnvVars) savesForRestore(u *flow.Access, accs []*flow.Access) bool {
	if saving, ok := ev.saving[u]; ok {
		return saving
	}
	if ev.saving == nil {
		ev.saving = make(map[*flow.Access]bool)
	}
	saving := SavesEnvForRestore(ev.pass, u, accs)
	ev.saving[u] = saving
	return saving
}

// OneConstant reports whether every write among accs stores the same constant (os.Setenv(k,
// "1") wherever k is set, never unset, restored or set with t.Setenv) and every read comes
// after a write of its own test: each test sets the value before it uses it, and whichever
// test's write lands last, the variable holds that one value, so racing writes change nothing
// a reader can tell apart. A reader that does not set the variable first may see it unset
// or set, and is no such case.
func OneConstant(accs []*flow.Access) bool {
	value, writes := "", 0
	for _, a := range accs {
		if a.Op != flow.Write {
			continue
		}
		if !a.EnvValueKnown || a.Unsets || a.Restores || a.Scoped || (writes > 0 && a.EnvValue != value) {
			return false
		}
		value = a.EnvValue
		writes++
	}
	if writes == 0 {
		return false
	}
	for _, u := range accs {
		if u.Op == flow.Write {
			continue
		}
		setFirst := false
		for _, w := range accs {
			if w.Op == flow.Write && w.Region != nil && u.Region != nil && w.Test() == u.Test() && flow.RunsBefore(w, u) {
				setFirst = true
				break
			}
		}
		if !setFirst {
			return false
		}
	}
	return true
}
