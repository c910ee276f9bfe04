package sharedclient

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

const (
	httpmockPath = "github.com/jarcoal/httpmock"
	gockPath     = "github.com/h2non/gock"
	gockV1Path   = "gopkg.in/h2non/gock.v1"
)

func isGockNew(fn *types.Func) bool {
	return parallel.FuncIs(fn, gockPath, "", "New") || parallel.FuncIs(fn, gockV1Path, "", "New") ||
		parallel.FuncIs(fn, gockPath, "", "Intercept") || parallel.FuncIs(fn, gockV1Path, "", "Intercept")
}

func isGockInterceptClient(fn *types.Func) bool {
	return parallel.FuncIs(fn, gockPath, "", "InterceptClient") || parallel.FuncIs(fn, gockV1Path, "", "InterceptClient")
}

// checkGlobalDefaults reports writes of http.DefaultClient and http.DefaultTransport
// (replacements, field writes, httpmock.Activate, gock.New): once per write site, when the
// write may run at the same time as other test code, which can send through the defaults
// without saying so. In strict mode it also reports a sequential test's write that the test
// does not undo: it stays for the tests that run after it.
func (c *checker) checkGlobalDefaults() {
	var writes []*parallel.Access
	for _, a := range c.res.Accesses {
		if a.Region == nil || a.Region.Test == nil || a.Node == nil || !parallel.IsHTTPDefault(a.Var) || !a.Op.IsWrite() {
			continue
		}
		fn := parallel.FuncOf(c.pass.TypesInfo, a.Node)
		if parallel.IsRestoring(c.pass.TypesInfo, a) || (isGockNew(fn) && c.testCalls(a.Region.Test, isGockInterceptClient)) {
			continue
		}
		writes = append(writes, a)
	}
	type key struct {
		site token.Position
		v    *types.Var
	}
	done := make(map[key]bool)
	for _, g := range parallel.GroupBySite(writes) {
		// A site can write both variables (a helper that swaps both): one group per variable.
		for _, a := range g.Accesses {
			if done[key{g.Site, a.Var}] {
				continue
			}
			done[key{g.Site, a.Var}] = true
			var same []*parallel.Access
			for _, b := range g.Accesses {
				if b.Var == a.Var {
					same = append(same, b)
				}
			}
			c.reportDefaultWrite(&parallel.SiteGroup{Site: g.Site, Accesses: same})
		}
	}
}

// reportDefaultWrite reports one write site of http.DefaultClient or http.DefaultTransport.
func (c *checker) reportDefaultWrite(g *parallel.SiteGroup) {
	// The first write that other test code may run alongside. A sync.Once body writes once,
	// in whichever caller comes first: it is concurrent when some caller's run may be.
	var concurrent *parallel.Access
	for _, a := range g.Accesses {
		if c.res.ConcurrentWithOthers(a.Point()) {
			concurrent = a
			break
		}
	}
	a := g.Accesses[0]
	if concurrent != nil {
		a = concurrent
	}
	category := catGlobal
	var heirs []*parallel.Access // the other tests that inherit a change never undone
	writers := g.Accesses
	if concurrent == nil {
		var kept []*parallel.Access
		for _, w := range g.Accesses {
			if !c.undone(w) {
				kept = append(kept, w)
			}
		}
		if len(kept) == 0 {
			return
		}
		a, writers = kept[0], kept
		heirs = c.inheritors(kept, c.defaultUses(a.Var), c.defaultWrites(a.Var))
		if len(heirs) == 0 && !strict {
			return
		}
		category = catLeaked
	}
	fn := parallel.FuncOf(c.pass.TypesInfo, a.Node)
	call, _ := a.Node.(*ast.CallExpr)
	verb := "replaces"
	if a.Op != parallel.Write {
		verb = "mutates"
	}
	pos, end := g.Pos(c.pass)
	atCall := pos == a.Node.Pos() // otherwise at the write inside a helper of this package
	what := "http." + a.Var.Name()
	if a.Op == parallel.FieldWrite && a.Path != "" && (len(a.Via) == 0 || !atCall) {
		what += "." + a.Path
	}
	through := ""
	if len(a.Via) > 0 && atCall {
		through = " through " + c.via(a)
	}
	d := analysis.Diagnostic{Pos: pos, End: end, Category: category, Related: c.related(nil, a)}
	advice := "give the test its own client instead"
	restore := "restore it with t.Cleanup"
	switch {
	case parallel.FuncIs(fn, httpmockPath, "", "Activate"):
		restore = "undo it with t.Cleanup(httpmock.DeactivateAndReset)"
	case isGockNew(fn):
		restore = "undo it with t.Cleanup(gock.Off)"
	}
	switch {
	case parallel.FuncIs(fn, httpmockPath, "", "Activate") && call != nil && len(g.Accesses) == 1:
		if c.testUsesDefaults(a.Region.Test, a) {
			advice = "pass the code under test, which uses http.DefaultClient or http.DefaultTransport, a client the test owns and use httpmock.ActivateNonDefault"
		} else {
			advice = "use httpmock.ActivateNonDefault with a client the test owns"
			d.SuggestedFixes = c.activateNonDefaultFix(a.Region, call)
		}
	case parallel.FuncIs(fn, httpmockPath, "", "Activate"):
		advice = "use httpmock.ActivateNonDefault with a client the test owns"
	case isGockNew(fn):
		advice = "intercept a client the test owns with gock.InterceptClient"
	}
	tests := parallel.RegionNames(writers)
	if concurrent != nil {
		d.Message = fmt.Sprintf("test %s %s %s%s while other tests run (%s); %s",
			concurrent.Region.Test.Name, verb, what, through, c.res.ConcurrentTestNames(concurrent), advice)
	} else if len(heirs) > 0 {
		d.Message = fmt.Sprintf("test %s %s %s%s and does not restore it, so other tests that use it inherit the change (%s); %s, or %s",
			tests, verb, what, through, parallel.TestNames(heirs), restore, advice)
	} else {
		d.Message = fmt.Sprintf("test %s %s %s%s and does not restore it; no other test uses it now, but one that did would inherit the change (strict mode); %s, or %s",
			tests, verb, what, through, restore, advice)
	}
	if len(g.Accesses) > 1 {
		d.Related = append(d.Related, parallel.UsersRelated(g.Accesses, "reached from")...)
	}
	d.Related = append(d.Related, parallel.UsersRelated(heirs, "inherited by")...)
	c.rep.Report(d, a.Var)
}

// defaultWrites returns the writes of the default v by test code.
func (c *checker) defaultWrites(v *types.Var) []*parallel.Access {
	var out []*parallel.Access
	for _, a := range c.res.Accesses {
		if a.Region != nil && a.Region.Test != nil && a.Node != nil && a.Var == v && a.Op.IsWrite() {
			out = append(out, a)
		}
	}
	return out
}

// undone reports whether the test whose write a is also restores the default when it ends:
// a deferred or cleanup restore (httpmock.DeactivateAndReset, gock.Off, a saved value put
// back), directly or through a helper.
func (c *checker) undone(a *parallel.Access) bool {
	for _, b := range c.res.Accesses {
		if b.Region == nil || b.Region.Test != a.Region.Test || b.Var != a.Var || !b.Op.IsWrite() {
			continue
		}
		if b.Region.Teardown && !parallel.TeardownCovers(b.Region, a.Region) {
			continue // a Ginkgo teardown that runs after other specs only
		}
		if parallel.IsRestoring(c.pass.TypesInfo, b) {
			return true
		}
	}
	return c.testCalls(a.Region.Test, func(fn *types.Func) bool { return parallel.IsTransportRestore(fn) })
}

// testCalls reports whether the test's function, or a function literal in it, calls a
// function that pred accepts.
func (c *checker) testCalls(test *parallel.Test, pred func(*types.Func) bool) bool {
	return test != nil && test.Decl != nil && parallel.CallsIn(c.pass.TypesInfo, test.Decl, pred)
}

// testUsesDefaults reports whether code run by the test, other than the activation itself
// and the functions that restore the defaults, reaches http.DefaultClient or
// http.DefaultTransport.
func (c *checker) testUsesDefaults(test *parallel.Test, activation *parallel.Access) bool {
	for _, a := range c.res.Accesses {
		if a.Region == nil || a.Region.Test != test || !parallel.IsHTTPDefault(a.Var) || a.Node == activation.Node {
			continue
		}
		if a.Var.Name() == "DefaultTransport" && len(a.Via) > 0 {
			// Any client without a Transport reads it, including the one the fix activates
			// the mock on; what counts is code that uses http.DefaultClient.
			continue
		}
		if fn := parallel.FuncOf(c.pass.TypesInfo, a.Node); parallel.IsTransportRestore(fn) || parallel.FuncIs(fn, httpmockPath, "", "Activate") {
			continue
		}
		return true
	}
	// Requests written in the test itself, or in functions of this package that it calls.
	return c.res.Reaches(c.pass, test.Decl, c.usesDefaultClient)
}

// usesDefaultClient reports whether n sends a request through http.DefaultClient (not a
// bare client's) or names it.
func (c *checker) usesDefaultClient(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.CallExpr:
		what := c.requests.Of(n)
		return what != "" && what != parallel.BareClientRequest
	case *ast.Ident:
		v, ok := c.pass.TypesInfo.Uses[n].(*types.Var)
		return ok && parallel.IsHTTPDefault(v) && v.Name() == "DefaultClient"
	}
	return false
}

// activateNonDefaultFix rewrites httpmock.Activate() into httpmock.ActivateNonDefault(client)
// when the region declares exactly one *http.Client of its own (client := &http.Client{...})
// before the call.
func (c *checker) activateNonDefaultFix(r *parallel.Region, call *ast.CallExpr) []analysis.SuggestedFix {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) != 0 {
		return nil
	}
	var client *types.Var
	count := 0
	ast.Inspect(r.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.End() > call.Pos() || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, lhs := range as.Lhs {
			id, ok := lhs.(*ast.Ident)
			if !ok {
				continue
			}
			v, ok := c.pass.TypesInfo.Defs[id].(*types.Var)
			if ok && parallel.IsNamedOrPointer(v.Type(), "net/http", "Client") && parallel.IsClientLiteral(c.pass.TypesInfo, as.Rhs[i]) {
				client = v
				count++
			}
		}
		return true
	})
	if count != 1 {
		return nil
	}
	scope := fixes.FuncScope(c.pass.TypesInfo, r.Func)
	if scope == nil {
		return nil
	}
	if inner := scope.Innermost(call.Pos()); inner == nil || func() bool { _, o := inner.LookupParent(client.Name(), call.Pos()); return o != client }() {
		return nil
	}
	return []analysis.SuggestedFix{{
		Message: "activate the mock on " + client.Name() + " only",
		TextEdits: []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: call.End(),
			NewText: []byte("ActivateNonDefault(" + client.Name() + ")")}},
	}}
}
