package nontestvar

import "testing"

func TestA(t *testing.T) {
	t.Parallel()
	skipOffline(t)
	Shared.Get("http://example.com") // want `shared client "Shared" has a cookie jar and is used by parallel test TestA; give each test its own client$`
	Used.Get("http://example.com")   // want `shared client "Used" has a cookie jar and is used by parallel test TestA; give each test its own client; no automatic fix: the package's own code uses it, and a test's copy would not reach that code$`
}

func TestB(t *testing.T) {
	t.Parallel()
	Shared.Get("http://example.com") // want `shared client "Shared" has a cookie jar and is used by parallel test TestB`
	Fetch("http://example.com")      // want `shared client "Used" has a cookie jar and is used by parallel test TestB`
}
