package crosspkg

import (
	"testing"

	"testutil"
)

// Login indexes the cache with its parameter: Bob's login replaces Bob's token, not the one
// Alice reads, so only the unsynchronized map writes are reported.
func TestAlice(t *testing.T) {
	t.Parallel()
	_ = testutil.Login("alice") // want `data race: parallel test TestAlice writes token cache testutil.Tokens \(in testutil.Login\)`
}

func TestBob(t *testing.T) {
	t.Parallel()
	_ = testutil.Login("bob") // reported once, at the write in the helper
}

// Two tests that log in as the same user replace each other's token.
func TestAliceAgain(t *testing.T) {
	t.Parallel()
	_ = testutil.Login("carol") // want `parallel test TestAliceAgain reads token cache testutil.Tokens while parallel test TestCarol refreshes it \(in testutil.Login\)`
}

func TestCarol(t *testing.T) {
	t.Parallel()
	_ = testutil.Login("carol") // want `parallel test TestCarol reads token cache testutil.Tokens while parallel test TestAliceAgain refreshes it`
}

func TestSessionA(t *testing.T) {
	t.Parallel()
	_ = testutil.Session() // once-guarded: initialization
}

func TestSessionB(t *testing.T) {
	t.Parallel()
	_ = testutil.Session()
}

func TestCookieA(t *testing.T) {
	t.Parallel()
	_ = testutil.Cookie("a") // want `parallel test TestCookieA reads token cache testutil.cookies while parallel test TestCookieB refreshes it`
}

func TestCookieB(t *testing.T) {
	t.Parallel()
	_ = testutil.Cookie("a") // want `parallel test TestCookieB reads token cache testutil.cookies while parallel test TestCookieA refreshes it`
}
