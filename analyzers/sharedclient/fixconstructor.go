package sharedclient

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// constructorFix returns the fix that gives the regions their own value of sv: a
// constructor newX(t testing.TB) built from the variable's initializer (added once: the edit
// is the same for every fix), and `x := newX(t)` after each region's t.Parallel() call, so
// that the rest of the region refers to its own value. Regions where that could change what
// the test does are left out, and without any region left there is no fix:
//   - the variable belongs to another package, has no initializer, or its initializer
//     refers to a package-level variable (state that TestMain or init may set up);
//   - TestMain or init writes the variable;
//   - the region's *testing.T is unnamed or shadowed where the declaration goes;
//   - the region's function already declares the name at its top level, or its file
//     imports a package under that name;
//   - the region reaches the variable before that point, or through a helper (the helper
//     would keep using the shared value), or uses it only in nested subtests;
//   - the constructor's name is taken by something else.
func (c *checker) constructorFix(sv *sharedVar, regions ...*schedule.Region) ([]analysis.SuggestedFix, string) {
	v := sv.Var
	if v.Pkg() != c.pass.Pkg {
		return nil, "it is declared in package " + v.Pkg().Name() + ", so build the " + noun(sv.Kind) + " in the test or in a helper that takes the *testing.T"
	}
	if len(sv.SetupWrites()) > 0 {
		return nil, "TestMain or init sets it up, so build it in each test instead"
	}
	d := c.res.VarDecl(v)
	if d == nil || d.Value() == nil || !fixes.Reevaluable(c.pass.TypesInfo, d.Value()) {
		return nil, "its initializer depends on package state, so build it in each test instead"
	}
	if c.packageCode.Uses(v) {
		return nil, "the package's own code uses it, and a test's copy would not reach that code"
	}
	init := d.Value()
	// The constructor's edits depend on the variable only, so that the fixes of several
	// tests merge into one constructor.
	ctor, ctorEdits := fixes.Constructor(c.pass, v, init, noun(sv.Kind), fixes.ReleaseStmt(c.pass.TypesInfo, sv.Kind, sv.Type, init))
	var edits []analysis.TextEdit
	var names []string
	why := ""
	for _, r := range regions {
		e, reason := c.declEdit(sv, r, ctor)
		if e != nil {
			edits = append(edits, *e)
			names = append(names, r.Name)
		} else if why == "" {
			why = reason
		}
	}
	if len(edits) == 0 {
		return nil, why
	}
	if ctor == "" {
		return nil, "no constructor can be added for it"
	}
	edits = append(edits, ctorEdits...)
	return []analysis.SuggestedFix{{
		Message:   fmt.Sprintf("give %s its own %s from %s", strings.Join(names, " and "), noun(sv.Kind), ctor),
		TextEdits: edits,
	}}, ""
}

// declEdit returns the edit that declares the region's own value of sv with the constructor
// ctor, or nil when the region does not qualify (see constructorFix).
func (c *checker) declEdit(sv *sharedVar, r *schedule.Region, ctor string) (*analysis.TextEdit, string) {
	v := sv.Var
	if r == nil || r.Body == nil {
		return nil, ""
	}
	at := fixes.AfterParallel(r)
	tname := fixes.TName(c.pass.TypesInfo, r, at)
	scope := fixes.FuncScope(c.pass.TypesInfo, r.Func)
	if r.T == nil {
		if !r.RunParallel {
			return nil, "a suite method has no *testing.T parameter: build it in SetupTest from s.T()"
		}
		return nil, "a b.RunParallel body has no *testing.B of its own to build it with"
	}
	if tname == "" || scope == nil {
		return nil, "the test's *testing.T is not in scope under its name"
	}
	if scope.Lookup(v.Name()) != nil || fixes.ImportsName(c.pass.TypesInfo, c.fileOf(r.Body.Pos()), v.Name()) {
		return nil, "the test already uses the name " + v.Name() + " for something else"
	}
	own := false
	for _, a := range sv.Uses {
		if a.Pos() < r.Body.Pos() || a.Pos() >= r.Body.End() {
			continue
		}
		if a.Pos() < at {
			return nil, "the test uses it before t.Parallel()"
		}
		if !gocode.Mentions(c.pass.TypesInfo, a.Node, v) {
			if name := report.ViaName(c.pass, a); name != "" {
				return nil, "the test reaches it through " + name + ", which should take the test's own " + noun(sv.Kind)
			}
			return nil, "the test reaches it through a helper, which should take the test's own " + noun(sv.Kind)
		}
		if a.Region == r {
			own = true
		}
	}
	if !own {
		return nil, ""
	}
	edit := fixes.InsertStmt(c.pass, r, fmt.Sprintf("%s := %s(%s)", v.Name(), ctor, tname))
	return &edit, ""
}
