package state

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// This file says which accesses to a credential cache write it, refresh it or read it.

// syncMapWriters are the sync.Map methods that store or delete.
var syncMapWriters = map[string]bool{
	"Store": true, "LoadOrStore": true, "LoadAndDelete": true, "Delete": true,
	"Swap": true, "CompareAndSwap": true, "CompareAndDelete": true, "Clear": true,
}

// headerWriters are the http.Header methods that change the map.
var headerWriters = map[string]bool{"Set": true, "Add": true, "Del": true}

// IsRefresh reports whether a writes or refreshes the cache after initialization,
// replacing what a reader may hold (IsWrite): a fill of a missing key under a mutex
// (IsFill) replaces nothing.
func (tc *CredentialCache) IsRefresh(pass *analysis.Pass, a *flow.Access) bool {
	return tc.IsWrite(a) && !IsFill(pass, a)
}

// RefreshedAnywhere reports whether some test, parallel or not, refreshes the cache
// (IsRefresh).
func (tc *CredentialCache) RefreshedAnywhere(pass *analysis.Pass) bool {
	for _, a := range tc.Accesses {
		if tc.IsRefresh(pass, a) {
			return true
		}
	}
	return false
}

// IsWrite reports whether a writes the cache after initialization: an assignment, or a
// method of a header map or sync.Map that changes it; for a cache by use, only a write of
// a credential field of a struct (not its timeout or client); for a struct of credential
// fields, only a write of one of those; never a lazy initialization under sync.Once.
func (tc *CredentialCache) IsWrite(a *flow.Access) bool {
	switch a.Op {
	case flow.Write, flow.ElemWrite, flow.FieldWrite:
	case flow.MethodCall:
		switch tc.Kind {
		case HeaderMapCache:
			if !headerWriters[gocode.LastSegment(a.Path)] {
				return false
			}
		case SyncMapCache, StructMapCache:
			if !syncMapWriters[gocode.LastSegment(a.Path)] {
				return false
			}
		default:
			return false
		}
	default:
		return false
	}
	if tc.ByUse && a.Op == flow.FieldWrite && !CredentialFieldAt(tc.Var.Type(), a.Path) {
		return false // a struct's timeout or client, next to the credential that made it one
	}
	if tc.Kind == CredentialFields && a.Op == flow.FieldWrite && !tc.writesCredentialField(a.Path) {
		return false // the fixture's other fields
	}
	return !a.Once // lazy initialization under sync.Once is not a refresh
}

// writesCredentialField reports whether a field write at path changes a credential field of
// the struct tc.Var holds (its first field on the path is one).
func (tc *CredentialCache) writesCredentialField(path string) bool {
	st := StructOf(tc.Var.Type())
	if st == nil {
		return false
	}
	first, _, _ := strings.Cut(path, ".")
	for i := range st.NumFields() {
		if f := st.Field(i); f.Name() == first {
			return tc.voc.IsCredentialField(f)
		}
	}
	return false
}

// IsRead reports whether a reads the cache (a pure store does not).
func (tc *CredentialCache) IsRead(a *flow.Access) bool {
	switch a.Op {
	case flow.Read, flow.Return:
		return true
	case flow.MethodCall:
		name := gocode.LastSegment(a.Path)
		if tc.Kind == HeaderMapCache && headerWriters[name] {
			return false
		}
		switch name {
		case "Store", "Delete", "Clear":
			return false
		}
		return true
	}
	return false
}

// WritesCredentialState reports whether write a changes the part of tc.Var that holds
// credentials. A struct whose own name says nothing and that is a cache only because some
// of its maps hold tokens (a storage type with AccessTokens and Clients maps) keeps its
// credentials in those maps and in fields named for credentials: a write of its client
// table or of a client's redirect URIs changes configuration, not a credential. Every
// other cache is credential state as a whole.
func (tc *CredentialCache) WritesCredentialState(a *flow.Access) bool {
	if tc.Kind != StructMapCache || tc.voc.NameSays(tc.Var.Name()) {
		return true
	}
	path := WrittenPath(a)
	if path == "" {
		return true
	}
	st := StructOf(tc.Var.Type())
	if st == nil {
		return true
	}
	first, _, _ := strings.Cut(path, ".")
	var field *types.Var
	for i := range st.NumFields() {
		if f := st.Field(i); f.Name() == first {
			field = f
		}
	}
	if field == nil {
		return true // a method, or a promoted field: not known to be other state
	}
	if tc.credentialMapField(field) {
		return true
	}
	for seg := range strings.SplitSeq(path, ".") {
		if tc.voc.NameSays(seg) {
			return true // a client's Secret, reached through an interface-typed map
		}
	}
	return false
}

// credentialMapField reports whether f is one of the maps that make its struct a cache
// (CacheKindOf): its name says credentials or its elements are credentials.
func (tc *CredentialCache) credentialMapField(f *types.Var) bool {
	if m, ok := f.Type().Underlying().(*types.Map); ok {
		return tc.voc.NameSays(f.Name()) || tc.voc.IsCredentialType(m.Elem())
	}
	return IsSyncMap(f.Type()) && tc.voc.NameSays(f.Name())
}

// WrittenPath is the field path of the state a write changes, or that a method call
// reaches: the method's receiver path for a call ("Tokens" for "Tokens.Store"), without
// the dereference steps ("*") that a write through a pointer adds.
func WrittenPath(a *flow.Access) string {
	path := a.Path
	if a.Op == flow.MethodCall {
		if i := strings.LastIndex(path, "."); i >= 0 {
			path = path[:i]
		} else {
			path = ""
		}
	}
	var segs []string
	for seg := range strings.SplitSeq(path, ".") {
		if seg != "" && seg != "*" {
			segs = append(segs, seg)
		}
	}
	return strings.Join(segs, ".")
}
