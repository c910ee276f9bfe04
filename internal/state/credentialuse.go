package state

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/authsink"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// This file says which package-level variables hold credentials by their use, whatever
// they are called, and which types can hold credentials at all.

// A CredentialUse says why a variable holds credentials; the zero value means it does not.
type CredentialUse struct {
	Sink   string // the first auth sink its value reaches (an Access's Path with Op Sink)
	Source bool   // assigned what an auth source returns (IsAuthSource), or initialised so
	Header bool   // a header map given an auth header: Set/Add or m[k] = v, or its literal
	// At is the first access that shows it, when a test, TestMain or init makes it.
	At *flow.Access
}

// Any reports whether the use shows that the variable holds credentials.
func (u CredentialUse) Any() bool { return u.Sink != "" || u.Source || u.Header }

// CredentialUses returns what every variable that the package's tests, TestMain and init
// reach does as a credential: its value (or an element, a field, a method's result) flows
// into an auth sink; it is assigned what an auth source returns, directly or through a local
// assigned from one (tok, _ := conf.Token(ctx); cached = tok), in a test or a helper of this
// package, when its type can carry a credential (MayCarryCredential); it is a header map
// that carries an auth header. The initializer counts for the last two.
func CredentialUses(r *parallel.Result, pass *analysis.Pass) map[*types.Var]CredentialUse {
	uses := make(map[*types.Var]CredentialUse)
	for _, list := range [][]*flow.Access{r.Accesses, r.Setup} {
		for _, a := range list {
			if a == nil || a.Var == nil {
				continue
			}
			u := uses[a.Var]
			was := u.Any()
			switch {
			case a.Op == flow.Sink && u.Sink == "":
				u.Sink = a.Path
			case a.Op.IsWrite() && !u.Source && MayCarryCredential(a.Var.Type()) && storesAuthSource(pass, a):
				u.Source = true
			case !u.Header && setsAuthHeader(pass.TypesInfo, a):
				u.Header = true
			}
			if !was && u.Any() && a.Node != nil {
				u.At = a
			}
			uses[a.Var] = u
		}
	}
	for v, u := range uses {
		if d := r.VarDecl(v); d != nil && d.Value() != nil {
			if !u.Header && authsink.IsHeaderMap(v.Type()) && literalHasAuthHeader(pass.TypesInfo, d.Value()) {
				u.Header = true
			}
			if !u.Source && authsink.IsAuthSource(pass.TypesInfo, d.Value()) {
				u.Source = true
			}
			uses[v] = u
		}
	}
	return uses
}

// storesAuthSource reports whether a write stores what an auth source returns, directly or
// through a local assigned from it.
func storesAuthSource(pass *analysis.Pass, a *flow.Access) bool {
	at, value := StoredValue(pass, a)
	if value == nil {
		return false
	}
	info := pass.TypesInfo
	if authsink.IsAuthSource(info, value) {
		return true
	}
	for _, rhs := range LocalAssignments(pass, at, value) {
		if authsink.IsAuthSource(info, rhs) {
			return true
		}
	}
	return false
}

// setsAuthHeader reports whether a stores an auth header in a header map variable:
// h.Set("Authorization", v), h.Add("Cookie", v) or h["X-Api-Key"] = v.
func setsAuthHeader(info *types.Info, a *flow.Access) bool {
	if a.Key == nil || !authsink.IsHeaderMap(a.Var.Type()) {
		return false
	}
	switch a.Op {
	case flow.ElemWrite:
	case flow.MethodCall:
		switch gocode.LastSegment(a.Path) {
		case "Set", "Add":
		default:
			return false
		}
	default:
		return false
	}
	_, ok := authsink.IsAuthHeaderKey(info, a.Key)
	return ok
}

// literalHasAuthHeader reports whether a header map literal has an auth header entry.
func literalHasAuthHeader(info *types.Info, e ast.Expr) bool {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if _, ok := authsink.IsAuthHeaderKey(info, kv.Key); ok {
				return true
			}
		}
	}
	return false
}

// MayCarryCredential reports whether a value of type t can be a credential or a collection
// of them: not a transport, client or connection (a shared *http.Client whose jar's cookies
// reach a Cookie header is a transport's state), a function or a channel. Maps, slices,
// arrays and pointers count by their elements.
func MayCarryCredential(t types.Type) bool {
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
	case gocode.IsStd(path):
		_, isBasic := n.Underlying().(*types.Basic)
		return isBasic
	case knowledge.IsTransportLibrary(path):
		return false // transport libraries' clients, requests and connections
	}
	return true
}

// CredentialFieldAt reports whether the field at path (a FieldWrite's Path) of a value of
// type t can hold a credential (CarriesCredentialText); unknown paths count.
func CredentialFieldAt(t types.Type, path string) bool {
	for _, name := range strings.Split(path, ".") {
		st := StructOf(t)
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
	return CarriesCredentialText(t)
}

// CarriesCredentialText reports whether a value of type t holds credential text: a string
// or []byte, an oauth2.Token or http.Cookie, or a pointer, slice, map or struct that holds
// one (three levels deep).
func CarriesCredentialText(t types.Type) bool { return carriesText(t, 0) }

func carriesText(t types.Type, depth int) bool {
	if depth > 3 || !MayCarryCredential(t) {
		return false
	}
	if gocode.IsNamed(gocode.Deref(t), knowledge.Oauth2Path, "Token") || gocode.IsNamed(gocode.Deref(t), "net/http", "Cookie") {
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

// StructOf returns the struct that t is or points to; nil for other types and for
// sync.Map and sync.Mutex, whose fields are the sync package's business.
func StructOf(t types.Type) *types.Struct {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if gocode.IsNamed(t, "sync", "Map") || gocode.IsNamed(t, "sync", "Mutex") {
		return nil
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}
