package httpfacts

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// This file finds the requests that go through net/http's defaults: http.DefaultClient and
// http.DefaultTransport, which every test of the binary shares.

// IsHTTPDefault reports whether v is http.DefaultClient or http.DefaultTransport.
func IsHTTPDefault(v *types.Var) bool {
	return v.Pkg() != nil && v.Pkg().Path() == "net/http" && (v.Name() == "DefaultClient" || v.Name() == "DefaultTransport")
}

// IsClientLiteral reports whether e is &http.Client{...}.
func IsClientLiteral(info *types.Info, e ast.Expr) bool {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	if !ok {
		return false
	}
	lit, ok := u.X.(*ast.CompositeLit)
	if !ok {
		return false
	}
	tv, ok := info.Types[lit]
	return ok && gocode.IsNamedOrPointer(tv.Type, "net/http", "Client")
}

// HasField reports whether the struct literal sets the field name to a value other than nil.
func HasField(info *types.Info, lit *ast.CompositeLit, name string) bool {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if key, ok := kv.Key.(*ast.Ident); ok && key.Name == name && !IsNil(info, kv.Value) {
				return true
			}
		}
	}
	return false
}

// IsNil reports whether e is the predeclared nil.
func IsNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// BareClientRequest is what DefaultRequests.Of says of a request sent with a method of a
// client built in place without a Transport, which sends through http.DefaultTransport.
const BareClientRequest = "bare client"

// DefaultRequests describes the calls of one package that send a request through the
// defaults. Answers about local clients are kept.
type DefaultRequests struct {
	pass       *analysis.Pass
	clientLits map[*types.Var]*ast.CompositeLit
}

// NewDefaultRequests returns a DefaultRequests for the files of pass.
func NewDefaultRequests(pass *analysis.Pass) *DefaultRequests {
	return &DefaultRequests{pass: pass, clientLits: make(map[*types.Var]*ast.CompositeLit)}
}

// Of describes a call that sends a request through http.DefaultTransport: "http.Get" (Head,
// Post, PostForm) for the package-level functions, "http.DefaultClient.Do" (and the other
// methods) for the default client, BareClientRequest for a method of a client built in
// place without a Transport; "" for other calls.
func (d *DefaultRequests) Of(call *ast.CallExpr) string {
	info := d.pass.TypesInfo
	fn := gocode.FuncOf(info, call)
	if fn == nil {
		return ""
	}
	switch fn.Name() {
	case "Get", "Head", "Post", "PostForm", "Do":
	default:
		return ""
	}
	if gocode.FuncIs(fn, "net/http", "", fn.Name()) {
		return "http." + fn.Name()
	}
	if !gocode.FuncIs(fn, "net/http", "Client", fn.Name()) {
		return ""
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	recv := ast.Unparen(sel.X)
	if s, ok := recv.(*ast.SelectorExpr); ok {
		if v, ok := info.Uses[s.Sel].(*types.Var); ok && IsHTTPDefault(v) && v.Name() == "DefaultClient" {
			return "http.DefaultClient." + fn.Name()
		}
	}
	if lit := d.clientLiteralOf(recv); lit != nil && !HasField(info, lit, "Transport") {
		return BareClientRequest
	}
	return ""
}

// clientLiteralOf returns the &http.Client{...} literal that e is, or that the local
// variable e was defined with (when nothing assigns the variable or its Transport later).
func (d *DefaultRequests) clientLiteralOf(e ast.Expr) *ast.CompositeLit {
	info := d.pass.TypesInfo
	if IsClientLiteral(info, e) {
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
	if lit, ok := d.clientLits[v]; ok {
		return lit
	}
	lit := d.localClientLiteral(v)
	d.clientLits[v] = lit
	return lit
}

// localClientLiteral returns the &http.Client{...} literal that defines the local variable v,
// when nothing reassigns it, sets its Transport, or passes it to a function later.
func (d *DefaultRequests) localClientLiteral(v *types.Var) *ast.CompositeLit {
	info := d.pass.TypesInfo
	f := gocode.ScopeSyntax(d.pass, v)
	if f == nil {
		return nil
	}
	var lit *ast.CompositeLit
	clean := true
	ast.Inspect(f, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			for _, arg := range call.Args {
				if gocode.Mentions(info, arg, v) {
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
				if info.Defs[lhs] == v && i < len(as.Rhs) && len(as.Lhs) == len(as.Rhs) && IsClientLiteral(info, as.Rhs[i]) {
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

// ImplicitUses returns, as reads of v (http.DefaultClient or http.DefaultTransport), the
// requests of the test regions that go through the defaults without naming them:
// http.Get, Head, Post and PostForm (http.DefaultClient and its transport), and a method of
// a client built without a Transport (http.DefaultTransport only), written in the region
// or in a function of this package that it calls (CallSearch). The engine's accesses have
// the uses that name them.
func (d *DefaultRequests) ImplicitUses(facts *Facts, regions *RegionIndex, v *types.Var) []*flow.Access {
	transport := v.Name() == "DefaultTransport"
	sends := func(call *ast.CallExpr) bool {
		switch what := d.Of(call); {
		case what == "", strings.HasPrefix(what, "http.DefaultClient."):
			return false
		case what == BareClientRequest:
			return transport
		}
		return true
	}
	helpers := NewCallSearch(d.pass, facts, sends)
	var out []*flow.Access
	for _, r := range regions.regions {
		if r.Body == nil || r.Test == nil {
			continue
		}
		regions.Inspect(r, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sends(call) || helpers.Through(call) {
				out = append(out, &flow.Access{Var: v, Op: flow.Read, Node: call, Region: r,
					Site: d.pass.Fset.Position(call.Pos()), FixSite: d.pass.Fset.Position(call.Pos()),
					Parallel: r.ParallelAt(call.Pos())})
			}
			return true
		})
	}
	return out
}
