package fixmove

import (
	"testing"
)

// sessions is used directly by the two tests. Each reads only the constant key it writes, so
// neither replaces the other's token, but the writes race.
var sessions = map[string]string{}

func TestProfile(t *testing.T) {
	t.Parallel()
	sessions["alice"] = fetchToken("alice") // want `data race: parallel test TestProfile writes token cache sessions`
	if sessions["alice"] == "" {
		t.Fatal("no session")
	}
}

func TestSettings(t *testing.T) {
	t.Parallel()
	sessions["bob"] = fetchToken("bob") // want `data race: parallel test TestSettings writes token cache sessions`
	_ = sessions["bob"]
}

var (
	// jwts is used by parallel subtests started in a loop.
	jwts  = make(map[string]string, 2)
	users = []string{"a", "b"}
)

func TestUsers(t *testing.T) {
	for _, u := range users {
		t.Run(u, func(t *testing.T) {
			t.Parallel()
			jwts[u] = fetchToken(u) // want `data race: parallel test TestUsers/\* writes token cache jwts without holding a mutex while another run of TestUsers/\* uses it`
			_ = jwts[u]             // want `parallel test TestUsers/\* reads token cache jwts while another run of TestUsers/\* refreshes it`
		})
	}
}

// bearerToken has a type and is used by a test that does not call t.Parallel() too.
var bearerToken string = "initial"

func TestRenew(t *testing.T) {
	t.Parallel()
	bearerToken = fetchToken("svc")
	_ = bearerToken
}

func TestCall(t *testing.T) {
	t.Parallel()
	_ = bearerToken // want `parallel test TestCall reads token cache bearerToken while parallel test TestRenew refreshes it`
}

func TestSequentialRead(t *testing.T) {
	_ = bearerToken
}
