package responses

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// A Body says whether the response to a request may come without a body, which is
// what decides whether an (*httptest.Server).Close elsewhere can fail it: net/http's
// Transport puts a connection back in its idle pool before roundTrip returns only for a
// response without a body (a HEAD request, or Content-Length 0: a handler that writes no
// body, a 204 or a 304). CloseIdleConnections then closes it under the caller, which gets
// "http: CloseIdleConnections called". A response with a body keeps its connection busy
// until the body is read, so a Close cannot reach it.
type Body int

const (
	// BodyUnknown: the target's handler is not in sight (a URL from a table, a server of
	// the code under test, a mux that serves both kinds).
	BodyUnknown Body = iota
	// BodyMayLack: the request is a HEAD, or its target's handler may answer without a
	// body on a path that does not fail the test.
	BodyMayLack
	// BodyAlways: every answer of the target's handler has a body.
	BodyAlways
)

// BodyOf answers for a request call (http.Get, (*http.Client).Do, a method of a
// client given the server's URL): by its method when it is a HEAD, otherwise by the
// handlers of the httptest servers it may target (TargetServers), found where a server is
// created: the handler given to httptest.NewServer, directly or through a helper of this
// package.
func BodyOf(r *parallel.Result, pass *analysis.Pass, call *ast.CallExpr) Body {
	req := requestOf(pass, call)
	if req.method == "HEAD" {
		return BodyMayLack
	}
	servers := TargetServers(pass, call)
	if len(servers) == 0 {
		return BodyUnknown
	}
	// A call given several servers may send to any of them: one that may answer without a
	// body puts the request at risk.
	answer := BodyAlways
	for _, srv := range servers {
		switch serverBody(r, pass, srv, req) {
		case BodyUnknown:
			return BodyUnknown
		case BodyMayLack:
			answer = BodyMayLack
		}
	}
	return answer
}

// serverBody answers for a request to one httptest server, by the handlers it is created
// with.
func serverBody(r *parallel.Result, pass *analysis.Pass, srv *types.Var, req request) Body {
	def := gocode.DefiningCallOf(pass, srv)
	if def == nil {
		return BodyUnknown
	}
	handlers := serverHandlers(r, pass, def)
	if len(handlers) == 0 {
		return BodyUnknown
	}
	answer := BodyAlways
	for _, h := range handlers {
		switch handlerBody(r, pass, h, req, 0) {
		case BodyUnknown:
			return BodyUnknown
		case BodyMayLack:
			answer = BodyMayLack
		}
	}
	return answer
}

// serverHandlers returns the handlers a server is created with: the argument of
// httptest.NewServer (NewTLSServer, NewUnstartedServer), or the handler arguments of a
// helper that creates it; a helper of this package given none is read for the servers it
// creates itself. nil when the handler is not in sight.
func serverHandlers(r *parallel.Result, pass *analysis.Pass, def *ast.CallExpr) []ast.Expr {
	info := pass.TypesInfo
	fn := gocode.FuncOf(info, def)
	if fn == nil {
		return nil
	}
	if isServerConstructor(fn) {
		if len(def.Args) != 1 {
			return nil
		}
		return []ast.Expr{def.Args[0]}
	}
	var handlers []ast.Expr
	for _, arg := range def.Args {
		if isHandlerType(info.TypeOf(arg)) {
			handlers = append(handlers, arg)
		}
	}
	if len(handlers) > 0 {
		return handlers
	}
	decl := r.FuncDecl(fn)
	if decl == nil || decl.Body == nil {
		return nil
	}
	// A helper given no handler creates its server with a handler of its own.
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if f := gocode.FuncOf(info, c); f != nil && isServerConstructor(f) && len(c.Args) == 1 {
			handlers = append(handlers, c.Args[0])
		}
		return true
	})
	return handlers
}

func isServerConstructor(fn *types.Func) bool {
	return gocode.FuncIs(fn, "net/http/httptest", "", "NewServer") ||
		gocode.FuncIs(fn, "net/http/httptest", "", "NewTLSServer") ||
		gocode.FuncIs(fn, "net/http/httptest", "", "NewUnstartedServer")
}

// isHandlerType reports whether t is an http.Handler or a handler function.
func isHandlerType(t types.Type) bool {
	if t == nil {
		return false
	}
	if gocode.IsNamed(t, "net/http", "Handler") || gocode.IsNamed(t, "net/http", "HandlerFunc") {
		return true
	}
	sig, ok := t.Underlying().(*types.Signature)
	return ok && handlerWriter(sig) != nil
}

// handlerWriter returns the http.ResponseWriter parameter of a handler's signature, or nil
// when it is not func(http.ResponseWriter, *http.Request).
func handlerWriter(sig *types.Signature) *types.Var {
	if sig.Params().Len() != 2 || sig.Results().Len() != 0 {
		return nil
	}
	w := sig.Params().At(0)
	if !gocode.IsNamed(w.Type(), "net/http", "ResponseWriter") || !gocode.IsNamedOrPointer(sig.Params().At(1).Type(), "net/http", "Request") {
		return nil
	}
	return w
}

// handlerBody answers for one handler expression, given what is known of the request: a
// function literal, a function of this package, http.HandlerFunc of either, or a
// *http.ServeMux (muxBody).
func handlerBody(r *parallel.Result, pass *analysis.Pass, h ast.Expr, req request, depth int) Body {
	if depth > 3 {
		return BodyUnknown
	}
	info := pass.TypesInfo
	h = ast.Unparen(h)
	if conv, ok := h.(*ast.CallExpr); ok && len(conv.Args) == 1 {
		if tv, ok := info.Types[conv.Fun]; ok && tv.IsType() {
			return handlerBody(r, pass, conv.Args[0], req, depth+1)
		}
	}
	if b, ok := serveHTTPBody(r, info, info.TypeOf(h), req.method); ok {
		return b
	}
	if call, ok := h.(*ast.CallExpr); ok {
		if fn := gocode.FuncOf(info, call); fn != nil && fn.Pkg() != nil && knowledge.BodyHandlers[fn.Pkg().Path()+"."+fn.Name()] {
			return BodyAlways
		}
		return BodyUnknown
	}
	switch h := h.(type) {
	case *ast.FuncLit:
		return funcBody(info, h.Type, h.Body, req.method)
	case *ast.Ident, *ast.SelectorExpr:
		obj := exprObject(info, h)
		switch obj := obj.(type) {
		case *types.Func:
			decl := r.FuncDecl(obj)
			if decl == nil || decl.Body == nil {
				return BodyUnknown
			}
			return funcBody(info, decl.Type, decl.Body, req.method)
		case *types.Var:
			if gocode.IsNamedOrPointer(obj.Type(), "net/http", "ServeMux") {
				return muxBody(r, pass, obj, req, depth)
			}
			if lit := localFuncLiteral(pass, obj); lit != nil {
				return funcBody(info, lit.Type, lit.Body, req.method)
			}
		}
	}
	return BodyUnknown
}

// localFuncLiteral returns the function literal a local variable is defined with (h :=
// func(w, r) {...}), when nothing assigns the variable again; nil otherwise.
func localFuncLiteral(pass *analysis.Pass, v *types.Var) *ast.FuncLit {
	lit, ok := gocode.DefiningExprOf(pass, v).(*ast.FuncLit)
	if !ok {
		return nil
	}
	reassigned := false
	ast.Inspect(gocode.ScopeSyntax(pass, v), func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, lhs := range as.Lhs {
				if id, ok := ast.Unparen(lhs).(*ast.Ident); ok && pass.TypesInfo.Uses[id] == v {
					reassigned = true
				}
			}
		}
		return !reassigned
	})
	if reassigned {
		return nil
	}
	return lit
}

// serveHTTPBody answers for a handler of a named type whose ServeHTTP method this package
// declares (a server of the code under test, a test's own handler type), by that method's
// body; ok is false for any other type.
func serveHTTPBody(r *parallel.Result, info *types.Info, t types.Type, method string) (Body, bool) {
	if t == nil {
		return BodyUnknown, false
	}
	named, ok := types.Unalias(gocode.Deref(t)).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || types.IsInterface(named) {
		return BodyUnknown, false
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, named.Obj().Pkg(), "ServeHTTP")
	fn, ok := obj.(*types.Func)
	if !ok {
		return BodyUnknown, false
	}
	decl := r.FuncDecl(fn)
	if decl == nil || decl.Body == nil {
		return BodyUnknown, false
	}
	return funcBody(info, decl.Type, decl.Body, method), true
}

// muxBody answers for a local *http.ServeMux by the handlers registered on it: the one
// that serves the request's path when it is known (muxRoute), else all of them, which then
// answer alike or BodyUnknown.
func muxBody(r *parallel.Result, pass *analysis.Pass, mux *types.Var, req request, depth int) Body {
	scope := gocode.ScopeSyntax(pass, mux)
	if scope == nil || gocode.IsPackageLevel(mux) {
		return BodyUnknown
	}
	info := pass.TypesInfo
	var routes []muxRoute
	ast.Inspect(scope, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || len(c.Args) != 2 {
			return true
		}
		sel, ok := c.Fun.(*ast.SelectorExpr)
		if !ok || (sel.Sel.Name != "HandleFunc" && sel.Sel.Name != "Handle") || exprObject(info, sel.X) != mux {
			return true
		}
		pattern, known := gocode.ConstString(info, c.Args[0])
		routes = append(routes, muxRoute{pattern: pattern, known: known, handler: c.Args[1]})
		return true
	})
	if req.pathKnown {
		if route, found, ok := serving(routes, req); ok {
			if !found {
				return BodyAlways // the mux's own 404 page
			}
			return handlerBody(r, pass, route.handler, req, depth+1)
		}
	}
	answer, seen := BodyUnknown, false
	for _, route := range routes {
		b := handlerBody(r, pass, route.handler, req, depth+1)
		if !seen {
			answer, seen = b, true
		} else if b != answer {
			answer = BodyUnknown
		}
	}
	return answer
}

// funcBody answers for a handler function's body (bodyPaths), for a request of the given
// method ("" when unknown).
func funcBody(info *types.Info, ft *ast.FuncType, body *ast.BlockStmt, method string) Body {
	if ft.Params == nil || len(ft.Params.List) == 0 || len(ft.Params.List[0].Names) == 0 {
		return BodyMayLack // the writer is unnamed: nothing writes a body
	}
	w, _ := info.Defs[ft.Params.List[0].Names[0]].(*types.Var)
	if w == nil {
		return BodyMayLack // `_`
	}
	p := bodyPaths{info: info, w: w, branch: methodBranch{info: info, req: requestParam(info, ft), method: method}}
	if p.escapes(body) {
		return BodyUnknown
	}
	if !p.writes(body) {
		return BodyMayLack // no answer has a body
	}
	// A path that answers an error status without a body, or returns when a call the
	// handler made failed, counts as answered: it is taken to be the answer to a request
	// the test did not mean to send, or a failure the test does not expect (a handler that
	// checks its request and otherwise writes a body). A branch that the request's method
	// surely takes is not such a path (returnsBare).
	p.errorAnswers = true
	if p.returnsBare(body.List) || !p.seqWrites(body.List) || p.noBodyStatus {
		return BodyMayLack
	}
	return BodyAlways
}

// bodyPaths follows a handler's statements for paths that end without a body.
type bodyPaths struct {
	info         *types.Info
	w            *types.Var
	branch       methodBranch
	noBodyStatus bool // a WriteHeader of 1xx, 204 or 304
	errorAnswers bool // a WriteHeader of 4xx or 5xx counts as a write, an error return as an answer (funcBody)
}

// requestParam returns a handler's *http.Request parameter, or nil when it is unnamed.
func requestParam(info *types.Info, ft *ast.FuncType) *types.Var {
	n := 0
	for _, field := range ft.Params.List {
		for _, name := range field.Names {
			if n == 1 {
				v, _ := info.Defs[name].(*types.Var)
				return v
			}
			n++
		}
	}
	return nil
}

// returnsBare reports whether some path through stmts reaches a return before a body is
// written (and without failing the test first).
func (p *bodyPaths) returnsBare(stmts []ast.Stmt) bool {
	for _, s := range stmts {
		if p.failsTest(s) {
			return false // the rest of this path fails the test: not a path that passes
		}
		switch s := s.(type) {
		case *ast.ReturnStmt:
			return true
		case *ast.BlockStmt:
			if p.returnsBare(s.List) {
				return true
			}
		case *ast.IfStmt:
			if p.ifReturnsBare(s) {
				return true
			}
		case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			bodies, _ := p.branch.liveCases(s)
			for _, c := range bodies {
				if p.returnsBare(c) {
					return true
				}
			}
		case *ast.ForStmt:
			if p.returnsBare(s.Body.List) {
				return true
			}
		case *ast.RangeStmt:
			if p.returnsBare(s.Body.List) {
				return true
			}
		case *ast.LabeledStmt:
			if p.returnsBare([]ast.Stmt{s.Stmt}) {
				return true
			}
		}
		if p.always(s) {
			return false
		}
	}
	return false
}

// ifReturnsBare is returnsBare for an if statement: only its branch the request's method
// takes when that is known, and then without counting an error status as an answer (the
// request surely gets it); with errorAnswers, not the body of an error check.
func (p *bodyPaths) ifReturnsBare(s *ast.IfStmt) bool {
	if p.initWrites(s.Init) {
		return false // if err := writeJSON(w, v); err != nil { ... }: written before either branch
	}
	if taken, known := p.branch.cond(s.Cond); known {
		if !taken {
			return s.Else != nil && p.returnsBare([]ast.Stmt{s.Else})
		}
		saved := p.errorAnswers
		p.errorAnswers = false
		bare := p.returnsBare(s.Body.List)
		p.errorAnswers = saved
		return bare
	}
	if !(p.errorAnswers && isErrorCheck(p.info, s.Cond)) && p.returnsBare(s.Body.List) {
		return true
	}
	return s.Else != nil && p.returnsBare([]ast.Stmt{s.Else})
}

// isErrorCheck reports whether e is err != nil for a value of type error.
func isErrorCheck(info *types.Info, e ast.Expr) bool {
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	isNil := func(x ast.Expr) bool { tv, ok := info.Types[x]; return ok && tv.IsNil() }
	isErr := func(x ast.Expr) bool { return gocode.IsError(info.TypeOf(x)) }
	return isNil(b.Y) && isErr(b.X) || isNil(b.X) && isErr(b.Y)
}

// always reports whether every path through a compound statement writes a body.
func (p *bodyPaths) always(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.BlockStmt:
		return p.seqWrites(s.List)
	case *ast.IfStmt:
		if p.initWrites(s.Init) {
			return true
		}
		if taken, known := p.branch.cond(s.Cond); known {
			if taken {
				return p.seqWrites(s.Body.List)
			}
			return s.Else != nil && p.always(s.Else)
		}
		return s.Else != nil && p.seqWrites(s.Body.List) && p.always(s.Else)
	case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
		if p.initWrites(switchInit(s)) {
			return true
		}
		bodies, exhaustive := p.branch.liveCases(s)
		if !exhaustive {
			return false
		}
		for _, b := range bodies {
			if !p.seqWrites(b) {
				return false
			}
		}
		return len(bodies) > 0
	case *ast.LabeledStmt:
		return p.always(s.Stmt)
	case *ast.ForStmt, *ast.RangeStmt:
		return false
	}
	return p.writes(s)
}

// initWrites reports whether an if or switch statement's init statement, which runs before
// any of its branches, writes a body.
func (p *bodyPaths) initWrites(init ast.Stmt) bool {
	return init != nil && p.writes(init)
}

// switchInit returns a switch statement's init statement; nil for a select or none.
func switchInit(s ast.Stmt) ast.Stmt {
	switch s := s.(type) {
	case *ast.SwitchStmt:
		return s.Init
	case *ast.TypeSwitchStmt:
		return s.Init
	}
	return nil
}

// seqWrites reports whether a statement list writes a body on every path that reaches its
// end or returns.
func (p *bodyPaths) seqWrites(stmts []ast.Stmt) bool {
	for _, s := range stmts {
		if p.failsTest(s) {
			return true
		}
		switch s.(type) {
		case *ast.ReturnStmt:
			return false
		case *ast.BranchStmt:
			return false
		}
		if p.always(s) {
			return true
		}
	}
	return false
}

// writes reports whether a statement writes a body: w.Write, w.WriteString, w.ReadFrom,
// or w handed to any function (fmt.Fprintf, io.Copy, json.NewEncoder, http.Error, a
// helper), which is taken to write to it; with errorAnswers, also a WriteHeader of an
// error status. It also notes a WriteHeader of a status that has no body.
func (p *bodyPaths) writes(s ast.Node) bool {
	found := false
	// The walk goes on after a write: a WriteHeader of a status without a body further on
	// still sets noBodyStatus.
	ast.Inspect(s, func(n ast.Node) bool {
		if d, ok := n.(*ast.DeferStmt); ok {
			// A deferred function's writes happen before the handler returns.
			if lit, ok := ast.Unparen(d.Call.Fun).(*ast.FuncLit); ok && p.writes(lit.Body) {
				found = true
			}
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false // runs at some other time, or not at all (a deferred one is above)
		}
		if live, ok := p.liveParts(n); ok {
			for _, part := range live {
				if p.writes(part) {
					found = true
				}
			}
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && exprObject(p.info, sel.X) == p.w {
			switch sel.Sel.Name {
			case "Write", "WriteString", "ReadFrom":
				found = true
			case "WriteHeader":
				if len(call.Args) != 1 {
					break
				}
				code, known := statusCode(p.info, call.Args[0])
				if known && (code >= 100 && code < 200 || code == 204 || code == 304) {
					p.noBodyStatus = true
				}
				if known && code >= 400 && p.errorAnswers {
					found = true
				}
			}
			return true
		}
		if fn := gocode.FuncOf(p.info, call); fn != nil && headerOnly(fn) {
			return true
		}
		for _, arg := range call.Args {
			if id, ok := ast.Unparen(arg).(*ast.Ident); ok && p.info.Uses[id] == p.w {
				found = true
			}
		}
		return true
	})
	return found
}

// liveParts returns the parts of an if or a switch on the request's method that the
// request's method may run; ok is false for any other node, or when nothing is known.
func (p *bodyPaths) liveParts(n ast.Node) (live []ast.Node, ok bool) {
	switch n := n.(type) {
	case *ast.IfStmt:
		taken, known := p.branch.cond(n.Cond)
		if !known {
			return nil, false
		}
		if n.Init != nil {
			live = append(live, n.Init)
		}
		if taken {
			return append(live, n.Body), true
		}
		if n.Else != nil {
			live = append(live, n.Else)
		}
		return live, true
	case *ast.SwitchStmt:
		if p.branch.method == "" {
			return nil, false
		}
		if n.Init != nil {
			live = append(live, n.Init)
		}
		bodies, _ := p.branch.liveCases(n)
		for _, b := range bodies {
			for _, s := range b {
				live = append(live, s)
			}
		}
		return live, true
	}
	return nil, false
}

// headerOnly reports whether a function given the writer sets headers only.
func headerOnly(fn *types.Func) bool {
	return fn.Pkg() != nil && knowledge.HeaderOnlyWriters[fn.Pkg().Path()+"."+fn.Name()]
}

// escapes reports whether the writer is used other than as the receiver of its own
// methods or an argument of a call: stored, captured by a goroutine, converted. Such a
// handler is not followed.
func (p *bodyPaths) escapes(body *ast.BlockStmt) bool {
	allowed := make(map[*ast.Ident]bool)
	inGoroutine := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GoStmt:
			if gocode.Mentions(p.info, n, p.w) {
				inGoroutine = true
			}
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok {
				allowed[id] = true
			}
		case *ast.CallExpr:
			for _, arg := range n.Args {
				if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
					allowed[id] = true
				}
			}
		}
		return true
	})
	if inGoroutine {
		return true
	}
	escaped := false
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && p.info.Uses[id] == p.w && !allowed[id] {
			escaped = true
		}
		return !escaped
	})
	return escaped
}

// failsTest reports whether a statement fails the test or stops the handler abnormally:
// t.Fatal and the like, t.Error (the test fails whatever the response), panic, and the
// assertions of testify's require package.
func (p *bodyPaths) failsTest(s ast.Stmt) bool {
	es, ok := s.(*ast.ExprStmt)
	if !ok {
		return false
	}
	call, ok := ast.Unparen(es.X).(*ast.CallExpr)
	if !ok {
		return false
	}
	if name, ok := gocode.BuiltinName(p.info, call); ok {
		return name == "panic"
	}
	fn, _ := typeutil.Callee(p.info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "testing":
		switch fn.Name() {
		case "Fatal", "Fatalf", "FailNow", "Error", "Errorf", "Fail", "Skip", "Skipf", "SkipNow":
			return true
		}
	case "github.com/stretchr/testify/require":
		return true
	}
	return false
}

// statusCode returns a status code's value when it is a constant.
func statusCode(info *types.Info, e ast.Expr) (int64, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return 0, false
	}
	return constant.Int64Val(constant.ToInt(tv.Value))
}

// clauses returns the block of a switch, type switch or select statement, or nil.
func clauses(s ast.Stmt) *ast.BlockStmt {
	switch s := s.(type) {
	case *ast.SwitchStmt:
		return s.Body
	case *ast.TypeSwitchStmt:
		return s.Body
	case *ast.SelectStmt:
		return s.Body
	}
	return nil
}

// caseBodies returns the statement lists of a switch's or select's cases.
func caseBodies(s ast.Stmt) [][]ast.Stmt {
	var out [][]ast.Stmt
	for _, c := range clauses(s).List {
		switch c := c.(type) {
		case *ast.CaseClause:
			out = append(out, c.Body)
		case *ast.CommClause:
			out = append(out, c.Body)
		}
	}
	return out
}

// hasDefault reports whether a switch has a default case.
func hasDefault(s ast.Stmt) bool {
	for _, c := range clauses(s).List {
		if cc, ok := c.(*ast.CaseClause); ok && cc.List == nil {
			return true
		}
	}
	return false
}

func isSelect(s ast.Stmt) bool {
	_, ok := s.(*ast.SelectStmt)
	return ok
}

// exprObject returns the object an identifier or a selector's name refers to, or nil.
func exprObject(info *types.Info, e ast.Expr) types.Object {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return info.ObjectOf(e)
	case *ast.SelectorExpr:
		return info.ObjectOf(e.Sel)
	}
	return nil
}
