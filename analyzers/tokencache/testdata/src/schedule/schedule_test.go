package schedule

import "testing"

func fetch(user string) string { return "token-" + user }

// A sequential test fills the cache; parallel tests resume only after it has returned, so
// they read what it wrote and nothing replaces it under them: no race, but the reader
// depends on the token the other test left.
var filledTokens = map[string]string{}

func TestFillFirst(t *testing.T) {
	filledTokens["alice"] = fetch("alice") // want `test TestFillFirst sets token cache filledTokens and does not put it back, so TestReadAfterFill then reads the value it left`
}

func TestReadAfterFill(t *testing.T) {
	t.Parallel()
	_ = filledTokens["alice"]
}

// The only parallel test that writes a cache that sequential tests read: nothing runs
// alongside it.
var lonelyTokens = map[string]string{}

func TestLonelyWriter(t *testing.T) {
	t.Parallel()
	lonelyTokens["bob"] = fetch("bob")
}

func TestSequentialReader(t *testing.T) {
	_ = lonelyTokens["bob"]
}

// A parallel subtest started in a loop runs alongside its other runs: its write races with
// itself.
var caseTokens = map[string]string{}

func TestPerCase(t *testing.T) {
	for _, user := range []string{"carol", "dave"} {
		t.Run(user, func(t *testing.T) {
			t.Parallel()
			caseTokens[user] = fetch(user) // want `data race: parallel test TestPerCase/\* writes token cache caseTokens without holding a mutex while another run of TestPerCase/\* uses it`
		})
	}
}

// Sequential subtests in a loop run one after another.
var seqTokens = map[string]string{}

func TestPerCaseSequential(t *testing.T) {
	t.Parallel()
	for _, user := range []string{"erin", "frank"} {
		t.Run(user, func(t *testing.T) {
			seqTokens[user] = fetch(user)
		})
	}
}

// A parent's body runs before its parallel subtests.
var parentTokens = map[string]string{}

func TestParentFirst(t *testing.T) {
	parentTokens["gina"] = fetch("gina")
	t.Run("child", func(t *testing.T) {
		t.Parallel()
		_ = parentTokens["gina"]
	})
}

// Benchmarks run after the tests, one at a time; only a b.RunParallel body overlaps with
// its other runs.
var benchTokens = map[string]string{}

func BenchmarkLogin(b *testing.B) {
	benchTokens["henry"] = fetch("henry")
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			benchTokens["ivy"] = fetch("ivy") // want `data race: parallel test BenchmarkLogin/RunParallel writes token cache benchTokens without holding a mutex while another run of BenchmarkLogin/RunParallel uses it`
		}
	})
}

func TestBenchCacheReader(t *testing.T) {
	t.Parallel()
	_ = benchTokens["henry"]
}
