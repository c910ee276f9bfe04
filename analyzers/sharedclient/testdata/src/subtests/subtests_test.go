package subtests

import (
	"net/http"
	"net/http/cookiejar"
	"testing"
)

func newJar() http.CookieJar {
	jar, _ := cookiejar.New(nil)
	return jar
}

var api = &http.Client{Jar: newJar()}

// Box is a generic wrapper of a client.
type Box[T any] struct {
	c *http.Client
	v T
}

var boxed = &Box[int]{c: &http.Client{Jar: newJar()}}

//fixturelint:ignore sharedclient the tests only read cookies that TestMain stores
var ignored = &http.Client{Jar: newJar()}

func TestTable(t *testing.T) {
	for _, path := range []string{"/a", "/b"} {
		t.Run(path, func(t *testing.T) {
			t.Parallel()
			api.Get("http://example.com" + path) // want `shared client "api" has a cookie jar and is used by parallel test TestTable; give each test its own client`
			ignored.Get("http://example.com")
		})
	}
}

func TestTwo(t *testing.T) {
	t.Run("a", func(t *testing.T) {
		t.Parallel()
		api.Get("http://example.com/a") // want `shared client "api" has a cookie jar and is used by parallel test TestTwo`
		_ = boxed.v                     // a plain field of the generic wrapper, not its client: not a use
		_ = boxed.c                     // want `shared client "boxed" has a cookie jar and is used by parallel test TestTwo`
	})
	t.Run("b", func(t *testing.T) {
		t.Parallel()
		api.Get("http://example.com/b") // the fix of TestTwo gives this subtest its own client too
		_ = boxed.c
	})
}

func parallel(t *testing.T) {
	t.Helper()
	t.Parallel()
}

func TestHelperParallel(t *testing.T) {
	parallel(t)
	api.Get("http://example.com") // want `shared client "api" has a cookie jar and is used by parallel test TestHelperParallel`
}

func TestLocalName(t *testing.T) {
	t.Parallel()
	api.Get("http://example.com") // want `shared client "api" has a cookie jar and is used by parallel test TestLocalName`
	if api := 1; api > 0 {        // a local of the same name in an inner scope does not prevent the fix
	}
}

func TestSameName(t *testing.T) {
	t.Parallel()
	api.Get("http://example.com") // want `shared client "api" has a cookie jar and is used by parallel test TestSameName; give each test its own client; no automatic fix: the test already uses the name api for something else$`
	api := 1                      // the test declares api itself: no fix
	_ = api
}

func BenchmarkGet(b *testing.B) {
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			api.Get("http://example.com") // want `shared client "api" has a cookie jar and is used by parallel test BenchmarkGet; give each test its own client; no automatic fix: a b.RunParallel body has no \*testing.B of its own to build it with$`
		}
	})
}
