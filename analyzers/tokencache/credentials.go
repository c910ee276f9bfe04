package tokencache

import (
	"go/ast"
	"go/types"
	"strings"

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
			switch {
			case a.Op == parallel.Sink && u.sink == "":
				u.sink = a.Path
			case a.Op.IsWrite() && !u.source && c.fromAuthSource(a):
				u.source = true
			case !u.header && c.setsAuthHeader(a):
				u.header = true
			}
			uses[a.Var] = u
		}
	}
	for v, u := range uses {
		if d := c.res.VarDecl(v); d != nil && d.Value() != nil {
			if !u.header && isHeaderMapType(v.Type()) && c.literalHasAuthHeader(d.Value()) {
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
	if isNamed(t, oauth2Path, "TokenSource") {
		return tokenSource
	}
	if u.header && isHeaderMapType(t) {
		return headerMap
	}
	switch t.Underlying().(type) {
	case *types.Map:
		return mapCache
	case *types.Signature, *types.Chan:
		return notCache
	}
	if isSyncMap(t) {
		return syncMap
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
	if a.Key == nil || !isHeaderMapType(a.Var.Type()) {
		return false
	}
	switch a.Op {
	case parallel.ElemWrite:
	case parallel.MethodCall:
		switch lastSegment(a.Path) {
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

// isHeaderMapType reports whether t is http.Header or another map of header values by
// name (map[string]string, map[string][]string).
func isHeaderMapType(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok || !isString(m.Key()) {
		return false
	}
	if s, ok := m.Elem().Underlying().(*types.Slice); ok {
		return isString(s.Elem())
	}
	return isString(m.Elem())
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func lastSegment(path string) string { return path[strings.LastIndex(path, ".")+1:] }
