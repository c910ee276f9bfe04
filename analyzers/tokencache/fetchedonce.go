package tokencache

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// fetchedOnce reports, in strict mode, a credential that is fetched once for the whole test
// binary (by its initializer, in TestMain or init, under sync.Once) and that parallel tests
// read at the same time: every test runs as the same user with the same token, so one
// test's logout, revocation or permission change, or the token's expiry, reaches the
// others. Nothing rewrites it, so the other rules are silent; this is the latent form of
// the hazard. Reported once per read site (a helper's read once, at the helper), without a
// fix: the fetch belongs in each test's setup, which only the author can write.
func (c *checker) fetchedOnce(tc *cache) {
	if tc.kind == tokenSource {
		return // shared-source says it for token sources
	}
	fetch := c.fetchOf(tc)
	if fetch == nil {
		return
	}
	var reads []*parallel.Access
	for _, a := range tc.accs {
		if a.Parallel && isRead(tc, a) && !a.Once {
			reads = append(reads, a)
		}
	}
	for _, g := range parallel.GroupBySite(reads) {
		others := g.ConcurrentWith(reads)
		if len(others) == 0 {
			continue
		}
		a, other := g.Accesses[0], others[0]
		for _, x := range others {
			if x.Region != a.Region {
				other = x
				break
			}
		}
		for _, x := range g.Accesses {
			tc.reported[x.Region] = true
		}
		for _, x := range others {
			tc.reported[x.Region] = true
		}
		pos, end := g.Pos(c.pass)
		via := c.viaText(a)
		if pos != a.Node.Pos() {
			via = "" // reported at the read inside the helper
		}
		msg := fmt.Sprintf("parallel test %s uses credential %s%s, fetched once %s, while %s uses it too (strict mode); scope the credential to the test: fetch it in the test's setup or per test user (%s)",
			a.Region.Name, parallel.VarName(c.pass, tc.v), via, fetch.where, otherText(a, other), fetch.example(tc.v))
		related := []analysis.RelatedInformation{{Pos: fetch.pos, End: fetch.end, Message: parallel.VarName(c.pass, tc.v) + " fetched here"}}
		if pos != a.Node.Pos() {
			related = append(related, c.siteRelated(a, "used here")...)
		}
		if other != a {
			related = append(related, analysis.RelatedInformation{Pos: other.Node.Pos(), End: other.Node.End(),
				Message: "also used by parallel test " + other.Region.Name})
		}
		related = append(related, tc.evidence...)
		c.rep.Report(analysis.Diagnostic{Pos: pos, End: end, Category: "fetched-once", Message: msg, Related: related}, tc.v)
	}
}

// fetch is where a credential is fetched for the whole binary.
type fetch struct {
	where    string // "in TestMain", "in init", "by its initializer", "under sync.Once"
	pos, end token.Pos
	helper   string // the function that fetches it, when known: "login"
}

// example shows the fix in a few words.
func (f *fetch) example(v *types.Var) string {
	if f.helper != "" {
		return fmt.Sprintf("after t.Parallel(): %s := %s(...)", v.Name(), f.helper)
	}
	return "after t.Parallel(), fetch a token of its own"
}

// fetchOf returns where the cache's value is fetched once, or nil when it is a constant, is
// assigned where this package's code cannot see, or is never assigned.
func (c *checker) fetchOf(tc *cache) *fetch {
	if d := c.res.VarDecl(tc.v); d != nil && d.Value() != nil {
		if helper, ok := c.fetches(d.Value(), d.Value()); ok {
			return &fetch{where: "by its initializer", pos: d.Value().Pos(), end: d.Value().End(), helper: helper}
		}
	}
	writes := func(list []*parallel.Access, once bool) *fetch {
		for _, a := range list {
			if a == nil || a.Var != tc.v || a.Once != once || !(a.Op.IsWrite() || isStore(a)) {
				continue
			}
			at, value := c.valueAtSite(a)
			if value == nil {
				continue
			}
			helper, ok := c.fetches(at, value)
			if !ok {
				continue
			}
			f := &fetch{where: "under sync.Once", pos: at.Pos(), end: at.End(), helper: helper}
			if !once {
				f.where = "in " + c.enclosingFuncName(at)
			}
			return f
		}
		return nil
	}
	if f := writes(c.res.Setup, false); f != nil {
		return f
	}
	if f := writes(c.res.Setup, true); f != nil {
		return f
	}
	return writes(tc.accs, true)
}

// isStore reports whether a stores into a sync.Map or a header map by method.
func isStore(a *parallel.Access) bool {
	if a.Op != parallel.MethodCall {
		return false
	}
	switch parallel.LastSegment(a.Path) {
	case "Store", "LoadOrStore", "Swap", "Set", "Add":
		return true
	}
	return false
}

// valueAtSite returns the write's node in this package and the value it stores: the
// engine's Value, the call of a tuple assignment, the value argument of Store or Set, or,
// for a write inside a helper of this package, the assignment at the access's site.
func (c *checker) valueAtSite(a *parallel.Access) (ast.Node, ast.Expr) {
	if len(a.Via) == 0 {
		if v := c.writtenValue(a); v != nil {
			return a.Node, v
		}
		if call, ok := a.Node.(*ast.CallExpr); ok && isStore(a) && len(call.Args) == 2 {
			return call, call.Args[1]
		}
		return a.Node, nil
	}
	pos := parallel.PosIn(c.pass, a.Site)
	if !pos.IsValid() {
		return nil, nil
	}
	file := c.fileOf(posNode(pos))
	if file == nil {
		return nil, nil
	}
	path, _ := astutil.PathEnclosingInterval(file, pos, pos)
	for _, n := range path {
		if as, ok := n.(*ast.AssignStmt); ok {
			for i, lhs := range as.Lhs {
				if lhs.Pos() <= pos && pos < lhs.End() {
					switch {
					case len(as.Lhs) == len(as.Rhs):
						return as, as.Rhs[i]
					case len(as.Rhs) == 1:
						return as, as.Rhs[0]
					}
				}
			}
			return nil, nil
		}
	}
	return nil, nil
}

// posNode is a node at pos, for looking up its file.
type posNode token.Pos

func (p posNode) Pos() token.Pos { return token.Pos(p) }
func (p posNode) End() token.Pos { return token.Pos(p) }

// fetches reports whether value, stored at at, is fetched rather than constant: it calls
// code outside the standard library (a login helper, an SDK), net/http, or an auth source,
// directly or through a local assigned from such a call. It returns the name of the
// fetching function of this package or the one called, when there is one.
func (c *checker) fetches(at ast.Node, value ast.Expr) (string, bool) {
	exprs := append([]ast.Expr{value}, c.localAssignments(at, value)...)
	for _, e := range exprs {
		if name, ok := c.fetchCall(e); ok {
			return name, true
		}
	}
	return "", false
}

func (c *checker) fetchCall(e ast.Expr) (string, bool) {
	info := c.pass.TypesInfo
	name, found := "", false
	ast.Inspect(e, func(n ast.Node) bool {
		if found {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok || fn.Pkg() == nil {
			return true
		}
		path := fn.Pkg().Path()
		if parallel.IsAuthSource(info, call) || path == "net/http" || !parallel.IsStd(path) {
			found = true
			// The example names the helper only when the value is its result.
			if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() == nil && fn.Pkg() == c.pass.Pkg && call == ast.Unparen(e) {
				name = fn.Name()
			}
		}
		return !found
	})
	return name, found
}

// enclosingFuncName names the function declaration around n: TestMain, init.
func (c *checker) enclosingFuncName(n ast.Node) string {
	file := c.fileOf(n)
	if file == nil {
		return "setup"
	}
	for _, d := range file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Pos() <= n.Pos() && n.Pos() < fd.End() {
			return fd.Name.Name
		}
	}
	return "setup"
}
