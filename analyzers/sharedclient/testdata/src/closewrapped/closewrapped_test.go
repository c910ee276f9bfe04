package closewrapped

import (
	"net/http"
	"testing"

	"servers"
	"serverwrap"
)

// A helper of another package that starts its server through a third package's helper
// still closes it when the test ends.
func TestWrappedFixture(t *testing.T) {
	t.Parallel()
	url := serverwrap.Fixture(t)
	http.Head(url) // want `http.Head in parallel test TestWrappedFixture uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; use a client with its own transport`
}

// A helper that returns a function closing its server closes servers too.
func TestReturnedCloser(t *testing.T) {
	t.Parallel()
	closeServer := servers.Closer()
	defer closeServer()
	http.Head("http://localhost/") // want `http.Head in parallel test TestReturnedCloser uses http.DefaultTransport`
}
