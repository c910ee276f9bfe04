package strict

import "testing"

// A read-only table: reported in strict mode only.
var tokens = map[string]string{"admin": "t0"}

func readAdmin() string { return tokens["admin"] }

func TestAdmin(t *testing.T) {
	t.Parallel()
	_ = readAdmin() // want `parallel test TestAdmin uses token cache tokens, which outlives the test \(strict mode\); scope the cache to the test's lifetime`
}

func TestAdminSequential(t *testing.T) {
	_ = tokens["admin"] // not parallel
}

// A string that nothing assigns after initialization is not a cache, even in strict mode.
var apiKey = "static"

func TestKey(t *testing.T) {
	t.Parallel()
	_ = apiKey
}

// Refreshed caches are reported by their rule, not twice.
var sessions = map[string]string{}

func fill(user string) string {
	s := "s-" + user
	sessions[user] = s // want `data race: parallel test TestFillA writes token cache sessions without holding a mutex while parallel test TestFillB uses it`
	return sessions[user]
}

func TestFillA(t *testing.T) {
	t.Parallel()
	_ = fill("a") // want `parallel test TestFillA reads token cache sessions while parallel test TestFillB refreshes it`
}

func TestFillB(t *testing.T) {
	t.Parallel()
	_ = fill("a") // want `parallel test TestFillB reads token cache sessions while parallel test TestFillA refreshes it`
}

// A slice of test cases is not a cache, even in strict mode.
var testTokens = []string{"a", "b"}

func TestCases(t *testing.T) {
	t.Parallel()
	for _, tok := range testTokens {
		_ = tok
	}
}
