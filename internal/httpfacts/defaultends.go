package httpfacts

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"net/http"
	"strings"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file decides, for the functions of a library, whether the client or transport they
// return ends at http.DefaultTransport: a constructor that defaults a transport field to it
// (go-vcr's recorder.New sets realTransport to http.DefaultTransport unless an option gives
// one), a method returning a client over its receiver (GetDefaultClient), options that give
// the value a transport of its own, and helpers that send through a client parameter. The
// answers are facts, so that a test package of another module sees what the library does.

// defaultEndFact describes one function or method of a non-standard package.
type defaultEndFact struct {
	Result        bool  // its first result sends through http.DefaultTransport, unless an option argument sets a transport
	ViaRecv       bool  // its first result sends through whatever its receiver sends through
	SetsTransport bool  // it returns an option that gives its argument a transport, or (a method) gives its receiver one
	SendsParams   []int // parameters (clients, transports) that it sends requests through
	SendsRecv     bool  // (a method) it sends a request through a field of its receiver that the type's methods send through
	// SendsDefault: calling it may send a request through net/http's defaults itself (http.Get,
	// http.DefaultClient, a client built without a Transport), here or in a function it calls,
	// whatever client or transport the caller holds.
	SendsDefault bool
	// SendsDefaultHead: one of those requests is a HEAD (http.Head, a request built with
	// the constant method "HEAD") that it sends whenever it gets there, not in a branch or
	// loop: the response to a HEAD has no body whatever the handler writes, and net/http
	// puts its connection back in the idle pool before the call returns.
	SendsDefaultHead bool
	// SkipsWhen: flags that, each on its own, make it return before any of those requests
	// (an offline mode): a caller that sets one sends nothing through the defaults.
	SkipsWhen []SendGuard
}

func (*defaultEndFact) AFact() {}
func (f *defaultEndFact) String() string {
	var parts []string
	if f.Result {
		parts = append(parts, "result")
	}
	if f.ViaRecv {
		parts = append(parts, "viaRecv")
	}
	if f.SetsTransport {
		parts = append(parts, "setsTransport")
	}
	if len(f.SendsParams) > 0 {
		parts = append(parts, fmt.Sprint("sends", f.SendsParams))
	}
	if f.SendsRecv {
		parts = append(parts, "sendsRecv")
	}
	if f.SendsDefault {
		parts = append(parts, "sendsDefault")
	}
	if f.SendsDefaultHead {
		parts = append(parts, "head")
	}
	for _, g := range f.SkipsWhen {
		parts = append(parts, g.String())
	}
	return "defaultEnd(" + strings.Join(parts, " ") + ")"
}

// isTransportType reports whether t is an http.RoundTripper or an *http.Client (or Client).
func isTransportType(t types.Type) bool {
	return gocode.IsNamed(t, "net/http", "RoundTripper") || gocode.IsNamedOrPointer(t, "net/http", "Client")
}

// sendMethods are the methods that send a request through the value they are called on.
var sendMethods = map[string]bool{"Do": true, "Get": true, "Head": true, "Post": true, "PostForm": true, "RoundTrip": true}

// refersToHTTPDefault reports whether the package names http.DefaultTransport,
// http.DefaultClient or the http.Client type (a client literal without a Transport ends at
// the default; a function that takes a client may send through it), or calls a function
// with a defaultEndFact: only such a package gets the facts' work.
func (e *Facts) refersToHTTPDefault() bool {
	if !gocode.Imports(e.pass.Pkg, "net/http") {
		return false
	}
	for _, obj := range e.pass.TypesInfo.Uses {
		switch obj := obj.(type) {
		case *types.Var:
			if IsHTTPDefault(obj) {
				return true
			}
		case *types.TypeName:
			if obj.Pkg() != nil && obj.Pkg().Path() == "net/http" && obj.Name() == "Client" {
				return true
			}
		case *types.Func:
			if isDefaultSender(obj) {
				return true
			}
			if obj.Pkg() != nil && obj.Pkg() != e.pass.Pkg && !gocode.IsStd(obj.Pkg().Path()) && e.pass.ImportObjectFact(obj, new(defaultEndFact)) {
				return true
			}
		}
	}
	return false
}

// exportDefaultEnds exports a defaultEndFact for each exported function or method declared
// in a non-test file of the package that has one.
func (e *Facts) exportDefaultEnds() {
	if schedule.HasTestFiles(e.pass) || !e.refersToHTTPDefault() {
		return
	}
	d := newDefaultEnds(e)
	for _, fn := range e.decls.Funcs() {
		if !fn.Exported() {
			continue
		}
		if f := d.of(fn); f != nil {
			e.pass.ExportObjectFact(fn, f)
		}
	}
}

// defaultEnds computes the answers for the functions declared in the analysed package, and
// reads the facts of the others.
type defaultEnds struct {
	e       *Facts
	strict  bool // test code: a local variable counts only when every value it gets ends there
	locals  map[*types.Var]bool
	memo    map[*types.Func]*defaultEndFact
	through map[*types.TypeName][]*types.Var // fields a type sends its requests through
	lib     *defaultEnds                     // with strict, the view of the code under test (codeUnderTest)
	// requests finds the calls that send through the defaults (SendsDefault); made on first use.
	requests *DefaultRequests
	// requestDefs holds the call that defines each local request variable asked about (nil:
	// none, or it changes later).
	requestDefs map[*types.Var]*ast.CallExpr
	// bodies holds, per function body asked about, what can undo its guards (bodyFactsOf).
	bodies map[*ast.BlockStmt]*bodyFacts
}

// codeUnderTest returns the answers, for the functions of a test package's non-test
// files, read as a library's are: a variable counts by its definition, and the options
// the caller passes are asked about at the call. It shares the memo of functions and
// types with d.
func (d *defaultEnds) codeUnderTest() *defaultEnds {
	if d.lib == nil {
		d.lib = &defaultEnds{e: d.e, locals: make(map[*types.Var]bool), memo: d.memo, through: d.through}
	}
	return d.lib
}

func newDefaultEnds(e *Facts) *defaultEnds {
	return &defaultEnds{e: e, locals: make(map[*types.Var]bool), memo: make(map[*types.Func]*defaultEndFact), through: make(map[*types.TypeName][]*types.Var)}
}

// of returns what fn does, or nil when it does none of it.
func (d *defaultEnds) of(fn *types.Func) *defaultEndFact {
	if fn == nil || fn.Pkg() == nil || gocode.IsStd(fn.Pkg().Path()) {
		return nil
	}
	if fn.Pkg() != d.e.pass.Pkg {
		f := new(defaultEndFact)
		if d.e.pass.ImportObjectFact(fn, f) {
			return f
		}
		return nil
	}
	if f, ok := d.memo[fn]; ok {
		return f
	}
	d.memo[fn] = nil // recursion
	decl := d.e.decls.FuncDecl(fn)
	if decl == nil || decl.Body == nil {
		return nil
	}
	inTestFile := strings.HasSuffix(d.e.pass.Fset.File(decl.Pos()).Name(), "_test.go")
	var f *defaultEndFact
	if d.strict && !inTestFile {
		f = d.codeUnderTest().compute(fn, decl) // the code under test, read as a library is
	} else {
		f = d.compute(fn, decl)
	}
	if d.strict && inTestFile {
		// In test code, a client that a test file's helper builds (the helper that
		// sharedclient's fix writes for each test) is the test's business, as a client
		// literal is: only the clients of the code under test and of libraries count, and
		// the helpers that send through a client they are given.
		f.Result, f.ViaRecv = false, false
	}
	if !f.Result && !f.ViaRecv && !f.SetsTransport && !f.SendsRecv && !f.SendsDefault && len(f.SendsParams) == 0 {
		f = nil
	}
	d.memo[fn] = f
	return f
}

func (d *defaultEnds) compute(fn *types.Func, decl *ast.FuncDecl) *defaultEndFact {
	info := d.e.pass.TypesInfo
	sig := fn.Signature()
	f := &defaultEndFact{}
	var recv *types.Var
	if sig.Recv() != nil {
		recv = sig.Recv()
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if p := sig.Params().At(i); isTransportType(p.Type()) && d.sendsThrough(decl.Body, p) {
			f.SendsParams = append(f.SendsParams, i)
		}
	}
	if recv != nil && d.sendsThroughFields(recv.Type()) {
		f.SendsRecv = d.sendsThroughRecv(decl.Body, recv)
	}
	f.SendsDefault, f.SendsDefaultHead, f.SkipsWhen = d.sendsThroughDefaults(guardScope{sig: sig, body: decl.Body})
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ReturnStmt:
			if len(n.Results) == 0 || sig.Results().Len() == 0 {
				return true
			}
			r := ast.Unparen(n.Results[0])
			if id, ok := r.(*ast.Ident); ok {
				if l, ok := info.Uses[id].(*types.Var); ok && l.Parent() != nil && l.Parent() != l.Pkg().Scope() {
					if def := d.defOf(l); def != nil {
						r = ast.Unparen(def) // opt := func(r *Recorder) {...}; return opt
					}
				}
			}
			if lit, ok := r.(*ast.FuncLit); ok && d.setsTransportField(lit) {
				f.SetsTransport = true
			}
			if d.endsAtDefault(r, 0) {
				f.Result = true
			}
			if recv != nil && d.wrapsVar(r, recv) && d.sendsThroughFields(recv.Type()) {
				f.ViaRecv = true
			}
		case *ast.AssignStmt:
			// A method that gives its receiver a transport (SetTransport).
			for _, lhs := range n.Lhs {
				if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok && recv != nil {
					if x, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[x] == recv && d.isSentField(recv.Type(), info.Uses[sel.Sel]) {
						f.SetsTransport = true
					}
				}
			}
		case *ast.FuncLit:
			return false // a returned option is looked at above
		}
		return true
	})
	return f
}

// endsAtDefault reports whether the library expression e (a value returned) is, or is built
// over, http.DefaultTransport: the default itself, a client without a Transport, or a struct
// literal whose sent-through field holds one.
func (d *defaultEnds) endsAtDefault(e ast.Expr, depth int) bool {
	info := d.e.pass.TypesInfo
	e = ast.Unparen(e)
	if depth > maxDefaultEndDepth {
		return false
	}
	switch x := e.(type) {
	case *ast.SelectorExpr:
		v, ok := info.Uses[x.Sel].(*types.Var)
		if ok && IsHTTPDefault(v) {
			return true
		}
		// opts.transport, where opts := options{transport: http.DefaultTransport} and the
		// options the caller passes are applied to it (callEndsAtDefault asks whether one
		// of them sets a transport).
		return ok && v.IsField() && !d.strict && d.localFieldEndsAtDefault(x.X, v, depth)
	case *ast.UnaryExpr:
		return d.endsAtDefault(x.X, depth)
	case *ast.CompositeLit:
		tv, ok := info.Types[x]
		if !ok {
			return false
		}
		if gocode.IsNamedOrPointer(tv.Type, "net/http", "Client") && !HasField(info, x, "Transport") {
			return true
		}
		if v := fieldValue(info, x, "Transport"); v != nil && gocode.IsNamedOrPointer(tv.Type, "net/http", "Client") {
			return d.endsAtDefault(v, depth+1)
		}
		for _, elt := range x.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			key, ok := kv.Key.(*ast.Ident)
			if ok && d.isSentField(tv.Type, info.Uses[key]) && d.endsAtDefault(kv.Value, depth+1) {
				return true
			}
		}
	case *ast.Ident:
		// r := &T{...}; ...; return r, with the options applied in between.
		v, ok := info.Uses[x].(*types.Var)
		if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
			return false
		}
		if d.strict {
			return d.localEndsAtDefault(v, depth)
		}
		if def := d.defOf(v); def != nil {
			return d.endsAtDefault(def, depth+1)
		}
	case *ast.CallExpr:
		return d.callEndsAtDefault(x, depth)
	}
	return false
}

// localFieldEndsAtDefault reports whether x, a local variable defined by a struct literal
// (or its address), gives field the value of a default: the value its definition holds
// there.
func (d *defaultEnds) localFieldEndsAtDefault(x ast.Expr, field *types.Var, depth int) bool {
	info := d.e.pass.TypesInfo
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return false
	}
	def := d.defOf(v)
	if u, ok := ast.Unparen(def).(*ast.UnaryExpr); ok {
		def = u.X
	}
	lit, ok := ast.Unparen(def).(*ast.CompositeLit)
	if !ok {
		return false
	}
	value := fieldValue(info, lit, field.Name())
	return value != nil && d.endsAtDefault(value, depth+1)
}

// fieldValue returns the value the struct literal gives the field name, or nil.
func fieldValue(info *types.Info, lit *ast.CompositeLit, name string) ast.Expr {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if key, ok := kv.Key.(*ast.Ident); ok && key.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

// wrapsVar reports whether e is v, or a client or struct literal that holds v in a field.
func (d *defaultEnds) wrapsVar(e ast.Expr, v *types.Var) bool {
	info := d.e.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		if info.Uses[x] == v {
			return true
		}
		if l, ok := info.Uses[x].(*types.Var); ok && l != v && l.Parent() != nil && l.Parent() != l.Pkg().Scope() {
			if def := d.defOf(l); def != nil {
				return d.wrapsVar(def, v)
			}
		}
	case *ast.UnaryExpr:
		return d.wrapsVar(x.X, v)
	case *ast.CompositeLit:
		tv, ok := info.Types[x]
		if !ok || !gocode.IsNamedOrPointer(tv.Type, "net/http", "Client") {
			return false
		}
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Transport" && d.wrapsVar(kv.Value, v) {
					return true
				}
			}
		}
	}
	return false
}

// setsTransportField reports whether the option lit assigns a sent-through field of its
// parameter.
func (d *defaultEnds) setsTransportField(lit *ast.FuncLit) bool {
	info := d.e.pass.TypesInfo
	found := false
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return !found
		}
		for _, lhs := range as.Lhs {
			if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok {
				if tv, ok := info.Types[sel.X]; ok && d.mayHoldTransport(tv.Type, info.Uses[sel.Sel]) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// isSentField reports whether obj is a field of the struct type t (through a pointer) that
// t's methods send requests through.
func (d *defaultEnds) isSentField(t types.Type, obj types.Object) bool {
	fv, ok := obj.(*types.Var)
	if !ok || !fv.IsField() {
		return false
	}
	if gocode.IsNamedOrPointer(t, "net/http", "Client") {
		return fv.Name() == "Transport"
	}
	n, ok := gocode.Deref(t).(*types.Named)
	if !ok {
		return false
	}
	for _, f := range d.sentFields(n.Obj()) {
		if f == fv {
			return true
		}
	}
	return false
}

// sendsThroughFields reports whether the type's methods send requests through a field.
func (d *defaultEnds) sendsThroughFields(t types.Type) bool {
	n, ok := gocode.Deref(t).(*types.Named)
	return ok && len(d.sentFields(n.Obj())) > 0
}

// sentFields returns the transport fields of the package's struct type tn that one of its
// methods sends a request through: it calls RoundTrip or Do on the field, or on what a
// method of the type returns when that method returns the field (or a wrapper over it).
func (d *defaultEnds) sentFields(tn *types.TypeName) []*types.Var {
	if fs, ok := d.through[tn]; ok {
		return fs
	}
	d.through[tn] = nil
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok || tn.Pkg() != d.e.pass.Pkg {
		return nil
	}
	var out []*types.Var
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !isTransportType(f.Type()) {
			continue
		}
		for _, fn := range d.e.decls.Funcs() {
			sig := fn.Signature()
			if sig.Recv() == nil || !gocode.IsNamedOrPointer(sig.Recv().Type(), tn.Pkg().Path(), tn.Name()) {
				continue
			}
			if decl := d.e.decls.FuncDecl(fn); decl != nil && decl.Body != nil && d.sendsThroughField(decl.Body, f) {
				out = append(out, f)
				break
			}
		}
	}
	d.through[tn] = out
	return out
}

// sendsThroughField reports whether body sends a request on field f, directly or on the
// result of a function of the package that returns f (getRoundTripper).
func (d *defaultEnds) sendsThroughField(body ast.Node, f *types.Var) bool {
	info := d.e.pass.TypesInfo
	return anyCall(body, func(call *ast.CallExpr) bool {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || !sendMethods[sel.Sel.Name] {
			return false
		}
		switch x := ast.Unparen(sel.X).(type) {
		case *ast.SelectorExpr:
			return info.Uses[x.Sel] == f
		case *ast.CallExpr:
			if decl := d.e.decls.FuncDecl(gocode.FuncOf(info, x)); decl != nil && decl.Body != nil {
				returns := false
				ast.Inspect(decl.Body, func(n ast.Node) bool {
					if r, ok := n.(*ast.ReturnStmt); ok && len(r.Results) > 0 && gocode.Mentions(info, r.Results[0], f) {
						returns = true
					}
					return !returns
				})
				return returns
			}
		}
		return false
	})
}

// sendsThroughRecv reports whether the method body sends a request through its receiver:
// on a field that the type's methods send through (sendsThroughField), or by calling a
// method of the receiver that does (Send calling s.do, which calls s.client.Do).
func (d *defaultEnds) sendsThroughRecv(body ast.Node, recv *types.Var) bool {
	info := d.e.pass.TypesInfo
	n, ok := gocode.Deref(recv.Type()).(*types.Named)
	if !ok {
		return false
	}
	for _, f := range d.sentFields(n.Obj()) {
		if d.sendsThroughField(body, f) {
			return true
		}
	}
	return anyCall(body, func(call *ast.CallExpr) bool {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		x, ok := ast.Unparen(sel.X).(*ast.Ident)
		if !ok || info.Uses[x] != recv {
			return false
		}
		f := d.of(gocode.FuncOf(info, call))
		return f != nil && f.SendsRecv
	})
}

// sendsThrough reports whether body sends a request through the parameter p: a send method
// called on it, or p passed to a function that sends through that parameter.
func (d *defaultEnds) sendsThrough(body ast.Node, p *types.Var) bool {
	info := d.e.pass.TypesInfo
	isP := func(e ast.Expr) bool {
		x, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[x] == p
	}
	return anyCall(body, func(call *ast.CallExpr) bool {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sendMethods[sel.Sel.Name] && isP(sel.X) {
			return true
		}
		if f := d.of(gocode.FuncOf(info, call)); f != nil {
			for _, i := range f.SendsParams {
				if i < len(call.Args) && isP(call.Args[i]) {
					return true
				}
			}
		}
		return false
	})
}

// sendsThroughDefaults reports whether the function sends a request through net/http's
// defaults itself (DefaultRequests.Of), or calls a function that does with flags that let
// it; head, whether one of those requests is a HEAD that the body sends whenever it gets
// there; skips, the flags that make it return before every one of them.
func (d *defaultEnds) sendsThroughDefaults(scope guardScope) (sends, head bool, skips []SendGuard) {
	info := d.e.pass.TypesInfo
	if d.requests == nil {
		d.requests = NewDefaultRequests(d.e.pass)
	}
	var common []SendGuard // the guards every request so far has
	ast.Inspect(scope.body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		var guards []SendGuard
		if d.requests.Of(call) != "" {
			head = head || d.isHeadRequest(call) && d.alwaysRuns(call)
		} else if f := d.of(gocode.FuncOf(info, call)); f != nil && f.SendsDefault {
			passed, skipped := d.guardsAt(call, f.SkipsWhen, &scope)
			if skipped {
				return true
			}
			guards = passed
			head = head || f.SendsDefaultHead && d.alwaysRuns(call)
		} else {
			return true
		}
		guards = append(guards, d.guardsBefore(scope, call.Pos())...)
		if !sends {
			sends, common = true, guards
		} else {
			common = intersectGuards(common, guards)
		}
		return true
	})
	return sends, head, common
}

// alwaysRuns reports whether call runs whenever its function declaration runs without an
// error: it is not in a branch or loop (gocode.UnconditionalPath), and no return comes before
// it but one under `if err != nil`. A HEAD sent only on some paths (when a cached copy
// exists) is not one that every call of the function sends.
func (d *defaultEnds) alwaysRuns(call *ast.CallExpr) bool {
	path := gocode.PathAt(d.e.pass, call.Pos(), call.End())
	for i, n := range path {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.FuncDecl:
			return gocode.UnconditionalPath(path[:i+1]) && !d.returnsBefore(n.Body, call.Pos())
		}
	}
	return false
}

// returnsBefore reports whether body has a return statement before pos, outside function
// literals, other than one in the block of an `if err != nil` (an error check: the call
// failed, and the caller sees the error).
func (d *defaultEnds) returnsBefore(body *ast.BlockStmt, pos token.Pos) bool {
	info := d.e.pass.TypesInfo
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found || n == nil || n.Pos() >= pos {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt:
			if isErrCheck(info, n.Cond) {
				if n.Else != nil {
					ast.Inspect(n.Else, func(m ast.Node) bool {
						if _, ok := m.(*ast.ReturnStmt); ok && m.Pos() < pos {
							found = true
						}
						_, lit := m.(*ast.FuncLit)
						return !found && !lit
					})
				}
				return false // returns in the error block are the error path
			}
		case *ast.ReturnStmt:
			found = true
		}
		return !found
	})
	return found
}

// isErrCheck reports whether cond is x != nil for an x of type error.
func isErrCheck(info *types.Info, cond ast.Expr) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ || !IsNil(info, b.Y) {
		return false
	}
	tv, ok := info.Types[b.X]
	return ok && gocode.IsError(tv.Type)
}

// isHeadRequest reports whether the request call (http.Head, a client's Head or Do) sends a
// HEAD: Head itself, or Do given a local request that http.NewRequest(WithContext) built with
// the constant method "HEAD" (http.MethodHead).
func (d *defaultEnds) isHeadRequest(call *ast.CallExpr) bool {
	info := d.e.pass.TypesInfo
	fn := gocode.FuncOf(info, call)
	if fn == nil {
		return false
	}
	if fn.Name() == "Head" {
		return true
	}
	if fn.Name() != "Do" || len(call.Args) != 1 {
		return false
	}
	id, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || gocode.IsPackageLevel(v) {
		return false
	}
	def := d.requestDefinition(v)
	if def == nil {
		return false
	}
	methodArg, _, ok := NewRequestArgs(info, def)
	if !ok {
		return false
	}
	method, ok := ConstMethod(info, methodArg)
	return ok && method == http.MethodHead
}

// requestDefinition returns the call that defines the local request variable v as its first
// result (req, err := http.NewRequest(...)), or nil when v is assigned again or its Method
// is set later. Answered once per variable: a function's requests share its walk.
func (d *defaultEnds) requestDefinition(v *types.Var) *ast.CallExpr {
	if def, ok := d.requestDefs[v]; ok {
		return def
	}
	var def *ast.CallExpr
	if scope := gocode.ScopeSyntax(d.e.pass, v); scope != nil {
		def = d.onlyDefinition(scope, v)
	}
	if d.requestDefs == nil {
		d.requestDefs = make(map[*types.Var]*ast.CallExpr)
	}
	d.requestDefs[v] = def
	return def
}

// onlyDefinition returns the call that defines v in scope, when nothing assigns v or its
// Method there later.
func (d *defaultEnds) onlyDefinition(scope ast.Node, v *types.Var) *ast.CallExpr {
	info := d.e.pass.TypesInfo
	var def *ast.CallExpr
	changed := false
	ast.Inspect(scope, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || changed {
			return !changed
		}
		for i, lhs := range as.Lhs {
			switch lhs := ast.Unparen(lhs).(type) {
			case *ast.Ident:
				if info.Defs[lhs] == v && i == 0 && len(as.Rhs) == 1 {
					def, _ = ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
				} else if info.Uses[lhs] == v {
					changed = true // req, err = http.NewRequest(http.MethodGet, ...)
				}
			case *ast.SelectorExpr:
				if x, ok := ast.Unparen(lhs.X).(*ast.Ident); ok && info.Uses[x] == v && lhs.Sel.Name == "Method" {
					changed = true
				}
			}
		}
		return !changed
	})
	if changed {
		return nil
	}
	return def
}

// isDefaultSender reports whether fn is one of net/http's functions that send through
// http.DefaultClient (http.Get, Head, Post, PostForm).
func isDefaultSender(fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != "net/http" || fn.Signature().Recv() != nil {
		return false
	}
	switch fn.Name() {
	case "Get", "Head", "Post", "PostForm":
		return true
	}
	return false
}

// anyCall reports whether pred holds for a call in body, stopping at the first.
func anyCall(body ast.Node, pred func(*ast.CallExpr) bool) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !found && pred(call) {
			found = true
		}
		return !found
	})
	return found
}

// maxDefaultEndDepth bounds how many values deep endsAtDefault follows an expression
// (variables, fields of literals, calls).
const maxDefaultEndDepth = 8
