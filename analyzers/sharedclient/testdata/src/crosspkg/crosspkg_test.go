package crosspkg

import (
	"testing"

	"testutil"
)

func TestLogin(t *testing.T) {
	t.Parallel()
	testutil.Login("token") // want `shared client "testutil.Plain" is mutated here \(Timeout, through testutil.Login\) and used by parallel test TestUse`
}

func TestUse(t *testing.T) {
	t.Parallel()
	testutil.Client.Get("http://example.com") // want `shared client "testutil.Client" has a cookie jar and is used by parallel test TestUse; give each test its own client; no automatic fix: it is declared in package testutil, so build the client in the test or in a helper that takes the \*testing.T$`
	testutil.Plain.Get("http://example.com")
	testutil.Shared().Get("http://example.com")
	testutil.NewClient(t).Get("http://example.com") // a new client per test: not reported
}

func TestUseToo(t *testing.T) {
	t.Parallel()
	testutil.Client.Get("http://example.com") // want `shared client "testutil.Client" has a cookie jar and is used by parallel test TestUseToo`
}
