package tokencache

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// A variable holds credentials when the engine sees its value used as credentials, whatever
// the variable is called:
//
//   - its value (or an element, a field, a method's result) flows into an auth sink: an
//     Authorization, Cookie or API-key header, SetBasicAuth, a cookie jar, resty's
//     SetAuthToken, oauth2.StaticTokenSource, gRPC per-RPC credentials (parallel.Sink);
//   - it is assigned what an auth source returns: oauth2.Config.Exchange,
//     clientcredentials.Config.Token, a TokenSource's Token();
//   - it is a header map that carries an auth header: set with Set/Add or header[k] = v
//     under a constant auth header, or declared with one.
//
// Names and types stay what they were (classify): a hint that ranks and names what use
// finds, and the rule for caches that no sink in the analysed code receives.

// credentialUse says why a variable holds credentials; the zero value means it does not.
type credentialUse struct {
	sink   string // the first auth sink its value reaches
	source bool   // assigned from an auth source
	header bool   // a header map with an auth entry
	// at is the first access that shows it, when a test, TestMain or init makes it: the
	// findings point there, since the name may say nothing.
	at *parallel.Access
}

func (u credentialUse) any() bool { return u.sink != "" || u.source || u.header }

// credentialUses returns what every variable that the package's tests, TestMain and init
// reach does as a credential.
func (c *checker) credentialUses() map[*types.Var]credentialUse {
	uses := make(map[*types.Var]credentialUse)
	for _, list := range [][]*parallel.Access{c.res.Accesses, c.res.Setup} {
		for _, a := range list {
			if a == nil || a.Var == nil {
				continue
			}
			u := uses[a.Var]
			was := u.any()
			switch {
			case a.Op == parallel.Sink && u.sink == "":
				u.sink = a.Path
			case a.Op.IsWrite() && !u.source && mayCarry(a.Var.Type()) && c.fromAuthSource(a):
				u.source = true
			case !u.header && c.setsAuthHeader(a):
				u.header = true
			}
			if !was && u.any() && a.Node != nil {
				u.at = a
			}
			uses[a.Var] = u
		}
	}
	for v, u := range uses {
		if d := c.res.VarDecl(v); d != nil && d.Value() != nil {
			if !u.header && parallel.IsHeaderMap(v.Type()) && c.literalHasAuthHeader(d.Value()) {
				u.header = true
			}
			if !u.source && parallel.IsAuthSource(c.pass.TypesInfo, d.Value()) {
				u.source = true
			}
			uses[v] = u
		}
	}
	return uses
}

// classifyUse says what kind of cache a variable that holds credentials by use is.
func (c *config) classifyUse(v *types.Var, u credentialUse) kind {
	if !u.any() || v == nil || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return notCache
	}
	t := v.Type()
	if parallel.IsNamed(t, oauth2Path, "TokenSource") {
		return tokenSource
	}
	if u.header && parallel.IsHeaderMap(t) {
		return headerMap
	}
	if isSyncMap(t) {
		return syncMap
	}
	if !mayCarry(t) {
		return notCache
	}
	if _, ok := t.Underlying().(*types.Map); ok {
		return mapCache
	}
	if st := structOf(t); st != nil {
		for i := range st.NumFields() {
			ft := st.Field(i).Type()
			if _, ok := ft.Underlying().(*types.Map); ok || isSyncMap(ft) {
				return structMap
			}
		}
	}
	// A string, []byte, token, struct of credential fields or request option: a cache
	// once something assigns it after initialization, or fetched once (strict mode).
	return scalar
}

// mayCarry reports whether a value of type t can be a credential or a collection of them:
// not a transport, client or connection (a shared *http.Client whose jar's cookies reach a
// Cookie header is sharedclient's business), a function or a channel. Maps, slices and
// pointers count by their elements.
func mayCarry(t types.Type) bool {
	for range 4 {
		switch u := types.Unalias(t).Underlying().(type) {
		case *types.Pointer:
			t = u.Elem()
			continue
		case *types.Slice:
			t = u.Elem()
			continue
		case *types.Array:
			t = u.Elem()
			continue
		case *types.Map:
			t = u.Elem()
			continue
		case *types.Signature, *types.Chan:
			return false
		}
		break
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return true
	}
	path, name := n.Obj().Pkg().Path(), n.Obj().Name()
	switch {
	case path == "net/http":
		return name == "Cookie" || name == "Header"
	case parallel.IsStd(path):
		_, isBasic := n.Underlying().(*types.Basic)
		return isBasic
	case strings.Contains(path, "resty") || strings.Contains(path, "websocket") || strings.Contains(path, "retryablehttp"):
		return false // transport libraries' clients, requests and connections
	}
	return true
}

// credentialField reports whether the field at path (a FieldWrite's Path) of a value of type
// t can hold a credential: a string, []byte, token, cookie or header map, or a collection or
// struct of those; unknown paths count.
func credentialField(t types.Type, path string) bool {
	for _, name := range strings.Split(path, ".") {
		st := structOf(t)
		if st == nil {
			return true
		}
		var field *types.Var
		for i := range st.NumFields() {
			if st.Field(i).Name() == name {
				field = st.Field(i)
			}
		}
		if field == nil {
			return true
		}
		t = field.Type()
	}
	return carriesText(t, 0)
}

// carriesText reports whether a value of type t holds credential text: a string or []byte,
// an oauth2.Token or http.Cookie, or a pointer, slice, map or struct that holds one.
func carriesText(t types.Type, depth int) bool {
	if depth > 3 || !mayCarry(t) {
		return false
	}
	if parallel.IsNamed(parallel.Deref(t), oauth2Path, "Token") || parallel.IsNamed(parallel.Deref(t), "net/http", "Cookie") {
		return true
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Pointer:
		return carriesText(u.Elem(), depth+1)
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
			return true
		}
		return carriesText(u.Elem(), depth+1)
	case *types.Map:
		return carriesText(u.Elem(), depth+1)
	case *types.Struct:
		for i := range u.NumFields() {
			if carriesText(u.Field(i).Type(), depth+1) {
				return true
			}
		}
	}
	return false
}

// evidence returns what shows that v holds credentials, as related information.
func (c *checker) evidence(v *types.Var, u credentialUse) []analysis.RelatedInformation {
	a := u.at
	if a == nil || a.Node == nil {
		return nil
	}
	var what string
	switch {
	case u.sink != "" && a.Op == parallel.Sink && !strings.Contains(a.Path, "."):
		what = "reaches the " + a.Path + " header here"
	case u.sink != "" && a.Op == parallel.Sink:
		what = "reaches " + a.Path + " here"
	case u.source:
		what = "is assigned a token from an auth source here"
	default:
		what = "is given an auth header here"
	}
	return []analysis.RelatedInformation{{Pos: a.Node.Pos(), End: a.Node.End(), Message: parallel.VarName(c.pass, v) + " " + what}}
}

// fromAuthSource reports whether a write stores what an auth source returns, directly or
// through a local assigned from it (tok, _ := conf.Token(ctx); cached = tok), in a test or
// in a helper of this package.
func (c *checker) fromAuthSource(a *parallel.Access) bool {
	at, value := c.valueAtSite(a)
	if value == nil {
		return false
	}
	info := c.pass.TypesInfo
	if parallel.IsAuthSource(info, value) {
		return true
	}
	for _, rhs := range c.localAssignments(at, value) {
		if parallel.IsAuthSource(info, rhs) {
			return true
		}
	}
	return false
}

// writtenValue returns what a write in this package stores: the engine's Value, or the
// single call of a tuple assignment (cached, err = conf.Token(ctx)).
func (c *checker) writtenValue(a *parallel.Access) ast.Expr {
	if a.Value != nil {
		return a.Value
	}
	if a.Node == nil || a.Op != parallel.Write {
		return nil
	}
	file := c.fileOf(a.Node)
	if file == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, a.Node.Pos(), a.Node.End())
	for _, n := range path {
		if as, ok := n.(*ast.AssignStmt); ok {
			if len(as.Rhs) == 1 && len(as.Lhs) > 1 && ast.Unparen(as.Lhs[0]) == a.Node {
				return as.Rhs[0]
			}
			return nil
		}
	}
	return nil
}

// localAssignments returns what the local variable at the root of value (tok in tok or
// tok.AccessToken) is assigned in the function around at: one level, like the engine's flow.
func (c *checker) localAssignments(at ast.Node, value ast.Expr) []ast.Expr {
	root := ast.Unparen(value)
	for {
		sel, ok := root.(*ast.SelectorExpr)
		if !ok {
			break
		}
		root = ast.Unparen(sel.X)
	}
	id, ok := root.(*ast.Ident)
	if !ok {
		return nil
	}
	info := c.pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || parallel.IsPackageLevel(v) {
		return nil
	}
	file := c.fileOf(at)
	if file == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, at.Pos(), at.End())
	var body ast.Node
	for _, n := range path {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			body = n
		}
		if body != nil {
			break
		}
	}
	if body == nil {
		return nil
	}
	var out []ast.Expr
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for i, lhs := range as.Lhs {
			lid, ok := ast.Unparen(lhs).(*ast.Ident)
			if !ok || objOf(info, lid) != v {
				continue
			}
			switch {
			case len(as.Lhs) == len(as.Rhs):
				out = append(out, as.Rhs[i])
			case len(as.Rhs) == 1 && i == 0:
				out = append(out, as.Rhs[0])
			}
		}
		return true
	})
	return out
}

// setsAuthHeader reports whether a stores an auth header in a header map variable:
// h.Set("Authorization", v), h.Add("Cookie", v) or h["X-Api-Key"] = v.
func (c *checker) setsAuthHeader(a *parallel.Access) bool {
	if a.Key == nil || !parallel.IsHeaderMap(a.Var.Type()) {
		return false
	}
	switch a.Op {
	case parallel.ElemWrite:
	case parallel.MethodCall:
		switch parallel.LastSegment(a.Path) {
		case "Set", "Add":
		default:
			return false
		}
	default:
		return false
	}
	_, ok := parallel.IsAuthHeaderKey(c.pass.TypesInfo, a.Key)
	return ok
}

// literalHasAuthHeader reports whether a header map literal has an auth header entry.
func (c *checker) literalHasAuthHeader(e ast.Expr) bool {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if _, ok := parallel.IsAuthHeaderKey(c.pass.TypesInfo, kv.Key); ok {
				return true
			}
		}
	}
	return false
}
