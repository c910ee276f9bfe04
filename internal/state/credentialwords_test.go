package state

import (
	"go/token"
	"go/types"
	"slices"
	"testing"
)

func TestWordParts(t *testing.T) {
	for name, want := range map[string][]string{
		"apiTokens":    {"api", "tokens"},
		"JWTCache":     {"jwt", "cache"},
		"session_ids":  {"session", "ids"},
		"tokenizer":    {"tokenizer"},
		"oauth2Token":  {"oauth", "token"},
		"APIKey":       {"api", "key"},
		"loginCookies": {"login", "cookies"},
	} {
		if got := WordParts(name); !slices.Equal(got, want) {
			t.Errorf("WordParts(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestNameSays(t *testing.T) {
	voc := &CredentialVocabulary{}
	for name, want := range map[string]bool{
		"tokens": true, "accessToken": true, "apiKey": true, "APIKEYS": true, "bearer": true,
		"authCache": true, "sessions": true, "cookieJar": true, "creds": true, "credentials": true,
		"clientSecret": true, "logins": true, "jwts": true,
		"tokenizer": false, "tokenKinds": true, "counts": false, "author": false, "keys": false,
		"sessionless": false, "users": false,
		// The last word says what is held: a count, a location, a duration.
		"initialPromptTokenCounts": false, "tokenURL": false, "authPath": false, "sessionTTL": false,
		"tokenCount": false, "tokenCache": true, "authHeader": true,
	} {
		if got := voc.NameSays(name); got != want {
			t.Errorf("NameSays(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestNewCredentialVocabulary(t *testing.T) {
	if _, err := NewCredentialVocabulary("(", ""); err == nil {
		t.Error("an invalid names regexp was accepted")
	}
	voc, err := NewCredentialVocabulary("^ticket$", " a/b.C ,, d.E")
	if err != nil {
		t.Fatal(err)
	}
	if !voc.Types["a/b.C"] || !voc.Types["d.E"] || len(voc.Types) != 2 {
		t.Errorf("Types = %v", voc.Types)
	}
	if !voc.NameSays("myTicket") || voc.NameSays("tokens") {
		t.Error("the names regexp does not replace the default words")
	}
	if !voc.EnvNameSays("MY_TICKET") || voc.EnvNameSays("API_TOKEN") {
		t.Error("the names regexp does not replace the environment's default words")
	}
}

func TestEnvNameSays(t *testing.T) {
	voc := &CredentialVocabulary{}
	for name, want := range map[string]bool{
		"API_TOKEN": true, "github_token": true, "DB_PASSWORD": true, "AWS_SECRET_ACCESS_KEY": true, "SERVICE_APIKEY": true,
		"HOME": false, "PATH": false, "API_URL": false, "LOG_LEVEL": false,
	} {
		if got := voc.EnvNameSays(name); got != want {
			t.Errorf("EnvNameSays(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestIsCredentialType(t *testing.T) {
	named := func(path, name string) *types.Named {
		pkg := types.NewPackage(path, path[len(path)-1:])
		return types.NewNamed(types.NewTypeName(token.NoPos, pkg, name, nil), types.NewStruct(nil, nil), nil)
	}
	grant := named("example.com/auth", "Grant")
	voc := &CredentialVocabulary{Types: map[string]bool{"example.com/auth.Grant": true}}
	for _, tc := range []struct {
		t    types.Type
		want bool
	}{
		{named("golang.org/x/oauth2", "Token"), true},
		{types.NewPointer(named("golang.org/x/oauth2", "Token")), true},
		{types.NewSlice(types.NewPointer(named("net/http", "Cookie"))), true},
		{grant, true},
		{types.NewPointer(grant), true},
		{named("example.com/auth", "User"), false},
		{named("net/http", "Client"), false},
		{types.Typ[types.String], false},
	} {
		if got := voc.IsCredentialType(tc.t); got != tc.want {
			t.Errorf("IsCredentialType(%v) = %v, want %v", tc.t, got, tc.want)
		}
	}
	if (&CredentialVocabulary{}).IsCredentialType(grant) {
		t.Error("a type that is not listed counts as a credential")
	}
}

func TestIsSyncMapAndIsText(t *testing.T) {
	syncPkg := types.NewPackage("sync", "sync")
	syncMap := types.NewNamed(types.NewTypeName(token.NoPos, syncPkg, "Map", nil), types.NewStruct(nil, nil), nil)
	if !IsSyncMap(syncMap) || !IsSyncMap(types.NewPointer(syncMap)) || IsSyncMap(types.NewMap(types.Typ[types.String], types.Typ[types.String])) {
		t.Error("IsSyncMap: wrong answer for sync.Map, *sync.Map or a map")
	}
	if !IsText(types.Typ[types.String]) || !IsText(types.NewSlice(types.Typ[types.Byte])) {
		t.Error("IsText: a string or []byte is not text")
	}
	if IsText(types.Typ[types.Int]) || IsText(types.NewSlice(types.Typ[types.String])) || IsText(syncMap) {
		t.Error("IsText: an int, []string or struct is text")
	}
}
