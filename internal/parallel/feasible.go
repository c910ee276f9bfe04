package parallel

import (
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// Feasible reports whether the access can run in this package's test binary: each of its
// guards (see Guard) is satisfied by a write of the guarded variable that the engine sees in
// code the binary runs: what any function of the package (its tests, TestMain, init
// functions, helpers and other code) does, with what the functions it calls, in any package,
// do. A write does not satisfy a guard when it stores a value of the initial type or the
// variable's own value (a saved value put back), nor when it runs only under a guard that
// nothing satisfies.
//
// The engine drops the accesses that cannot run from Result.Accesses and Result.Setup, so
// that no check reports code that never runs; Feasible answers for any other access.
//
// The test files of the directory that the pass does not analyse (the external test
// package's, package p_test, or the package's own when this is p_test) count by their direct
// writes only (see siblingTestWrites). What the engine cannot see counts as no write: code
// reached only through interface methods or function values, the init functions of other
// packages, and what those test files do through helpers.
func (r *Result) Feasible(a *flow.Access) bool {
	for _, g := range a.Guards {
		if g.Root.PkgPath == "" {
			continue // a parameter's: no call said what it holds
		}
		if !r.satisfied[g] {
			return false
		}
	}
	return true
}

// A guardWrite is a write of a package-level variable that may satisfy guards.
type guardWrite struct {
	root      flow.Root
	path      string
	valueType string // the stored value's dynamic type when it is known (types.TypeString); "" otherwise
	nonNil    bool   // the stored value cannot be nil (a composite literal, make, new...)
	op        flow.Op
	nilOnly   bool // a call that may store anything: it counts only against lazy initializations
	guards    []flow.Guard
}

// satisfies reports whether the write can make g hold: it replaces the guarded variable, or
// a field path above the guarded one, with a value that may fail the assertion.
func (w guardWrite) satisfies(g flow.Guard) bool {
	if w.root != g.Root || (w.nilOnly && !g.Nil) {
		return false
	}
	written, guarded := gocode.DerefPath(w.path), gocode.DerefPath(g.Path)
	switch {
	case written == guarded && g.Nil:
		// Storing an element or calling a method leaves the path non-nil; an assignment
		// may store nil unless its value cannot be nil.
		return (w.op == flow.Write || w.op == flow.FieldWrite) && !w.nonNil
	case written == guarded:
		return w.valueType == "" || w.valueType != g.Type
	case written == "":
		return true
	}
	return strings.HasPrefix(guarded, written+".")
}

// resolveGuards decides which guards of the package's accesses are satisfied, then drops the
// accesses that cannot run.
func (e *engine) resolveGuards(res *Result) {
	guarded := make(map[flow.Root]bool)
	for _, list := range [][]*flow.Access{res.Accesses, res.Setup} {
		for _, a := range list {
			for _, g := range a.Guards {
				if g.Root.PkgPath != "" { // a parameter's guard no call resolved counts as met
					guarded[g.Root] = true
				}
			}
		}
	}
	if len(guarded) == 0 {
		return
	}
	writes := append(e.guardWrites(guarded), e.siblingTestWrites(guarded)...)
	writes = append(writes, e.escapeWrites(guarded)...)
	res.satisfied = make(map[flow.Guard]bool)
	var distinct []flow.Guard
	seen := make(map[flow.Guard]bool)
	for _, list := range [][]*flow.Access{res.Accesses, res.Setup} {
		for _, a := range list {
			for _, g := range a.Guards {
				if !seen[g] {
					seen[g] = true
					distinct = append(distinct, g)
				}
			}
		}
	}
	// A write under guards counts once those are satisfied: repeat until nothing changes.
	for changed := true; changed; {
		changed = false
		for _, w := range writes {
			if !allSatisfied(res.satisfied, w.guards) {
				continue
			}
			for _, g := range distinct {
				if !res.satisfied[g] && w.satisfies(g) {
					res.satisfied[g], changed = true, true
				}
			}
		}
	}
	res.Accesses = feasibleOnly(res, res.Accesses)
	res.Setup = feasibleOnly(res, res.Setup)
}

func allSatisfied(satisfied map[flow.Guard]bool, guards []flow.Guard) bool {
	for _, g := range guards {
		if !satisfied[g] {
			return false
		}
	}
	return true
}

func feasibleOnly(res *Result, list []*flow.Access) []*flow.Access {
	out := list[:0]
	for _, a := range list {
		if res.Feasible(a) {
			out = append(out, a)
		}
	}
	return out
}

// guardWrites collects the writes of the guarded variables that the test binary runs, as far
// as the engine sees: those of every function of the package (tests, TestMain, init, helpers
// and the package's other code), with what the functions they call, in any package, do.
func (e *engine) guardWrites(guarded map[flow.Root]bool) []guardWrite {
	var out []guardWrite
	for _, fn := range e.decls.Funcs() {
		w := e.newWalker(nil)
		w.walkFunc(e.decls.FuncDecl(fn).Body)
		for _, raw := range w.out {
			root := raw.root.key
			if raw.root.v != nil && raw.root.v.Pkg() != nil {
				root = flow.Root{PkgPath: raw.root.v.Pkg().Path(), Name: raw.root.v.Name()}
			}
			if !raw.op.IsWrite() || root.PkgPath == "" || !guarded[root] {
				continue
			}
			if raw.value != nil {
				if r, ok := w.rootOf(raw.value); ok && r.v == raw.root.v && r.key == raw.root.key && r.path == raw.path {
					continue // puts back what the variable held: old := V ... V = old
				}
			}
			gw := guardWrite{root: root, path: raw.path, op: raw.op, guards: raw.guardList()}
			if raw.value != nil {
				gw.nonNil = gocode.NonNilExpr(e.pass.TypesInfo, raw.value)
				if t := e.pass.TypesInfo.TypeOf(raw.value); t != nil && !types.IsInterface(t) {
					gw.valueType = types.TypeString(t, nil)
				}
			}
			out = append(out, gw)
		}
	}
	return out
}
