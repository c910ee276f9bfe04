package responses

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
)

// A request is what a request call says of the request it sends, as far as constants
// tell: its method and the path of its URL. A handler's branches on r.Method that the
// method cannot take are not paths of this request's answer, and a mux serves the path
// with one of its handlers.
type request struct {
	method    string // "" when unknown
	path      string
	pathKnown bool
}

// requestOf returns what call says of its request: http.Get, (*http.Client).Get and the
// like send a GET (HEAD, POST) to their URL argument; a call given a request built by
// http.NewRequest(WithContext) sends its constant method (GET when empty) to its URL.
func requestOf(pass *analysis.Pass, call *ast.CallExpr) request {
	info := pass.TypesInfo
	if fn := gocode.FuncOf(info, call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "net/http" && len(call.Args) > 0 {
		method := ""
		switch fn.Name() {
		case "Get":
			method = "GET"
		case "Head":
			method = "HEAD"
		case "Post", "PostForm":
			method = "POST"
		}
		if method != "" {
			path, ok := urlPath(info, call.Args[0])
			return request{method: method, path: path, pathKnown: ok}
		}
	}
	for _, arg := range call.Args {
		id, ok := ast.Unparen(arg).(*ast.Ident)
		if !ok {
			continue
		}
		def := gocode.DefiningCall(pass, id)
		if def == nil {
			continue
		}
		methodArg, urlArg, ok := httpfacts.NewRequestArgs(info, def)
		if !ok {
			continue
		}
		var req request
		req.method, _ = httpfacts.ConstMethod(info, methodArg)
		req.path, req.pathKnown = urlPath(info, urlArg)
		return req
	}
	return request{}
}

// urlPath returns the path of a URL built as a server's URL followed by a constant
// (srv.URL + "/health", srv.URL + "/api" + "/v1", fmt.Sprintf("%s/health", srv.URL)):
// the constant up to its query or fragment. ok is false for any other URL.
func urlPath(info *types.Info, e ast.Expr) (string, bool) {
	suffix := ""
	for {
		b, ok := ast.Unparen(e).(*ast.BinaryExpr)
		if !ok || b.Op != token.ADD {
			break
		}
		s, ok := gocode.ConstString(info, b.Y)
		if !ok {
			return "", false
		}
		suffix = s + suffix
		e = b.X
		if _, ok := gocode.ConstString(info, e); ok {
			return "", false // a constant URL: no server of the test
		}
	}
	if suffix == "" {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(call.Args) != 2 || !gocode.FuncIs(gocode.FuncOf(info, call), "fmt", "", "Sprintf") {
			return "", false
		}
		format, ok := gocode.ConstString(info, call.Args[0])
		rest, cut := strings.CutPrefix(format, "%s")
		if !ok || !cut || strings.Contains(rest, "%") {
			return "", false
		}
		suffix = rest
	}
	if !strings.HasPrefix(suffix, "/") {
		return "", false
	}
	if i := strings.IndexAny(suffix, "?#"); i >= 0 {
		suffix = suffix[:i]
	}
	return suffix, true
}

// methodBranch tells which of a handler's branches on its request's method a request of a
// known method takes.
type methodBranch struct {
	info   *types.Info
	req    *types.Var // the handler's *http.Request parameter; nil when unnamed
	method string     // the request's method; "" when unknown
}

// cond evaluates a condition on the request's method: r.Method compared with a constant,
// and !, && and || of such comparisons. known is false for anything else, or when the
// method is unknown.
func (m methodBranch) cond(e ast.Expr) (value, known bool) {
	if m.method == "" || m.req == nil {
		return false, false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			v, k := m.cond(e.X)
			return !v, k
		}
	case *ast.BinaryExpr:
		switch e.Op {
		case token.EQL, token.NEQ:
			c, ok := m.compared(e.X, e.Y)
			if !ok {
				c, ok = m.compared(e.Y, e.X)
			}
			if !ok {
				return false, false
			}
			return (c == m.method) == (e.Op == token.EQL), true
		case token.LAND:
			x, kx := m.cond(e.X)
			y, ky := m.cond(e.Y)
			switch {
			case kx && !x, ky && !y:
				return false, true
			case kx && ky:
				return true, true
			}
		case token.LOR:
			x, kx := m.cond(e.X)
			y, ky := m.cond(e.Y)
			switch {
			case kx && x, ky && y:
				return true, true
			case kx && ky:
				return false, true
			}
		}
	}
	return false, false
}

// compared returns the constant a is compared with when a is the request's Method field.
func (m methodBranch) compared(a, b ast.Expr) (string, bool) {
	if !m.isMethod(a) {
		return "", false
	}
	return gocode.ConstString(m.info, b)
}

// isMethod reports whether e is r.Method of the handler's request.
func (m methodBranch) isMethod(e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "Method" && m.req != nil && exprObject(m.info, sel.X) == m.req
}

// liveCases returns the bodies of the cases a switch may run for the request: for a
// switch on r.Method, or one with no tag whose cases compare it, the cases up to the
// first that surely matches, without those that cannot, and the default when none
// surely matches; otherwise every case. exhaustive is true when one of them surely runs.
func (m methodBranch) liveCases(s ast.Stmt) (bodies [][]ast.Stmt, exhaustive bool) {
	sw, ok := s.(*ast.SwitchStmt)
	onMethod := ok && sw.Tag != nil && m.isMethod(sw.Tag)
	if !ok || m.method == "" || m.req == nil || sw.Tag != nil && !onMethod {
		return caseBodies(s), hasDefault(s) || isSelect(s)
	}
	matches := func(e ast.Expr) (value, known bool) {
		if onMethod {
			v, ok := gocode.ConstString(m.info, e)
			return v == m.method, ok
		}
		return m.cond(e)
	}
	var def []ast.Stmt
	hasDef := false
	for _, c := range sw.Body.List {
		cc, ok := c.(*ast.CaseClause)
		if !ok {
			continue
		}
		if cc.List == nil {
			def, hasDef = cc.Body, true
			continue
		}
		dead, sure := true, false
		for _, e := range cc.List {
			v, known := matches(e)
			if !known || v {
				dead = false
			}
			if known && v {
				sure = true
			}
		}
		if dead {
			continue
		}
		bodies = append(bodies, cc.Body)
		if sure {
			return bodies, true // the cases after it, and the default, do not run
		}
	}
	if hasDef {
		return append(bodies, def), true
	}
	return bodies, false
}
