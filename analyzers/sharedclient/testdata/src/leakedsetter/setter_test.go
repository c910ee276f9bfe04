package leakedsetter

import (
	"net/http"
	"net/http/cookiejar"
	"testing"
	"time"

	"leakedbook"
)

// The library's setter stores the test's own client for good: a later test sends with it.
func TestStoresClient(t *testing.T) {
	leakedbook.SetClient(&http.Client{Timeout: time.Millisecond})
}

func TestSendsWithLibraryClient(t *testing.T) {
	leakedbook.Client.Get("http://example.com")
}

// The library records the transport it found, with a value of its own: bookkeeping.
func TestInstalls(t *testing.T) {
	leakedbook.Install()
}

func TestReadsRecord(t *testing.T) {
	req, _ := http.NewRequest("GET", "http://example.com", nil)
	leakedbook.Saved.RoundTrip(req)
}

// Parallel tests that hand the library a client with a cookie jar share its cookies.
func TestJarA(t *testing.T) {
	t.Parallel()
	jar, _ := cookiejar.New(nil)
	leakedbook.SetClient(&http.Client{Jar: jar}) // want `shared client "leakedbook.Client" is mutated here \(reassigned, through leakedbook.SetClient\) and used by parallel test TestJarB`
	leakedbook.Client.Get("http://example.com/a")
}

func TestJarB(t *testing.T) {
	t.Parallel()
	leakedbook.Client.Get("http://example.com/b") // want `shared client "leakedbook.Client" has a cookie jar and is used by parallel test TestJarB`
}
