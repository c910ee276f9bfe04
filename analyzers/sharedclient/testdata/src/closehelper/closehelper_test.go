package closehelper

import (
	"net/http"
	"testing"

	"servers"
)

// The servers are closed by a helper of another package, which still closes the idle
// connections of http.DefaultTransport: each test's server closes when it ends, while the
// other may be sending a HEAD, whose answer has no body.
func TestHelperServer(t *testing.T) {
	t.Parallel()
	srv := servers.New(t)
	http.Head(srv.URL) // want `http.Head in parallel test TestHelperServer uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; use srv.Client\(\)`
}

func TestHelperServerToo(t *testing.T) {
	t.Parallel()
	srv := servers.New(t)
	http.Head(srv.URL) // want `http.Head in parallel test TestHelperServerToo uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; use srv.Client\(\)`
}

// One test alone: its server closes after its own request, and no other test sends.
func TestAloneWithHelperServer(t *testing.T) {
	srv := servers.New(t)
	http.Head(srv.URL)
}

func TestTypeAssertion(t *testing.T) {
	t.Parallel()
	http.DefaultTransport.(*http.Transport).MaxIdleConns = 1 // want `test TestTypeAssertion mutates http.DefaultTransport`
}
