package sharedclient

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
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

// checkGlobalDefaults reports tests that replace or mutate http.DefaultClient or
// http.DefaultTransport while the package has parallel tests: one diagnostic per test and
// variable, at the first write.
func (c *checker) checkGlobalDefaults() {
	parallelTests := c.parallelTests()
	if len(parallelTests) == 0 {
		return
	}
	type key struct {
		test string
		v    *types.Var
	}
	done := make(map[key]bool)
	for _, a := range c.res.Accesses {
		if a.Region == nil || a.Region.Test == nil || a.Node == nil || !isDefault(a.Var) || !a.Op.IsWrite() {
			continue
		}
		test := a.Region.Test.Name
		other := ""
		for _, t := range parallelTests {
			if t != test {
				other = t
				break
			}
		}
		if other == "" || done[key{test, a.Var}] {
			continue
		}
		fn := c.funcOf(a.Node)
		call, _ := a.Node.(*ast.CallExpr)
		if isRestore(fn) || (isGockNew(fn) && c.testCalls(a.Region.Test, isGockInterceptClient)) {
			continue
		}
		done[key{test, a.Var}] = true

		verb := "replaces"
		if a.Op != parallel.Write {
			verb = "mutates"
		}
		what := "http." + a.Var.Name()
		if a.Op == parallel.FieldWrite && a.Path != "" && len(a.Via) == 0 {
			what += " (" + a.Path + ")"
		}
		through := ""
		if len(a.Via) > 0 {
			through = " through " + c.via(a)
			verb = "replaces"
			if a.Op != parallel.Write {
				verb = "mutates"
			}
		}
		d := analysis.Diagnostic{Pos: a.Pos(), End: a.Node.End(), Category: catGlobal, Related: c.related(nil, a)}
		advice := "give the test its own client instead"
		switch {
		case funcIs(fn, httpmockPath, "", "Activate") && call != nil:
			if c.testUsesDefaults(a.Region.Test, a) {
				advice = "the code under test uses http.DefaultClient or http.DefaultTransport, so pass it a client the test owns and use httpmock.ActivateNonDefault"
			} else {
				advice = "use httpmock.ActivateNonDefault with a client the test owns"
				d.SuggestedFixes = c.activateNonDefaultFix(a.Region, call)
			}
		case isGockNew(fn):
			advice = "intercept a client the test owns with gock.InterceptClient"
		}
		d.Message = fmt.Sprintf("test %s %s %s%s while the package has parallel tests (%s); %s", test, verb, what, through, other, advice)
		c.rep.Report(d, a.Var)
	}
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
