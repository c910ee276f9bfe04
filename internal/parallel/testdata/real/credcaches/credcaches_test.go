package credcaches

import (
	"net/http"
	"sync"
	"testing"
)

var tokens = map[string]string{} // want `cache MapCache`

var counts = map[string]int{} // the name and the elements say nothing: no cache

var sessionID string // want `cache ScalarCredential`

var store struct { // want `cache StructMapCache`
	mu           sync.Mutex
	AccessTokens map[string]string
	Clients      map[string]string
}

var fixture struct { // want `cache CredentialFields`
	APIKey  string
	Timeout int
}

var authCache sync.Map // want `cache SyncMapCache`

var cached sync.Map // the name says nothing: no cache

var header = http.Header{} // want `cache HeaderMapCache by use`

// A credential by its use only: it reaches the Authorization header.
var current string // want `cache ScalarCredential by use`

func TestSets(t *testing.T) {
	// Read by TestReads, not by TestBob, which reads another key.
	tokens["alice"] = "t1" // want `left set, read by \[TestReads\]` `^refresh$`
	counts["alice"]++      // no cache
	// Read by TestReads, not by TestOwn, which sets its own first.
	sessionID = "s" // want `left set, read by \[TestReads\]` `^refresh$`
	// Configuration next to the tokens: not left set.
	store.Clients["c"] = "x"      // want `^refresh$`
	store.AccessTokens["c"] = "x" // want `left set, read by \[TestReads\]` `^refresh$`
	fixture.Timeout = 3           // not a credential field: no write of the cache
	fixture.APIKey = "k"          // want `left set, read by \[TestReads TestRestores\]` `^refresh$`
	authCache.Store("k", "v")     // want `left set, read by \[TestReads\]` `^refresh$`
	cached.Store("k", "v")        // no cache
	current = "bearer"            // want `left set, read by \[TestReads\]` `^refresh$`
}

func TestReads(t *testing.T) {
	_ = tokens["alice"]                  // want `^read$`
	_ = tokens["bob"]                    // want `^read$`
	_ = sessionID                        // want `^read$`
	_ = store.Clients["c"]               // want `^read$`
	_ = store.AccessTokens["c"]          // want `^read$`
	_ = fixture.APIKey                   // want `^read$`
	_, _ = authCache.Load("k")           // want `^read$`
	header.Set("Authorization", current) // want `left set, read by \[\]` `^read$` `^refresh$`
}

func TestOwn(t *testing.T) {
	sessionID = "own" // want `left set, read by \[\]` `^refresh$`
	_ = sessionID     // want `^read$`
}

func TestRestores(t *testing.T) {
	old := fixture.APIKey // want `^read$`
	// Put back by the cleanup: not left set.
	fixture.APIKey = "x"                       // want `^refresh$`
	t.Cleanup(func() { fixture.APIKey = old }) // want `^refresh$`
}

func TestParallel(t *testing.T) {
	t.Parallel()
	// A parallel write: not left set.
	tokens["p"] = "x" // want `^refresh$` `unlocked map write`
}

func TestBob(t *testing.T) {
	_ = tokens["bob"] // want `^read$`
}

func TestParallelRead(t *testing.T) {
	t.Parallel()
	_ = tokens["p"] // want `^read$` `parallel read` `read races with the refresh in TestParallel`
}

func TestParallelOtherKey(t *testing.T) {
	t.Parallel()
	// Another key than TestParallel's write: no race.
	_ = tokens["q"] // want `^read$` `parallel read`
}

// Under the mutex, or a sync.Map's own method: no unlocked map write.
func TestParallelLocked(t *testing.T) {
	t.Parallel()
	store.mu.Lock()               // want `^read$` `parallel read`
	store.AccessTokens["l"] = "x" // want `^refresh$`
	store.mu.Unlock()             // want `^read$` `parallel read`
	authCache.Store("l", "x")     // want `^refresh$`
}
