package tokencache

import (
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
		if got := wordParts(name); !slices.Equal(got, want) {
			t.Errorf("wordParts(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestNameSays(t *testing.T) {
	cfg := &config{}
	for name, want := range map[string]bool{
		"tokens": true, "accessToken": true, "apiKey": true, "APIKEYS": true, "bearer": true,
		"authCache": true, "sessions": true, "cookieJar": true, "creds": true, "credentials": true,
		"clientSecret": true, "logins": true, "jwts": true,
		"tokenizer": false, "tokenKinds": true, "counts": false, "author": false, "keys": false,
		"sessionless": false, "users": false,
	} {
		if got := cfg.nameSays(name); got != want {
			t.Errorf("nameSays(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestNewConfig(t *testing.T) {
	defer func(n, ty string, s bool) { namesFlag, typesFlag, strictFlag = n, ty, s }(namesFlag, typesFlag, strictFlag)
	namesFlag = "("
	if _, err := newConfig(); err == nil {
		t.Error("an invalid -tokencache.names regexp was accepted")
	}
	namesFlag, typesFlag = "^ticket$", " a/b.C ,, d.E"
	cfg, err := newConfig()
	if err != nil {
		t.Fatal(err)
	}
	if !cfg.types["a/b.C"] || !cfg.types["d.E"] || len(cfg.types) != 2 {
		t.Errorf("types = %v", cfg.types)
	}
	if !cfg.nameSays("myTicket") || cfg.nameSays("tokens") {
		t.Error("-tokencache.names does not replace the default list")
	}
}
