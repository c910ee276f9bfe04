package globaldefault

import (
	"net/http"
	"sync"
	"testing"
	"time"
)

type recorder struct{ next http.RoundTripper }

func (r recorder) RoundTrip(req *http.Request) (*http.Response, error) { return r.next.RoundTrip(req) }

// fetch is code under test that uses http.DefaultClient itself.
func fetch(url string) error {
	_, err := http.Get(url)
	return err
}

// fetchWith is code under test that takes its client.
func fetchWith(c *http.Client, url string) error {
	_, err := c.Get(url)
	return err
}

func TestParallelSibling(t *testing.T) {
	t.Parallel()
	fetchWith(&http.Client{Transport: &http.Transport{}}, "http://example.com")
}

func TestReplaceTransport(t *testing.T) {
	t.Parallel()
	http.DefaultTransport = recorder{next: http.DefaultTransport} // want `test TestReplaceTransport replaces http.DefaultTransport while other tests run \(TestParallelSibling, .*\); give the test its own client instead`
}

func TestMutateClient(t *testing.T) {
	t.Parallel()
	http.DefaultClient.Timeout = time.Second // want `test TestMutateClient mutates http.DefaultClient\.Timeout while other tests run \(TestParallelSibling, .*\); give the test its own client instead`
}

func TestSerialRestoredByCleanup(t *testing.T) {
	old := http.DefaultTransport
	http.DefaultTransport = recorder{next: old}
	t.Cleanup(func() { http.DefaultTransport = old })
}

// A sync.Once body that 3 parallel tests reach writes once: one diagnostic, at the write.
var insecureOnce sync.Once

func trustTestCA() {
	insecureOnce.Do(func() {
		http.DefaultTransport.(*http.Transport).TLSClientConfig = nil // want `test TestOnceA mutates http.DefaultTransport\.TLSClientConfig while other tests run`
	})
}

func TestOnceA(t *testing.T) {
	t.Parallel()
	trustTestCA()
}

func TestOnceB(t *testing.T) {
	t.Parallel()
	trustTestCA()
}

func TestOnceC(t *testing.T) {
	t.Parallel()
	trustTestCA()
}

// Before t.Parallel(), a test runs alone.
func TestBeforeParallelWrite(t *testing.T) {
	http.DefaultClient.Timeout = time.Minute
	defer func() { http.DefaultClient.Timeout = 0 }()
	t.Parallel()
}
