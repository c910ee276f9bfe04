package tokencache

import (
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// writesCredentialState reports whether write a changes the part of tc.v that holds
// credentials. A struct whose own name says nothing and that is a token cache only because
// some of its maps hold tokens (a storage type with AccessTokens and Clients maps) keeps its
// credentials in those maps and in fields named for credentials: a write of its client
// table or of a client's redirect URIs changes configuration, not a credential, and is not
// a token-cache leak. Every other cache is credential state as a whole.
func (c *checker) writesCredentialState(tc *cache, a *parallel.Access) bool {
	if tc.kind != structMap || c.cfg.nameSays(tc.v.Name()) {
		return true
	}
	path := writtenPath(a)
	if path == "" {
		return true
	}
	st := parallel.StructOf(tc.v.Type())
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
	if c.credentialMapField(field) {
		return true
	}
	for seg := range strings.SplitSeq(path, ".") {
		if c.cfg.nameSays(seg) {
			return true // a client's Secret, reached through an interface-typed map
		}
	}
	return false
}

// credentialMapField reports whether f is one of the maps that make its struct a token
// cache (see classify): its name says credentials or its elements are credentials.
func (c *checker) credentialMapField(f *types.Var) bool {
	if m, ok := f.Type().Underlying().(*types.Map); ok {
		return c.cfg.nameSays(f.Name()) || c.cfg.credentialType(m.Elem())
	}
	return isSyncMap(f.Type()) && c.cfg.nameSays(f.Name())
}

// writtenPath is the field path of the state a write changes, or that a method call
// reaches: the method's receiver path for a call ("Tokens" for "Tokens.Store"), without
// the dereference steps ("*") that a write through a pointer adds.
func writtenPath(a *parallel.Access) string {
	path := a.Path
	if a.Op == parallel.MethodCall {
		path, _ = cutLast(path)
	}
	var segs []string
	for seg := range strings.SplitSeq(path, ".") {
		if seg != "" && seg != "*" {
			segs = append(segs, seg)
		}
	}
	return strings.Join(segs, ".")
}

// cutLast splits the last segment off a dotted path: "Tokens.Store" -> "Tokens", "Store".
func cutLast(path string) (string, string) {
	if i := strings.LastIndex(path, "."); i >= 0 {
		return path[:i], path[i+1:]
	}
	return "", path
}
