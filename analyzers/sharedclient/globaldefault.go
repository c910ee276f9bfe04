package sharedclient

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

const (
	httpmockPath = "github.com/jarcoal/httpmock"
	gockPath     = "github.com/h2non/gock"
	gockV1Path   = "gopkg.in/h2non/gock.v1"
)

// restores are the functions that put http.DefaultTransport back: their writes undo a
// replacement and are not reported.
func isRestore(fn *types.Func) bool {
	for _, name := range []string{"Deactivate", "DeactivateAndReset", "Reset"} {
		if funcIs(fn, httpmockPath, "", name) {
			return true
		}
	}
	for _, p := range []string{gockPath, gockV1Path} {
		for _, name := range []string{"Off", "OffAll", "Disable", "RestoreClient", "Flush"} {
			if funcIs(fn, p, "", name) {
				return true
			}
		}
	}
	return false
}

func isGockNew(fn *types.Func) bool {
	return funcIs(fn, gockPath, "", "New") || funcIs(fn, gockV1Path, "", "New") ||
		funcIs(fn, gockPath, "", "Intercept") || funcIs(fn, gockV1Path, "", "Intercept")
}

func isGockInterceptClient(fn *types.Func) bool {
	return funcIs(fn, gockPath, "", "InterceptClient") || funcIs(fn, gockV1Path, "", "InterceptClient")
}

// checkGlobalDefaults reports writes of http.DefaultClient and http.DefaultTransport
// (replacements, field writes, httpmock.Activate, gock.New): once per write site, when the
// write may run at the same time as other test code, which can send through the defaults
// without saying so. In strict mode it also reports a sequential test's write that the test
// does not undo: it stays for the tests that run after it.
func (c *checker) checkGlobalDefaults() {
	var writes []*parallel.Access
	for _, a := range c.res.Accesses {
		if a.Region == nil || a.Region.Test == nil || a.Node == nil || !isDefault(a.Var) || !a.Op.IsWrite() {
			continue
		}
		fn := c.funcOf(a.Node)
		if isRestore(fn) || c.isRestoreAccess(a) || (isGockNew(fn) && c.testCalls(a.Region.Test, isGockInterceptClient)) {
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
	fn := c.funcOf(a.Node)
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
	case funcIs(fn, httpmockPath, "", "Activate"):
		restore = "undo it with t.Cleanup(httpmock.DeactivateAndReset)"
	case isGockNew(fn):
		restore = "undo it with t.Cleanup(gock.Off)"
	}
	switch {
	case funcIs(fn, httpmockPath, "", "Activate") && call != nil && len(g.Accesses) == 1:
		if c.testUsesDefaults(a.Region.Test, a) {
			advice = "pass the code under test, which uses http.DefaultClient or http.DefaultTransport, a client the test owns and use httpmock.ActivateNonDefault"
		} else {
			advice = "use httpmock.ActivateNonDefault with a client the test owns"
			d.SuggestedFixes = c.activateNonDefaultFix(a.Region, call)
		}
	case funcIs(fn, httpmockPath, "", "Activate"):
		advice = "use httpmock.ActivateNonDefault with a client the test owns"
	case isGockNew(fn):
		advice = "intercept a client the test owns with gock.InterceptClient"
	}
	tests := parallel.RegionNames(writers)
	if concurrent != nil {
		d.Message = fmt.Sprintf("test %s %s %s%s while other tests run (%s); %s",
			concurrent.Region.Test.Name, verb, what, through, c.otherTests(concurrent), advice)
	} else if len(heirs) > 0 {
		d.Message = fmt.Sprintf("test %s %s %s%s and does not restore it, so other tests that use it inherit the change (%s); %s, or %s",
			tests, verb, what, through, testNames(heirs), restore, advice)
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

// otherTests names the tests that may run at the same time as a, for messages.
func (c *checker) otherTests(a *parallel.Access) string {
	var names []string
	seen := map[string]bool{a.Region.Test.Name: true}
	for _, r := range c.res.Regions {
		if r.Body == nil || seen[r.Test.Name] {
			continue
		}
		if parallel.Concurrent(a.Point(), parallel.Point{Region: r, Pos: r.Body.End() - 1}) {
			seen[r.Test.Name] = true
			names = append(names, r.Test.Name)
		}
	}
	switch {
	case len(names) == 0:
		return "other runs of " + a.Region.Name
	case len(names) > 3:
		return fmt.Sprintf("%s and %d more", strings.Join(names[:3], ", "), len(names)-3)
	}
	return strings.Join(names, ", ")
}

// isRestoreAccess reports whether a puts a saved value back: a write in a deferred call or
// in a function given to t.Cleanup, or reached through a helper that restores (through
// httpmock.DeactivateAndReset, gock.Off...).
func (c *checker) isRestoreAccess(a *parallel.Access) bool {
	for _, step := range a.Via {
		if restoreNames[step.Callee] {
			return true
		}
	}
	return a.Restores
}

// restoreNames are the restore functions as the engine names them in call paths.
var restoreNames = map[string]bool{
	"httpmock.Deactivate": true, "httpmock.DeactivateAndReset": true, "httpmock.Reset": true,
	"gock.Off": true, "gock.OffAll": true, "gock.Disable": true, "gock.RestoreClient": true,
}

// deferredOrCleanup reports whether pos is inside a deferred call or a function passed to
// (*testing.T).Cleanup: code that runs when the test ends.
func (c *checker) deferredOrCleanup(pos token.Pos) bool {
	file := c.fileOf(pos)
	if file == nil {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, pos, pos)
	for _, n := range path {
		switch n := n.(type) {
		case *ast.DeferStmt:
			return true
		case *ast.CallExpr:
			if fn := c.funcOf(n); fn != nil && fn.Name() == "Cleanup" && fn.Pkg() != nil && fn.Pkg().Path() == "testing" {
				return true
			}
		}
	}
	return false
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
		if isRestore(c.funcOf(b.Node)) || c.isRestoreAccess(b) {
			return true
		}
	}
	return c.testCalls(a.Region.Test, func(fn *types.Func) bool { return isRestore(fn) })
}

// testCalls reports whether the test's function, or a function literal in it, calls a
// function that pred accepts.
func (c *checker) testCalls(test *parallel.Test, pred func(*types.Func) bool) bool {
	if test == nil || test.Decl == nil {
		return false
	}
	found := false
	ast.Inspect(test.Decl, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func); fn != nil && pred(fn) {
				found = true
			}
		}
		return !found
	})
	return found
}

// testUsesDefaults reports whether code run by the test, other than the activation itself
// and the functions that restore the defaults, reaches http.DefaultClient or
// http.DefaultTransport.
func (c *checker) testUsesDefaults(test *parallel.Test, activation *parallel.Access) bool {
	for _, a := range c.res.Accesses {
		if a.Region == nil || a.Region.Test != test || !isDefault(a.Var) || a.Node == activation.Node {
			continue
		}
		if a.Var.Name() == "DefaultTransport" && len(a.Via) > 0 {
			// Any client without a Transport reads it, including the one the fix activates
			// the mock on; what counts is code that uses http.DefaultClient.
			continue
		}
		if fn := c.funcOf(a.Node); isRestore(fn) || funcIs(fn, httpmockPath, "", "Activate") {
			continue
		}
		return true
	}
	// Requests written in the test itself, or in functions of this package that it calls.
	return c.reachesDefaultClient(test.Decl, make(map[ast.Node]bool), 0)
}

// reachesDefaultClient reports whether n, or a function of this package that it calls (a
// few calls deep), sends a request through http.DefaultClient or names it.
func (c *checker) reachesDefaultClient(n ast.Node, seen map[ast.Node]bool, depth int) bool {
	if seen[n] || depth > 3 {
		return false
	}
	seen[n] = true
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if what := c.defaultRequest(n); what != "" && what != bareClient {
				found = true
			} else if fn, _ := typeutil.Callee(c.pass.TypesInfo, n).(*types.Func); fn != nil && c.res.FuncDecl(fn) != nil {
				found = c.reachesDefaultClient(c.res.FuncDecl(fn), seen, depth+1)
			}
		case *ast.Ident:
			if v, ok := c.pass.TypesInfo.Uses[n].(*types.Var); ok && isDefault(v) && v.Name() == "DefaultClient" {
				found = true
			}
		}
		return !found
	})
	return found
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
			if ok && isNamed(v.Type(), "net/http", "Client") && isClientLiteral(c.pass.TypesInfo, as.Rhs[i]) {
				client = v
				count++
			}
		}
		return true
	})
	if count != 1 {
		return nil
	}
	scope := c.funcScope(r.Func)
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

// isClientLiteral reports whether e is &http.Client{...}.
func isClientLiteral(info *types.Info, e ast.Expr) bool {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	if !ok {
		return false
	}
	lit, ok := u.X.(*ast.CompositeLit)
	if !ok {
		return false
	}
	tv, ok := info.Types[lit]
	return ok && isNamed(tv.Type, "net/http", "Client")
}
