package state

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/authsink"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// This file finds the package-level variables that cache credentials, and what sort of
// cache each is: by its name and type (a CredentialVocabulary), and by what test code does
// with its value (CredentialUses).

// A CacheKind is what sort of credential cache a variable is.
type CacheKind int

const (
	NotCache         CacheKind = iota
	MapCache                   // a map whose elements are credentials
	SyncMapCache               // a sync.Map (its methods are safe; its writes are still refreshes)
	StructMapCache             // a struct (or pointer to one) holding a map or sync.Map
	ScalarCredential           // a string, []byte or token value: a cache only once tests assign it
	TokenSourceCache           // an oauth2.TokenSource
	HeaderMapCache             // a header map (http.Header, map[string]string) that carries an auth header
	// CredentialFields is a struct (or pointer to one) with a credential field, such as a
	// request fixture with its Token.
	CredentialFields
)

// A CredentialCache is a package-level variable that holds credentials and the accesses
// that test regions make to it.
type CredentialCache struct {
	Var      *types.Var
	Kind     CacheKind
	Accesses []*flow.Access // from test regions, in the engine's order

	// ByUse says that use alone made it a cache (its name and type say nothing, or use
	// shows a header map); Use is what use showed.
	ByUse bool
	Use   CredentialUse

	voc         *CredentialVocabulary
	inheritance *Inheritance // who inherits a leaked write (Heirs)
}

// CredentialCaches returns the credential caches that test regions access, in order of
// first access: the variables that the tests' authors control (TestAuthorsState) and that
// the vocabulary (CacheKindOf) or their use (CacheKindByUse) makes caches. Use decides
// where the name and type say nothing, and for header maps, whose Set and Add are writes.
func (voc *CredentialVocabulary) CredentialCaches(pass *analysis.Pass, res *parallel.Result) []*CredentialCache {
	kinds := make(map[*types.Var]CacheKind)
	uses := CredentialUses(res, pass)
	byUse := make(map[*types.Var]bool)
	byVar := make(map[*types.Var]*CredentialCache)
	var caches []*CredentialCache
	for _, a := range res.Accesses {
		if a == nil || a.Var == nil || a.Region == nil || a.Node == nil {
			continue
		}
		k, ok := kinds[a.Var]
		if !ok {
			k = NotCache
			if TestAuthorsState(pass, a.Var) {
				k = voc.CacheKindOf(a.Var)
				if ku := CacheKindByUse(a.Var, uses[a.Var]); ku != NotCache && (k == NotCache || k == CredentialFields || ku == HeaderMapCache) {
					k = ku
					byUse[a.Var] = true
				}
			}
			kinds[a.Var] = k
		}
		if k == NotCache {
			continue
		}
		tc := byVar[a.Var]
		if tc == nil {
			tc = &CredentialCache{Var: a.Var, Kind: k, voc: voc}
			if byUse[a.Var] {
				tc.ByUse = true
				tc.Use = uses[a.Var]
			}
			byVar[a.Var] = tc
			caches = append(caches, tc)
		}
		tc.Accesses = append(tc.Accesses, a)
	}
	return caches
}

// TestAuthorsState reports whether v is state that the tests' authors control: a
// variable of this module, or an exported one of a helper package. Unexported variables
// of the standard library and of other modules are their packages' own business (and
// guarded by them).
func TestAuthorsState(pass *analysis.Pass, v *types.Var) bool {
	if v.Pkg() == nil || v.Pkg() == pass.Pkg || v.Exported() {
		return v.Pkg() != nil
	}
	path := v.Pkg().Path()
	if gocode.IsStd(path) {
		return false
	}
	if m := pass.Module; m != nil && m.Path != "" {
		return path == m.Path || strings.HasPrefix(path, m.Path+"/")
	}
	return true
}

// CacheKindOf says whether the package-level variable v is a credential cache by its name
// and type, and of which kind.
func (voc *CredentialVocabulary) CacheKindOf(v *types.Var) CacheKind {
	if !gocode.IsPackageLevel(v) {
		return NotCache
	}
	t := v.Type()
	if t == nil {
		return NotCache
	}
	named := voc.NameSays(v.Name())
	if gocode.IsNamed(t, knowledge.Oauth2Path, "TokenSource") {
		return TokenSourceCache
	}
	switch u := t.Underlying().(type) {
	case *types.Map:
		if named || voc.IsCredentialType(u.Elem()) {
			return MapCache
		}
		return NotCache
	case *types.Basic:
		if u.Info()&types.IsString != 0 && named {
			return ScalarCredential
		}
		return NotCache
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte && named {
			return ScalarCredential
		}
		return NotCache
	}
	if IsSyncMap(t) {
		if named {
			return SyncMapCache
		}
		return NotCache
	}
	if voc.IsCredentialType(t) {
		return ScalarCredential // *oauth2.Token, *http.Cookie, a listed type
	}
	if st := StructOf(t); st != nil {
		for i := range st.NumFields() {
			f := st.Field(i)
			ft := f.Type()
			if m, ok := ft.Underlying().(*types.Map); ok {
				if named || voc.NameSays(f.Name()) || voc.IsCredentialType(m.Elem()) {
					return StructMapCache
				}
			} else if IsSyncMap(ft) && (named || voc.NameSays(f.Name())) {
				return StructMapCache
			}
		}
		for i := range st.NumFields() {
			if voc.IsCredentialField(st.Field(i)) {
				return CredentialFields
			}
		}
	}
	return NotCache
}

// CacheKindByUse says what kind of cache the package-level variable v is when u, what
// test code does with its value, shows that it holds credentials; NotCache when u shows
// nothing.
func CacheKindByUse(v *types.Var, u CredentialUse) CacheKind {
	if !u.Any() || !gocode.IsPackageLevel(v) {
		return NotCache
	}
	t := v.Type()
	if gocode.IsNamed(t, knowledge.Oauth2Path, "TokenSource") {
		return TokenSourceCache
	}
	if u.Header && authsink.IsHeaderMap(t) {
		return HeaderMapCache
	}
	if IsSyncMap(t) {
		return SyncMapCache
	}
	if !MayCarryCredential(t) {
		return NotCache
	}
	if _, ok := t.Underlying().(*types.Map); ok {
		return MapCache
	}
	if st := StructOf(t); st != nil {
		for i := range st.NumFields() {
			ft := st.Field(i).Type()
			if _, ok := ft.Underlying().(*types.Map); ok || IsSyncMap(ft) {
				return StructMapCache
			}
		}
	}
	// A string, []byte, token, struct of credential fields or request option: a cache
	// once something assigns it after initialization, or fetched once.
	return ScalarCredential
}
