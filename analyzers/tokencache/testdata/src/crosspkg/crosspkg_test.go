package crosspkg

import (
	"testing"

	"testutil"
)

func TestAlice(t *testing.T) {
	t.Parallel()
	_ = testutil.Login("alice") // want `data race: parallel test TestAlice writes token cache testutil.Tokens \(in testutil.Login\)` `parallel test TestAlice reads token cache testutil.Tokens while parallel test TestBob refreshes it \(in testutil.Login\)`
}

func TestBob(t *testing.T) {
	t.Parallel()
	_ = testutil.Login("bob") // want `data race: parallel test TestBob writes token cache testutil.Tokens` `parallel test TestBob reads token cache testutil.Tokens while parallel test TestAlice refreshes it`
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
	_ = testutil.Cookie("b") // want `parallel test TestCookieB reads token cache testutil.cookies while parallel test TestCookieA refreshes it`
}
