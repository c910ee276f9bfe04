package sharedclient

import (
	"go/types"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// This file finds who inherits a change that a sequential test makes to process-wide
// transport state and never puts back: the other tests of the package that use the state
// afterwards (go test runs them later, and with -shuffle or -count any of them can follow).

// inheritors returns the uses, by tests other than the changes', that see a change the
// changes make (parallel.Inheritance): less the uses that their own test makes after changing
// the same state itself with one of writes, every write of the changed variable by test code:
// one that assigns the whole variable, or the field the change wrote (or one that holds it).
// Restore functions do not count: they put the old value back when a test ends.
func (c *checker) inheritors(changes, uses, writes []*parallel.Access) []*parallel.Access {
	in := &parallel.Inheritance{Uses: uses,
		Replaces: func(x, w, _ *parallel.Access) bool { return x.Var == w.Var && covers(x, w) }}
	for _, x := range writes {
		if !parallel.IsRestoring(c.pass.TypesInfo, x) {
			in.Writes = append(in.Writes, x)
		}
	}
	out := in.Heirs(changes...)
	sortAccesses(out)
	return out
}

// covers reports whether the write x replaces everything that the change w made.
func covers(x, w *parallel.Access) bool {
	switch {
	case x.Op == parallel.Write:
		return true
	case x.Op == parallel.FieldWrite && w.Op == parallel.FieldWrite && x.Path != "":
		return parallel.PathCovers(x.Path, w.Path)
	}
	return false
}

// defaultUses returns the accesses of other test code that use what a change of the
// default v affects: the accesses of http.DefaultClient (a client without a Transport sends
// through http.DefaultTransport), and of http.DefaultTransport when v is it, found by the
// engine in test code and in the functions it calls, libraries included; and the requests
// that name neither (parallel.DefaultRequests.ImplicitUses). Saving the value to put it
// back later is not a use, nor are the restore functions.
func (c *checker) defaultUses(v *types.Var) []*parallel.Access {
	if uses, ok := c.defaultUsesOf[v]; ok {
		return uses
	}
	if c.defaultUsesOf == nil {
		c.defaultUsesOf = make(map[*types.Var][]*parallel.Access)
	}
	uses := c.computeDefaultUses(v)
	c.defaultUsesOf[v] = uses
	return uses
}

func (c *checker) computeDefaultUses(v *types.Var) []*parallel.Access {
	var uses []*parallel.Access
	for _, a := range c.res.Accesses {
		if a.Region == nil || a.Region.Test == nil || a.Node == nil || !parallel.IsHTTPDefault(a.Var) {
			continue
		}
		if a.Var != v && a.Var.Name() != "DefaultClient" {
			continue // a change of http.DefaultClient is not seen through http.DefaultTransport
		}
		if a.Op != parallel.Read && a.Op != parallel.MethodCall && a.Op != parallel.Return {
			continue
		}
		if parallel.IsRestoring(c.pass.TypesInfo, a) || parallel.SavedForRestore(c.pass, a) {
			continue
		}
		uses = append(uses, a)
	}
	return append(uses, c.requests.ImplicitUses(c.res, c.regions, v)...)
}

// resetsToInitializer reports whether a assigns v the expression v is declared with
// (httpClient = &http.Client{Timeout: 2 * time.Second} again): a new value like the first,
// which puts v back in its initial state rather than changing what later tests get.
func (c *checker) resetsToInitializer(v *types.Var, a *parallel.Access) bool {
	if a.Op != parallel.Write || a.Value == nil {
		return false
	}
	d := c.res.VarDecl(v)
	if d == nil || d.Value() == nil {
		return false
	}
	return c.text(a.Value) == c.text(d.Value())
}
