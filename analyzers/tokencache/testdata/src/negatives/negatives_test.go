package negatives

import (
	"testing"
)

func TestLexIf(t *testing.T) {
	t.Parallel()
	if _, ok := lex("if"); !ok {
		t.Fatal("if")
	}
	_ = tokens["for"]
}

func TestLexFor(t *testing.T) {
	t.Parallel()
	if _, ok := lex("for"); !ok {
		t.Fatal("for")
	}
}

// authTokens is a slice of test cases, not a cache.
var authTokens = []struct{ in, want string }{{"a", "token-a"}, {"b", "token-b"}}

func TestCases(t *testing.T) {
	for _, tc := range authTokens {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			if got := fetchToken(tc.in); got != tc.want {
				t.Errorf("got %q", got)
			}
		})
	}
}

// A cache created inside the test, or by a helper that takes *testing.T.
func newTokenCache(t *testing.T) map[string]string {
	t.Helper()
	return map[string]string{}
}

func TestLocalCache(t *testing.T) {
	t.Parallel()
	tokens := map[string]string{}
	tokens["a"] = fetchToken("a")
	cache := newTokenCache(t)
	cache["b"] = fetchToken("b")
}

func TestLocalCache2(t *testing.T) {
	t.Parallel()
	cache := newTokenCache(t)
	cache["c"] = fetchToken("c")
}

// A constant token string.
const apiKey = "k-123"

func TestConstantKey(t *testing.T) {
	t.Parallel()
	_ = apiKey
}

// Caches used only by tests that do not run in parallel.
var sessionCache = map[string]string{}

func TestSequential1(t *testing.T) {
	sessionCache["a"] = fetchToken("a")
	_ = sessionCache["a"]
}

func TestSequential2(t *testing.T) {
	sessionCache["b"] = fetchToken("b")
	_ = sessionCache["b"]
}

// A suppressed finding: the directive names the check and gives a reason.
//
//fixturelint:ignore tokencache the auth server issues the same token to every caller
var sharedLogins = map[string]string{}

func TestIgnoredA(t *testing.T) {
	t.Parallel()
	sharedLogins["a"] = fetchToken("a")
	_ = sharedLogins["a"]
}

func TestIgnoredB(t *testing.T) {
	t.Parallel()
	sharedLogins["b"] = fetchToken("b")
	_ = sharedLogins["b"]
}
