package state

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// Defaults answers what the test code of one package does with net/http's defaults,
// http.DefaultClient and http.DefaultTransport: which accesses change them, which use what
// a change affects, and which tests put them back. Answers about uses are kept.
type Defaults struct {
	pass     *analysis.Pass
	res      *parallel.Result
	regions  *httpfacts.RegionIndex
	requests *httpfacts.DefaultRequests
	usesOf   map[*types.Var][]*flow.Access // see Uses
}

// NewDefaults returns the Defaults of the package of pass, whose engine result is res.
func NewDefaults(pass *analysis.Pass, res *parallel.Result, regions *httpfacts.RegionIndex, requests *httpfacts.DefaultRequests) *Defaults {
	return &Defaults{pass: pass, res: res, regions: regions, requests: requests}
}

// Changes returns the writes of the defaults by test code (replacements, field writes,
// httpmock.Activate, gock.New), less the restores (IsRestoring). A gock.New writes
// http.DefaultTransport even in a test that intercepts a client of its own: the client is
// mocked only while the default is gock's.
func (d *Defaults) Changes() []*flow.Access {
	var writes []*flow.Access
	for _, a := range d.res.Accesses {
		if a.Region == nil || a.Region.Test == nil || a.Node == nil || !httpfacts.IsHTTPDefault(a.Var) || !a.Op.IsWrite() {
			continue
		}
		if IsRestoring(d.pass.TypesInfo, a) {
			continue
		}
		writes = append(writes, a)
	}
	return writes
}

// Writes returns the writes of the default v by test code.
func (d *Defaults) Writes(v *types.Var) []*flow.Access {
	var out []*flow.Access
	for _, a := range d.res.Accesses {
		if a.Region != nil && a.Region.Test != nil && a.Node != nil && a.Var == v && a.Op.IsWrite() {
			out = append(out, a)
		}
	}
	return out
}

// Restored reports whether the test whose write a is also restores the default when it
// ends: a deferred or cleanup restore (httpmock.DeactivateAndReset, gock.Off, a saved value
// put back), directly or through a helper.
func (d *Defaults) Restored(a *flow.Access) bool {
	for _, b := range d.res.Accesses {
		if b.Region == nil || b.Region.Test != a.Region.Test || b.Var != a.Var || !b.Op.IsWrite() {
			continue
		}
		if b.Region.Teardown && !schedule.TeardownCovers(b.Region, a.Region) {
			continue // a Ginkgo teardown that runs after other specs only
		}
		if IsRestoring(d.pass.TypesInfo, b) {
			return true
		}
	}
	return TestCalls(d.pass.TypesInfo, a.Region.Test, IsDefaultRestore)
}

// Unrestored returns the writes of writes whose test does not restore the default
// (Restored).
func (d *Defaults) Unrestored(writes []*flow.Access) []*flow.Access {
	var kept []*flow.Access
	for _, w := range writes {
		if !d.Restored(w) {
			kept = append(kept, w)
		}
	}
	return kept
}

// Heirs returns the uses by other tests that inherit what changes, writes of one default
// that their tests never undo, leave (VarHeirs over the default's Uses and Writes).
func (d *Defaults) Heirs(changes []*flow.Access) []*flow.Access {
	v := changes[0].Var
	return VarHeirs(d.pass.TypesInfo, changes, d.Uses(v), d.Writes(v))
}

// Uses returns the accesses of test code that use what a change of the default v
// affects: the accesses of http.DefaultClient (a client without a Transport sends through
// http.DefaultTransport), and of http.DefaultTransport when v is it, found by the engine in
// test code and in the functions it calls, libraries included; and the requests that name
// neither (DefaultRequests.ImplicitUses). Saving the value to put it back later is not a
// use, nor are the restore functions.
func (d *Defaults) Uses(v *types.Var) []*flow.Access {
	if uses, ok := d.usesOf[v]; ok {
		return uses
	}
	if d.usesOf == nil {
		d.usesOf = make(map[*types.Var][]*flow.Access)
	}
	uses := d.computeUses(v)
	d.usesOf[v] = uses
	return uses
}

func (d *Defaults) computeUses(v *types.Var) []*flow.Access {
	var uses []*flow.Access
	for _, a := range d.res.Accesses {
		if a.Region == nil || a.Region.Test == nil || a.Node == nil || !httpfacts.IsHTTPDefault(a.Var) {
			continue
		}
		if a.Var != v && a.Var.Name() != "DefaultClient" {
			continue // a change of http.DefaultClient is not seen through http.DefaultTransport
		}
		if a.Op != flow.Read && a.Op != flow.MethodCall && a.Op != flow.Return {
			continue
		}
		if IsRestoring(d.pass.TypesInfo, a) || SavedForRestore(d.pass, a) {
			continue
		}
		uses = append(uses, a)
	}
	return append(uses, d.requests.ImplicitUses(d.res.HTTP(), d.regions, v)...)
}

// TestUsesDefaultClient reports whether code run by the test, other than the activation
// itself and the functions that restore the defaults, reaches http.DefaultClient or
// http.DefaultTransport: code that a mock activated on a client of the test's own would
// not reach.
func (d *Defaults) TestUsesDefaultClient(test *schedule.Test, activation *flow.Access) bool {
	for _, a := range d.res.Accesses {
		if a.Region == nil || a.Region.Test != test || !httpfacts.IsHTTPDefault(a.Var) || a.Node == activation.Node {
			continue
		}
		if a.Var.Name() == "DefaultTransport" && len(a.Via) > 0 {
			// Any client without a Transport reads it, including the one the fix activates
			// the mock on; what counts is code that uses http.DefaultClient.
			continue
		}
		if fn := gocode.FuncOf(d.pass.TypesInfo, a.Node); IsTransportRestore(fn) || DefaultInstall(fn) != nil {
			continue
		}
		return true
	}
	// Requests written in the test itself, or in functions of this package that it calls.
	return d.res.HTTP().Reaches(d.pass, test.Decl, d.usesDefaultClient)
}

// usesDefaultClient reports whether n sends a request through http.DefaultClient (not a
// bare client's) or names it.
func (d *Defaults) usesDefaultClient(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.CallExpr:
		what := d.requests.Of(n)
		return what != "" && what != httpfacts.BareClientRequest
	case *ast.Ident:
		v, ok := d.pass.TypesInfo.Uses[n].(*types.Var)
		return ok && httpfacts.IsHTTPDefault(v) && v.Name() == "DefaultClient"
	}
	return false
}
