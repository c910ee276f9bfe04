package sharedclient

import (
	"fmt"
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/state"
)

// checkMockRegistries reports the functions of test code that use a mocking library's one
// registry (knowledge.MockRegistries: httpmock.DefaultTransport, gock's mock list) while
// other test code that uses it may run at the same time: installing, registering, counting
// or resetting mocks there is seen by every test of the binary, whichever client each sends
// through. One finding per function (a test, or a helper of this package that tests call):
// the test, or the helper, is where the mock of its own goes. It returns the positions it
// reported at, which global-default does not report again.
func (c *checker) checkMockRegistries() map[token.Pos]bool {
	byRegistry := make(map[*knowledge.MockRegistry][]*flow.Access)
	var order []*knowledge.MockRegistry
	for _, a := range c.res.Accesses {
		if a.Region == nil || a.Region.Test == nil || a.Node == nil || a.Var == nil || a.Var.Pkg() == nil {
			continue
		}
		r := knowledge.MockRegistryOf(a.Var.Pkg().Path(), a.Var.Name())
		if r == nil {
			continue
		}
		if byRegistry[r] == nil {
			order = append(order, r)
		}
		byRegistry[r] = append(byRegistry[r], a)
	}
	reported := make(map[token.Pos]bool)
	for _, r := range order {
		accs := byRegistry[r]
		for _, fn := range c.byEnclosingFunc(accs) {
			a, users := report.FirstConcurrent(changesFirst(c.pass, fn), accs)
			if a == nil {
				continue
			}
			pos, end := report.GroupBySite([]*flow.Access{a})[0].Pos(c.pass)
			reported[pos] = true
			c.reportMockRegistry(r, a, fn, users, pos, end)
		}
	}
	return reported
}

// byEnclosingFunc groups accesses by the function declaration of this package where each
// is made (its fix site), in order of first appearance; accesses at no position of this
// package form a group each.
func (c *checker) byEnclosingFunc(accs []*flow.Access) [][]*flow.Access {
	var groups [][]*flow.Access
	index := make(map[ast.Decl]int)
	for _, a := range accs {
		pos, _ := report.GroupBySite([]*flow.Access{a})[0].Pos(c.pass)
		decl, _ := gocode.DeclAt(c.pass, pos)
		if decl == nil {
			groups = append(groups, []*flow.Access{a})
			continue
		}
		if i, ok := index[decl]; ok {
			groups[i] = append(groups[i], a)
			continue
		}
		index[decl] = len(groups)
		groups = append(groups, []*flow.Access{a})
	}
	return groups
}

// reportMockRegistry reports a, the first access of fn's accesses of registry r that other
// test code's (users) may run at the same time as.
func (c *checker) reportMockRegistry(r *knowledge.MockRegistry, a *flow.Access, fn, users []*flow.Access, pos, end token.Pos) {
	through := ""
	if name := report.ViaName(c.pass, a); name != "" {
		through = " through " + name
	}
	others := report.OtherRegionName(a, users)
	if others == "" {
		others = "another run of " + a.Region.Name
	}
	d := analysis.Diagnostic{
		Pos: pos, End: end, Category: catGlobalMock,
		Message: fmt.Sprintf("test %s uses %s's mock registry %s.%s%s while other tests use it (%s), and every test of the binary shares its mocks; %s",
			report.RegionNames(fn), r.Library, r.Library, r.Var, through, others, r.Isolate),
		Related: c.related(nil, a),
	}
	d.Related = append(d.Related, report.UsersRelated(users, "also used by")...)
	if install := c.installCall(r, fn); install != nil {
		switch {
		case c.defaults.TestUsesDefaultClient(install.Region.Test, install):
			d.Message += "; the code under test sends through http.DefaultClient or http.DefaultTransport: pass it a client first"
		default:
			call := install.Node.(*ast.CallExpr)
			if edits, client, ok := fixes.OwnMock(c.pass, install.Region, r, call); ok {
				d.SuggestedFixes = []analysis.SuggestedFix{{Message: "give the test its own mock transport, used by " + client, TextEdits: edits}}
			}
		}
	}
	c.rep.Report(d, a.Var)
}

// installCall returns the access of fn (one function's accesses of registry r) that installs
// the registry (httpmock.Activate), when every access of fn is a direct call of the
// library in that one region, so that a fix can rewrite them all; nil otherwise.
func (c *checker) installCall(r *knowledge.MockRegistry, fn []*flow.Access) *flow.Access {
	if !r.Fixable {
		return nil
	}
	var install *flow.Access
	for _, a := range fn {
		call, ok := a.Node.(*ast.CallExpr)
		if !ok || a.Region != fn[0].Region {
			return nil
		}
		f := gocode.FuncOf(c.pass.TypesInfo, call)
		if f == nil || f.Pkg() == nil || f.Pkg().Path() != r.Pkg {
			return nil // through a helper of this package
		}
		if f.Name() == r.Install && install == nil {
			install = a
		}
	}
	return install
}

// changesFirst orders accs so that the accesses that install or register mocks come before
// those that put the registry back (a deferred gock.Off): a finding names what the test
// sets up, the fix site of its own mock.
func changesFirst(pass *analysis.Pass, accs []*flow.Access) []*flow.Access {
	var changes, restores []*flow.Access
	for _, a := range accs {
		if state.IsRestoring(pass.TypesInfo, a) {
			restores = append(restores, a)
		} else {
			changes = append(changes, a)
		}
	}
	return append(changes, restores...)
}
