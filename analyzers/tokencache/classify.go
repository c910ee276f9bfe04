package tokencache

import (
	"go/types"
	"regexp"
	"strings"
	"unicode"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// kind is what sort of token cache a variable is.
type kind int

const (
	notCache    kind = iota
	mapCache         // a map whose elements are credentials
	syncMap          // a sync.Map (its methods are safe; its writes are still refreshes)
	structMap        // a struct (or pointer to one) holding a map or sync.Map
	scalar           // a string, []byte or token value: a cache only once tests assign it
	tokenSource      // an oauth2.TokenSource
	headerMap        // a header map (http.Header, map[string]string) that carries an auth header
	// credentialFields: a struct (or pointer to one) with a credential field, such as a
	// request fixture with its Token; only the leaked rule looks at it.
	credentialFields
)

func (k kind) String() string {
	switch k {
	case tokenSource:
		return "token source"
	case credentialFields:
		return "credential"
	}
	return "token cache"
}

const (
	oauth2Path = "golang.org/x/oauth2"
)

// defaultNames matches the credential words of a variable name's parts.
var defaultNames = regexp.MustCompile(`^(token|jwt|bearer|auth|session|cookie|credential|cred|creds|apikey|secret|login)s?$`)

// config holds the flag values of one run.
type config struct {
	strict bool
	names  *regexp.Regexp
	types  map[string]bool // "import/path.Name"
}

// classify says whether v is a token cache, and of which kind.
func (c *config) classify(v *types.Var) kind {
	if v == nil || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return notCache
	}
	t := v.Type()
	if t == nil {
		return notCache
	}
	named := c.nameSays(v.Name())
	if parallel.IsNamed(t, oauth2Path, "TokenSource") {
		return tokenSource
	}
	switch u := t.Underlying().(type) {
	case *types.Map:
		if named || c.credentialType(u.Elem()) {
			return mapCache
		}
		return notCache
	case *types.Basic:
		if u.Info()&types.IsString != 0 && named {
			return scalar
		}
		return notCache
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte && named {
			return scalar
		}
		return notCache
	}
	if isSyncMap(t) {
		if named {
			return syncMap
		}
		return notCache
	}
	if c.credentialType(t) {
		return scalar // *oauth2.Token, *http.Cookie, a listed type
	}
	if st := parallel.StructOf(t); st != nil {
		for i := range st.NumFields() {
			f := st.Field(i)
			ft := f.Type()
			if m, ok := ft.Underlying().(*types.Map); ok {
				if named || c.nameSays(f.Name()) || c.credentialType(m.Elem()) {
					return structMap
				}
			} else if isSyncMap(ft) && (named || c.nameSays(f.Name())) {
				return structMap
			}
		}
		for i := range st.NumFields() {
			if c.credentialFieldOf(st.Field(i)) {
				return credentialFields
			}
		}
	}
	return notCache
}

// credentialFieldOf reports whether f is a field whose name says it holds a credential and
// whose type can hold credential text (Token []byte, APIKey string).
func (c *config) credentialFieldOf(f *types.Var) bool {
	return c.nameSays(f.Name()) && parallel.CarriesCredentialText(f.Type())
}

// credentialType reports whether t (through pointers and slices) is one of the credential
// types: oauth2.Token, oauth2.TokenSource, http.Cookie, or one listed with -tokencache.types.
func (c *config) credentialType(t types.Type) bool {
	for range 4 {
		switch u := t.(type) {
		case *types.Pointer:
			t = u.Elem()
			continue
		case *types.Slice:
			t = u.Elem()
			continue
		}
		break
	}
	if t == nil {
		return false
	}
	if parallel.IsNamed(t, oauth2Path, "Token") || parallel.IsNamed(t, oauth2Path, "TokenSource") || parallel.IsNamed(t, "net/http", "Cookie") {
		return true
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && len(c.types) > 0 {
		obj := n.Origin().Obj()
		if obj.Pkg() != nil && c.types[obj.Pkg().Path()+"."+obj.Name()] {
			return true
		}
	}
	return false
}

// nameSays reports whether a name says credentials: one of its lower-cased word parts, or
// two adjacent parts joined, matches the names regexp.
func (c *config) nameSays(name string) bool {
	re := c.names
	if re == nil {
		re = defaultNames
	}
	parts := wordParts(name)
	for i, p := range parts {
		if re.MatchString(p) {
			return true
		}
		if i+1 < len(parts) && re.MatchString(p+parts[i+1]) {
			return true
		}
	}
	return false
}

// wordParts splits an identifier into lower-cased words: "apiTokens" -> api, tokens;
// "JWTCache" -> jwt, cache; "session_ids" -> session, ids.
func wordParts(name string) []string {
	var parts []string
	rs := []rune(name)
	start := 0
	flush := func(end int) {
		if end > start {
			parts = append(parts, strings.ToLower(string(rs[start:end])))
		}
		start = end
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == '_' || unicode.IsDigit(r):
			flush(i)
			start = i + 1
		case unicode.IsUpper(r) && i > start:
			prevLower := unicode.IsLower(rs[i-1])
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if prevLower || (unicode.IsUpper(rs[i-1]) && nextLower) {
				flush(i)
			}
		}
	}
	flush(len(rs))
	return parts
}

func isSyncMap(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	return parallel.IsNamed(t, "sync", "Map")
}
