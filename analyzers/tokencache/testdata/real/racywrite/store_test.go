package racywrite

import (
	"sync"
	"testing"

	"golang.org/x/oauth2"
)

// A struct holding a map of tokens, written through a method without its mutex.
type tokenStore struct {
	mu     sync.Mutex
	byUser map[string]*oauth2.Token
}

func (s *tokenStore) put(user string, tok *oauth2.Token) { s.byUser[user] = tok }

func (s *tokenStore) get(user string) *oauth2.Token { return s.byUser[user] }

var store = &tokenStore{byUser: map[string]*oauth2.Token{}}

func TestStoreA(t *testing.T) {
	t.Parallel()
	store.put("a", &oauth2.Token{AccessToken: "a"}) // want `data race: parallel test TestStoreA writes token cache store \(in .*put\) without holding a mutex while parallel test TestStoreB uses it` `parallel test TestStoreA reads token cache store while parallel test TestStoreB refreshes it`
	_ = store.get("a")
}

func TestStoreB(t *testing.T) {
	t.Parallel()
	store.put("a", &oauth2.Token{AccessToken: "b"}) // want `data race: parallel test TestStoreB writes token cache store` `parallel test TestStoreB reads token cache store while parallel test TestStoreA refreshes it`
}

// A b.RunParallel body runs on several goroutines at once.
var benchTokens = map[int]string{}

func BenchmarkLogin(b *testing.B) {
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			benchTokens[1] = fetchToken("bench") // want `data race: parallel test BenchmarkLogin\S* writes token cache benchTokens without holding a mutex while another run of BenchmarkLogin\S* uses it`
		}
	})
}

// Benchmarks run after the tests, one at a time: this parallel test does not race with them.
func TestBenchTokens(t *testing.T) {
	t.Parallel()
	_ = benchTokens[1]
}

// Generic helpers and instantiated types are handled like any other.
type box[T any] struct{ v T }

var authBoxes = map[string]box[string]{}

func remember[T any](m map[string]box[T], k string, v T) { m[k] = box[T]{v} }

func TestGenericA(t *testing.T) {
	t.Parallel()
	remember(authBoxes, "a", "x") // want `data race: parallel test TestGenericA writes token cache authBoxes` `parallel test TestGenericA reads token cache authBoxes while parallel test TestGenericB refreshes it`
	_ = authBoxes["a"]
}

func TestGenericB(t *testing.T) {
	t.Parallel()
	remember(authBoxes, "b", "y") // want `data race: parallel test TestGenericB writes token cache authBoxes` `parallel test TestGenericB reads token cache authBoxes while parallel test TestGenericA refreshes it`
}
