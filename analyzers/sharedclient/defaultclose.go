package sharedclient

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// checkDefaultTransportClose reports requests sent through http.DefaultTransport by test
// code that may run at the same time as an (*httptest.Server).Close, which closes the idle
// connections of http.DefaultTransport under the request.
func (c *checker) checkDefaultTransportClose() {
	closes, anywhere := c.serverCloses()
	if len(closes) == 0 && !anywhere {
		return
	}
	seen := make(map[token.Pos]bool)
	for _, r := range c.res.Regions {
		if r.Body == nil {
			continue
		}
		c.regions.Inspect(r, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || seen[call.Pos()] {
				return true
			}
			what := c.defaultRequest(call)
			if what == "" {
				return true
			}
			at := parallel.Point{Region: r, Pos: call.Pos()}
			if !c.closeConcurrentWith(at, closes, anywhere) {
				return true
			}
			seen[call.Pos()] = true
			d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: catDefaultClose}
			advice := "use a client with its own transport"
			if what == bareClient {
				what = "(*http.Client)." + call.Fun.(*ast.SelectorExpr).Sel.Name
				advice = "give the client its own transport"
			} else if srv := c.serverFor(call); srv != nil {
				advice = "use " + srv.Name() + ".Client()"
				d.SuggestedFixes = c.serverClientFix(call, srv)
			}
			for _, p := range closes {
				if parallel.Concurrent(at, p) {
					d.Related = append(d.Related, analysis.RelatedInformation{Pos: p.Pos, Message: "a server is closed here by " + p.Region.Name})
					break
				}
			}
			d.Message = fmt.Sprintf("%s in parallel test %s uses http.DefaultTransport, whose idle connections every (*httptest.Server).Close in this package closes; %s",
				what, r.Name, advice)
			c.rep.Report(d, nil)
			return true
		})
	}
}

// closeConcurrentWith reports whether a server Close may run at the same time as code at p:
// one of the closes, or, when anywhere is set, a Close in a helper that any test may call.
func (c *checker) closeConcurrentWith(p parallel.Point, closes []parallel.Point, anywhere bool) bool {
	for _, cl := range closes {
		if parallel.Concurrent(p, cl) {
			return true
		}
	}
	return anywhere && c.res.ConcurrentWithOthers(p)
}

// serverCloses returns where test regions close httptest servers (a deferred or cleanup
// Close runs when its region ends), and whether code outside the regions closes them too:
// a helper of this package or of an imported one, which any test may call. A Close in
// TestMain runs before or after every test and is left out.
func (c *checker) serverCloses() (closes []parallel.Point, anywhere bool) {
	for sel, s := range c.pass.TypesInfo.Selections {
		fn, ok := s.Obj().(*types.Func)
		if !ok || s.Kind() == types.FieldVal || !parallel.FuncIs(fn, "net/http/httptest", "Server", "Close") {
			continue
		}
		pos := sel.Pos()
		if c.inTestMain(pos) {
			continue
		}
		r := c.regions.At(pos)
		if r == nil {
			anywhere = true
			continue
		}
		if parallel.RunsAtTestEnd(c.pass, pos) {
			pos = r.Body.End() - 1
		}
		closes = append(closes, parallel.Point{Region: r, Pos: pos})
	}
	if c.res.ImportsServerCloser() {
		anywhere = true
	}
	// In source order: the selections come from a map, and the first concurrent close is
	// the one a finding cites.
	slices.SortFunc(closes, func(a, b parallel.Point) int { return cmp.Compare(a.Pos, b.Pos) })
	return closes, anywhere
}

func (c *checker) inTestMain(pos token.Pos) bool {
	for _, t := range c.res.Tests {
		if t.Kind == parallel.KindMain && t.Decl != nil && t.Decl.Pos() <= pos && pos < t.Decl.End() {
			return true
		}
	}
	return false
}

const bareClient = "bare client"

// defaultRequest describes a call that sends a request through http.DefaultTransport:
// "http.Get" for the package-level functions, "http.DefaultClient.Do" for the default
// client, bareClient for a method of a client built in place without a Transport; "" for
// other calls.
func (c *checker) defaultRequest(call *ast.CallExpr) string {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return ""
	}
	switch fn.Name() {
	case "Get", "Head", "Post", "PostForm", "Do":
	default:
		return ""
	}
	if parallel.FuncIs(fn, "net/http", "", fn.Name()) {
		return "http." + fn.Name()
	}
	if !parallel.FuncIs(fn, "net/http", "Client", fn.Name()) {
		return ""
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	recv := ast.Unparen(sel.X)
	if s, ok := recv.(*ast.SelectorExpr); ok {
		if v, ok := c.pass.TypesInfo.Uses[s.Sel].(*types.Var); ok && isDefault(v) && v.Name() == "DefaultClient" {
			return "http.DefaultClient." + fn.Name()
		}
	}
	if lit := c.clientLiteralOf(recv); lit != nil && !c.hasKey(lit, "Transport") {
		return bareClient
	}
	return ""
}

// clientLiteralOf returns the &http.Client{...} literal that e is, or that the local
// variable e was defined with (when nothing assigns the variable or its Transport later).
func (c *checker) clientLiteralOf(e ast.Expr) *ast.CompositeLit {
	info := c.pass.TypesInfo
	if isClientLiteral(info, e) {
		return ast.Unparen(e).(*ast.UnaryExpr).X.(*ast.CompositeLit)
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	if c.clientLits == nil {
		c.clientLits = make(map[*types.Var]*ast.CompositeLit)
	}
	if lit, ok := c.clientLits[v]; ok {
		return lit
	}
	lit := c.localClientLiteral(v)
	c.clientLits[v] = lit
	return lit
}

// localClientLiteral returns the &http.Client{...} literal that defines the local variable v,
// when nothing reassigns it, sets its Transport, or passes it to a function later.
func (c *checker) localClientLiteral(v *types.Var) *ast.CompositeLit {
	info := c.pass.TypesInfo
	f := c.fileOf(v.Pos())
	if f == nil {
		return nil
	}
	var lit *ast.CompositeLit
	clean := true
	ast.Inspect(f, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			for _, arg := range call.Args {
				if parallel.Mentions(c.pass.TypesInfo, arg, v) {
					clean = false // a callee may give it a transport (httpmock.ActivateNonDefault)
				}
			}
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return clean
		}
		for i, lhs := range as.Lhs {
			switch lhs := ast.Unparen(lhs).(type) {
			case *ast.Ident:
				if info.Defs[lhs] == v && i < len(as.Rhs) && len(as.Lhs) == len(as.Rhs) && isClientLiteral(info, as.Rhs[i]) {
					lit = ast.Unparen(as.Rhs[i]).(*ast.UnaryExpr).X.(*ast.CompositeLit)
				} else if info.Uses[lhs] == v {
					clean = false // reassigned
				}
			case *ast.SelectorExpr:
				if x, ok := ast.Unparen(lhs.X).(*ast.Ident); ok && info.Uses[x] == v && lhs.Sel.Name == "Transport" {
					clean = false
				}
			}
		}
		return clean
	})
	if !clean {
		return nil
	}
	return lit
}

// hasKey reports whether the literal sets the field name to a value other than nil.
func (c *checker) hasKey(lit *ast.CompositeLit, name string) bool {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if key, ok := kv.Key.(*ast.Ident); ok && key.Name == name && !isNil(c.pass.TypesInfo, kv.Value) {
				return true
			}
		}
	}
	return false
}

// serverFor returns the httptest server whose URL the request targets: one mentioned as
// srv.URL in the call's arguments, or in the arguments of the http.NewRequest call that
// built the request the call sends. nil when there is none or more than one.
func (c *checker) serverFor(call *ast.CallExpr) *types.Var {
	info := c.pass.TypesInfo
	var found *types.Var
	count := 0
	look := func(n ast.Node) {
		ast.Inspect(n, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "URL" {
				return true
			}
			id, ok := ast.Unparen(sel.X).(*ast.Ident)
			if !ok {
				return true
			}
			if v, ok := info.Uses[id].(*types.Var); ok && parallel.IsNamedOrPointer(v.Type(), "net/http/httptest", "Server") {
				if _, isPtr := types.Unalias(v.Type()).(*types.Pointer); isPtr && v != found {
					found = v
					count++
				}
			}
			return true
		})
	}
	for _, arg := range call.Args {
		look(arg)
		if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
			if def := c.definingCall(id); def != nil {
				look(def)
			}
		}
	}
	if count != 1 {
		return nil
	}
	return found
}

// definingCall returns the call that defined the local variable id refers to (req, _ :=
// http.NewRequest(...)), or nil.
func (c *checker) definingCall(id *ast.Ident) *ast.CallExpr {
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	f := c.fileOf(v.Pos())
	var def *ast.CallExpr
	ast.Inspect(f, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			return def == nil
		}
		for _, lhs := range as.Lhs {
			if l, ok := lhs.(*ast.Ident); ok && c.pass.TypesInfo.Defs[l] == v {
				def, _ = ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
			}
		}
		return def == nil
	})
	return def
}

// serverClientFix rewrites http.Get(...) into srv.Client().Get(...) and
// http.DefaultClient.Do(...) into srv.Client().Do(...).
func (c *checker) serverClientFix(call *ast.CallExpr, srv *types.Var) []analysis.SuggestedFix {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	// The server must be the one its name means at the call.
	if scope := c.pass.TypesInfo.Scopes[c.fileOf(call.Pos())]; scope != nil {
		if inner := scope.Innermost(call.Pos()); inner != nil {
			if _, obj := inner.LookupParent(srv.Name(), call.Pos()); obj != srv {
				return nil
			}
		}
	}
	return []analysis.SuggestedFix{{
		Message:   "send the request with " + srv.Name() + ".Client()",
		TextEdits: []analysis.TextEdit{{Pos: sel.X.Pos(), End: sel.X.End(), NewText: []byte(srv.Name() + ".Client()")}},
	}}
}
