package state

import (
	"go/types"
	"regexp"
	"strings"
	"unicode"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// This file holds the vocabulary that says, by name and by type, which variables and
// fields hold credentials. What use shows (CredentialUses) needs no vocabulary; names and
// types are the hint for caches that no sink in the analysed code receives.

// DefaultCredentialNames matches the credential words of a name's parts (WordParts).
var DefaultCredentialNames = regexp.MustCompile(`^(token|jwt|bearer|auth|session|cookie|credential|cred|creds|apikey|secret|login)s?$`)

// envCredentialWords are the parts of an environment variable's name that say it holds a
// secret.
var envCredentialWords = []string{"TOKEN", "SECRET", "PASSWORD", "PASSWD", "API_KEY", "APIKEY", "ACCESS_KEY", "CREDENTIAL"}

// A CredentialVocabulary says which names and named types stand for credentials. Its zero
// value is the default vocabulary; a check's flags replace the words
// (NewCredentialVocabulary) and add types.
type CredentialVocabulary struct {
	Names *regexp.Regexp  // matched against each word part of a name; nil for DefaultCredentialNames
	Types map[string]bool // extra credential types, "import/path.Name"
}

// NewCredentialVocabulary returns the vocabulary of the regexp names (the default words
// when empty) and of the comma-separated types ("import/path.Name"), or the regexp's
// compile error.
func NewCredentialVocabulary(names, typeList string) (*CredentialVocabulary, error) {
	voc := &CredentialVocabulary{Types: make(map[string]bool)}
	for _, t := range strings.Split(typeList, ",") {
		if t = strings.TrimSpace(t); t != "" {
			voc.Types[t] = true
		}
	}
	if names != "" {
		re, err := regexp.Compile(names)
		if err != nil {
			return nil, err
		}
		voc.Names = re
	}
	return voc, nil
}

// notCredentialHeads are the last words of names that hold something about credentials,
// not one: a count of tokens, the URL or path of a token endpoint, a token's lifetime. The
// last word of a Go name says what the variable holds (initialPromptTokenCounts, tokenURL).
var notCredentialHeads = regexp.MustCompile(`^(count|counts|num|nums|total|totals|size|sizes|len|length|limit|limits|usage|stats|metrics|url|urls|uri|uris|path|paths|dir|file|files|endpoint|endpoints|host|hosts|addr|port|ttl|timeout|expiry|duration|interval)$`)

// NameSays reports whether a name says credentials: one of its lower-cased word parts
// (WordParts), or two adjacent parts joined, matches the vocabulary's words, and its last
// word does not say it holds a count, a location or a duration instead (notCredentialHeads).
func (voc *CredentialVocabulary) NameSays(name string) bool {
	re := voc.Names
	if re == nil {
		re = DefaultCredentialNames
	}
	parts := WordParts(name)
	if len(parts) > 1 && notCredentialHeads.MatchString(parts[len(parts)-1]) {
		return false
	}
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

// EnvNameSays reports whether the environment variable name says it holds credentials:
// it contains one of the usual secret words (TOKEN, SECRET, PASSWORD, API_KEY, ...), or,
// when the vocabulary's words are replaced, a word part that they match (NameSays).
func (voc *CredentialVocabulary) EnvNameSays(name string) bool {
	if voc.Names != nil {
		return voc.NameSays(name)
	}
	upper := strings.ToUpper(name)
	for _, w := range envCredentialWords {
		if strings.Contains(upper, w) {
			return true
		}
	}
	return false
}

// IsCredentialType reports whether t (through pointers and slices) is one of the
// credential types: oauth2.Token, oauth2.TokenSource, http.Cookie, or one of the
// vocabulary's Types.
func (voc *CredentialVocabulary) IsCredentialType(t types.Type) bool {
	t = gocode.ThroughPointersAndSlices(t, 4)
	if t == nil {
		return false
	}
	if gocode.IsNamed(t, knowledge.Oauth2Path, "Token") || gocode.IsNamed(t, knowledge.Oauth2Path, "TokenSource") || gocode.IsNamed(t, "net/http", "Cookie") {
		return true
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && len(voc.Types) > 0 {
		obj := n.Origin().Obj()
		if obj.Pkg() != nil && voc.Types[obj.Pkg().Path()+"."+obj.Name()] {
			return true
		}
	}
	return false
}

// IsCredentialField reports whether f is a field whose name says it holds a credential
// and whose type can hold credential text (Token []byte, APIKey string).
func (voc *CredentialVocabulary) IsCredentialField(f *types.Var) bool {
	return voc.NameSays(f.Name()) && CarriesCredentialText(f.Type())
}

// WordParts splits an identifier into lower-cased words: "apiTokens" -> api, tokens;
// "JWTCache" -> jwt, cache; "session_ids" -> session, ids.
func WordParts(name string) []string {
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

// IsSyncMap reports whether t is a sync.Map or a pointer to one.
func IsSyncMap(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	return gocode.IsNamed(t, "sync", "Map")
}

// IsText reports whether t is a string or a []byte.
func IsText(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}
