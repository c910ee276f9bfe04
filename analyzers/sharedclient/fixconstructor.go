package sharedclient

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/parallel"
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
func (c *checker) constructorFix(sv *sharedVar, regions ...*parallel.Region) ([]analysis.SuggestedFix, string) {
	v := sv.v
	if v.Pkg() != c.pass.Pkg {
		return nil, "it is declared in package " + v.Pkg().Name() + ", so build the " + noun(sv.kind) + " in the test or in a helper that takes the *testing.T"
	}
	if len(sv.setupWrites()) > 0 {
		return nil, "TestMain or init sets it up, so build it in each test instead"
	}
	d := c.res.VarDecl(v)
	if d == nil || d.Value() == nil || !fixes.Reevaluable(c.pass.TypesInfo, d.Value()) {
		return nil, "its initializer depends on package state, so build it in each test instead"
	}
	if c.usedByPackageCode(v) {
		return nil, "the package's own code uses it, and a test's copy would not reach that code"
	}
	init := d.Value()
	// The constructor's edits depend on the variable only, so that the fixes of several
	// tests merge into one constructor.
	ctor, ctorEdits := fixes.Constructor(c.pass, v, init, noun(sv.kind), c.teardown(sv, init))
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
		Message:   fmt.Sprintf("give %s its own %s from %s", strings.Join(names, " and "), noun(sv.kind), ctor),
		TextEdits: edits,
	}}, ""
}

// declEdit returns the edit that declares the region's own value of sv with the constructor
// ctor, or nil when the region does not qualify (see constructorFix).
func (c *checker) declEdit(sv *sharedVar, r *parallel.Region, ctor string) (*analysis.TextEdit, string) {
	v := sv.v
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
	for _, a := range sv.uses {
		if a.Pos() < r.Body.Pos() || a.Pos() >= r.Body.End() {
			continue
		}
		if a.Pos() < at {
			return nil, "the test uses it before t.Parallel()"
		}
		if !parallel.Mentions(c.pass.TypesInfo, a.Node, v) {
			if name := c.via(a); name != "" {
				return nil, "the test reaches it through " + name + ", which should take the test's own " + noun(sv.kind)
			}
			return nil, "the test reaches it through a helper, which should take the test's own " + noun(sv.kind)
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

// setupWrites returns the writes of the variable by TestMain and init functions.
func (sv *sharedVar) setupWrites() []*parallel.Access {
	var ws []*parallel.Access
	for _, a := range sv.setup {
		if a.Op.IsWrite() || a.Op == parallel.MethodCall {
			ws = append(ws, a)
		}
	}
	return ws
}

// usedByPackageCode reports whether code in the package's non-test files refers to v.
func (c *checker) usedByPackageCode(v *types.Var) bool {
	if c.packageUses == nil {
		c.packageUses = make(map[types.Object]bool)
		for id, obj := range c.pass.TypesInfo.Uses {
			if _, ok := obj.(*types.Var); ok && !fixes.IsTestFile(c.pass, c.fileOf(id.Pos())) {
				c.packageUses[obj] = true
			}
		}
	}
	return c.packageUses[v]
}

// teardown returns the statement that releases the constructor's value c, "" when there is
// none that is safe: CloseIdleConnections on a client without a transport of its own would
// close the idle connections of http.DefaultTransport, which other tests use.
func (c *checker) teardown(sv *sharedVar, init ast.Expr) string {
	t := sv.typ
	switch sv.kind {
	case parallel.HTTPClient:
		if _, isPtr := types.Unalias(t).(*types.Pointer); isPtr && c.ownTransport(init) {
			return "t.Cleanup(c.CloseIdleConnections)"
		}
		return ""
	case parallel.HTTPTransport:
		if parallel.IsNamedOrPointer(t, "net/http", "Transport") {
			if _, isPtr := types.Unalias(t).(*types.Pointer); isPtr {
				return "t.Cleanup(c.CloseIdleConnections)"
			}
		}
		return ""
	case parallel.RestyClient:
		if m, ok := parallel.LookupPath(t, "GetClient").(*types.Func); ok && m.Type().(*types.Signature).Params().Len() == 0 {
			return "t.Cleanup(c.GetClient().CloseIdleConnections)"
		}
	case parallel.RetryableClient:
		call, ok := ast.Unparen(init).(*ast.CallExpr)
		if ok {
			if fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func); parallel.FuncIs(fn, "github.com/hashicorp/go-retryablehttp", "", "NewClient") {
				return "t.Cleanup(c.HTTPClient.CloseIdleConnections)"
			}
		}
		return ""
	}
	if m, ok := parallel.LookupPath(t, "Close").(*types.Func); ok {
		sig := m.Type().(*types.Signature)
		if sig.Params().Len() == 0 && sig.Results().Len() == 0 {
			return "t.Cleanup(c.Close)"
		}
		if sig.Params().Len() == 0 {
			return "t.Cleanup(func() { c.Close() })"
		}
	}
	return ""
}

// ownTransport reports whether init is &http.Client{...} with a non-nil Transport.
func (c *checker) ownTransport(init ast.Expr) bool {
	u, ok := ast.Unparen(init).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return false
	}
	lit, ok := u.X.(*ast.CompositeLit)
	if !ok {
		return false
	}
	return parallel.HasField(c.pass.TypesInfo, lit, "Transport")
}
