package negatives

import (
	"net/url"
	"sync"
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

// Memo maps filled only where the key is missing, under a mutex, like initialization
// under sync.Once: no entry is ever replaced, so no reader can hold a replaced token, and
// the mutex rules out the data race. A lexer's names of token kinds:
var (
	namesMu    sync.Mutex
	tokenNames = map[tokenKind]string{}
)

func kindName(k tokenKind) string {
	namesMu.Lock()
	defer namesMu.Unlock()
	if s, ok := tokenNames[k]; ok {
		return s
	}
	s := "kind"
	tokenNames[k] = s
	return s
}

func TestKindNameA(t *testing.T) {
	t.Parallel()
	_ = kindName(kwIf)
}

func TestKindNameB(t *testing.T) {
	t.Parallel()
	_ = kindName(kwFor)
}

// A token per user, fetched once and never replaced: checked under the read lock, then
// again under the write lock before the fill.
var (
	loginMu     sync.RWMutex
	loginTokens = map[string]string{}
)

func loginOnce(user string) string {
	loginMu.RLock()
	tok, ok := loginTokens[user]
	loginMu.RUnlock()
	if ok {
		return tok
	}
	loginMu.Lock()
	defer loginMu.Unlock()
	if tok, ok := loginTokens[user]; ok {
		return tok
	}
	loginTokens[user] = fetchToken(user)
	return loginTokens[user]
}

// The same fill written as if !ok { ... }.
func loginIfAbsent(user string) string {
	loginMu.Lock()
	defer loginMu.Unlock()
	if _, ok := loginTokens[user]; !ok {
		loginTokens[user] = fetchToken(user)
	}
	return loginTokens[user]
}

func TestLoginOnceA(t *testing.T) {
	t.Parallel()
	_ = loginOnce("a")
	_ = loginIfAbsent("c")
}

func TestLoginOnceB(t *testing.T) {
	t.Parallel()
	_ = loginOnce("b")
	_ = loginIfAbsent("d")
}

// A cache keyed by the running test's name: each test reads and refreshes an entry of its
// own, so no sibling replaces the token it reads. Under the mutex there is no data race.
var (
	perTestMu     sync.Mutex
	perTestTokens = map[string]string{}
)

func TestPerTestKeyA(t *testing.T) {
	t.Parallel()
	perTestMu.Lock()
	perTestTokens[t.Name()] = fetchToken("a")
	tok := perTestTokens[t.Name()]
	perTestMu.Unlock()
	_ = tok
}

func TestPerTestKeyB(t *testing.T) {
	t.Parallel()
	perTestMu.Lock()
	perTestTokens["svc/"+t.Name()] = fetchToken("b")
	tok := perTestTokens["svc/"+t.Name()]
	perTestMu.Unlock()
	_ = tok
}

// The fill deferred, and made only when a flag says a key was computed: the flag is set
// after the missing-key check returns, so an entry that exists is never written again. A
// parser's keys per host:
type hostKeys struct {
	mu   sync.Mutex
	keys map[string]string
}

var hostAuthKeys = &hostKeys{}

func (h *hostKeys) keyFor(rawURL string) string {
	host := hostOf(rawURL)
	var key string
	computed := false
	h.mu.Lock()
	defer h.mu.Unlock()
	defer func() {
		if !computed {
			return
		}
		if h.keys == nil {
			h.keys = make(map[string]string)
		}
		h.keys[host] = key
	}()
	if existing, ok := h.keys[host]; ok {
		return existing
	}
	key = fetchToken(host)
	computed = true
	return key
}

func TestHostKeyA(t *testing.T) {
	t.Parallel()
	_ = hostAuthKeys.keyFor("ssh://a.example/repo")
}

func TestHostKeyB(t *testing.T) {
	t.Parallel()
	_ = hostAuthKeys.keyFor("ssh://a.example/other")
}

// The map made under the lock when it is nil, then filled where the key is missing: the
// twin of memofill's keyAfterReset, which makes it again on every call.
var lazyAuthKeys = &hostKeys{}

func (h *hostKeys) keyAfterLazyInit(rawURL string) string {
	host := hostOf(rawURL)
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.keys == nil {
		h.keys = make(map[string]string)
	}
	if existing, ok := h.keys[host]; ok {
		return existing
	}
	h.keys[host] = fetchToken(host)
	return h.keys[host]
}

func TestLazyKeyA(t *testing.T) {
	t.Parallel()
	_ = lazyAuthKeys.keyAfterLazyInit("ssh://a.example/repo")
}

func TestLazyKeyB(t *testing.T) {
	t.Parallel()
	_ = lazyAuthKeys.keyAfterLazyInit("ssh://a.example/other")
}

// hostOf returns the host part of a URL.
func hostOf(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	return u.Host
}
