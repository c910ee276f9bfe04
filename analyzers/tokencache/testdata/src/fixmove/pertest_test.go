package fixmove

import "testing"

// A cache keyed by the running test's name, without a mutex: the writes are a data race,
// but no test refreshes the entry that another one reads.
var perTestSessions = map[string]string{}

func TestPerTestSessionA(t *testing.T) {
	t.Parallel()
	perTestSessions[t.Name()] = fetchToken("a") // want `data race: parallel test TestPerTestSessionA writes token cache perTestSessions`
	_ = perTestSessions[t.Name()]
}

func TestPerTestSessionB(t *testing.T) {
	t.Parallel()
	perTestSessions[t.Name()] = fetchToken("b") // want `data race: parallel test TestPerTestSessionB writes token cache perTestSessions`
	_ = perTestSessions[t.Name()]
}
