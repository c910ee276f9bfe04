package refreshed

import (
	"testing"

	"golang.org/x/oauth2"
)

func TestRotateInParallel(t *testing.T) {
	t.Parallel()
	refresh()
	use(accessToken) // its own refresh: no sibling replaced it
}

func TestSend(t *testing.T) {
	t.Parallel()
	use(accessToken) // want `parallel test TestSend reads token cache accessToken while parallel test TestRotateInParallel refreshes it \(in refreshed.refresh\): a retry can carry a token that the refresh has just replaced; scope the cache to the test's lifetime`
}

// A cached *oauth2.Token whose fields a parallel test overwrites.
var svcToken = &oauth2.Token{AccessToken: "a"}

func TestExpire(t *testing.T) {
	t.Parallel()
	svcToken.AccessToken = "" // a write, not a read
}

func TestUseToken(t *testing.T) {
	t.Parallel()
	if !svcToken.Valid() { // want `parallel test TestUseToken reads token cache svcToken while parallel test TestExpire refreshes it`
		t.Skip("expired")
	}
}

// Constants and initialize-once variables are not caches.
const bearerToken = "Bearer abc"

func TestConstants(t *testing.T) {
	t.Parallel()
	use(bearerToken)
	use(apiToken)
}

func TestConstants2(t *testing.T) {
	t.Parallel()
	use(bearerToken)
	use(apiToken)
}

// A refresh in a test that does not run in parallel happens while the parallel tests are
// paused: not a race, but TestSession then reads the value TestLogout left.
func TestLogout(t *testing.T) {
	sessionID = "s1" // want `test TestLogout sets token cache sessionID and does not put it back, so TestSession then reads the value it left`
	use(sessionID)
}

func TestSession(t *testing.T) {
	t.Parallel()
	use(sessionID)
}

// A []byte secret that a parallel helper replaces.
var signingSecret = []byte("s0")

func rotate() { signingSecret = []byte("s1") }

func TestRotateSecret(t *testing.T) {
	t.Parallel()
	rotate()
}

func TestSign(t *testing.T) {
	t.Parallel()
	_ = len(signingSecret) // want `parallel test TestSign reads token cache signingSecret while parallel test TestRotateSecret refreshes it \(in refreshed.rotate\)`
}
