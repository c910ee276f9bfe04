package nofix

import "testing"

func TestExportedA(t *testing.T) {
	t.Parallel()
	Credentials["a"] = fetchToken("a") // want `data race: parallel test TestExportedA writes token cache Credentials`
	_ = Credentials["a"]               // want `parallel test TestExportedA reads token cache Credentials while parallel test TestExportedB refreshes it`
}

func TestExportedB(t *testing.T) {
	t.Parallel()
	Credentials["a"] = fetchToken("b") // want `data race: parallel test TestExportedB writes token cache Credentials`
}

// Used by a test before its t.Parallel() call: a declaration after it would come too late.
var logins = map[string]string{}

func TestEarly(t *testing.T) {
	logins["early"] = fetchToken("early")
	t.Parallel()
	_ = logins["early"] // want `parallel test TestEarly reads token cache logins while parallel test TestLate refreshes it`
}

func TestLate(t *testing.T) {
	t.Parallel()
	logins["early"] = fetchToken("late") // want `data race: parallel test TestLate writes token cache logins`
}

// Used by a test body and by its subtests: one cache per test would be shared by the subtests.
var creds = map[string]string{}

func TestNested(t *testing.T) {
	t.Parallel()
	creds["parent"] = fetchToken("parent") // want `data race: parallel test TestNested writes token cache creds`
	t.Run("child", func(t *testing.T) {
		t.Parallel()
		_ = creds["parent"] // want `parallel test TestNested/child reads token cache creds while parallel test TestOther refreshes it`
	})
}

func TestOther(t *testing.T) {
	t.Parallel()
	creds["parent"] = fetchToken("other") // want `data race: parallel test TestOther writes token cache creds`
}

// Filled by a helper that does not take a *testing.T.
var apiKeys = map[string]string{}

func key(name string) string {
	if k, ok := apiKeys[name]; ok {
		return k
	}
	apiKeys[name] = fetchToken(name) // want `data race: parallel test TestKeyA writes token cache apiKeys without holding a mutex while parallel test TestKeyB uses it`
	return apiKeys[name]
}

func TestKeyA(t *testing.T) {
	t.Parallel()
	_ = key("a") // want `parallel test TestKeyA reads token cache apiKeys while parallel test TestKeyB refreshes it`
}

func TestKeyB(t *testing.T) {
	t.Parallel()
	_ = key("a") // want `parallel test TestKeyB reads token cache apiKeys while parallel test TestKeyA refreshes it`
}
