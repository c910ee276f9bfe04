package globaldefault

import (
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/h2non/gock"
	"github.com/jarcoal/httpmock"
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

func TestHTTPMockOwnClient(t *testing.T) {
	t.Parallel()
	client := &http.Client{}
	httpmock.Activate() // want `test TestHTTPMockOwnClient replaces http.DefaultTransport through httpmock.Activate while other tests run \(TestParallelSibling, .*\); use httpmock.ActivateNonDefault with a client the test owns`
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", "http://example.com", httpmock.NewStringResponder(200, "ok"))
	fetchWith(client, "http://example.com")
}

func TestHTTPMockDefaultUser(t *testing.T) {
	t.Parallel()
	client := &http.Client{}
	httpmock.Activate() // want `test TestHTTPMockDefaultUser replaces http.DefaultTransport through httpmock.Activate while other tests run \(TestParallelSibling, .*\); pass the code under test, which uses http.DefaultClient or http.DefaultTransport, a client the test owns and use httpmock.ActivateNonDefault`
	defer httpmock.DeactivateAndReset()
	fetch("http://example.com")
	fetchWith(client, "http://example.com")
}

func TestHTTPMockNoClient(t *testing.T) {
	t.Parallel()
	httpmock.Activate() // want `test TestHTTPMockNoClient replaces http.DefaultTransport through httpmock.Activate while other tests run \(TestParallelSibling, .*\); use httpmock.ActivateNonDefault with a client the test owns`
	defer httpmock.DeactivateAndReset()
}

func TestHTTPMockNonDefault(t *testing.T) {
	client := &http.Client{}
	httpmock.ActivateNonDefault(client) // a client the test owns: not reported
	defer httpmock.DeactivateAndReset()
	fetchWith(client, "http://example.com")
}

func TestGock(t *testing.T) {
	t.Parallel()
	defer gock.Off()
	gock.New("http://example.com").Get("/").Reply(200) // want `test TestGock replaces http.DefaultTransport through gock.New while other tests run \(TestParallelSibling, .*\); intercept a client the test owns with gock.InterceptClient`
	fetch("http://example.com")
}

func TestGockInterceptClient(t *testing.T) {
	client := &http.Client{}
	gock.InterceptClient(client) // the test intercepts its own client: not reported
	defer gock.RestoreClient(client)
	gock.New("http://example.com").Get("/").Reply(200)
	fetchWith(client, "http://example.com")
}

// A sequential test's replacement that the test undoes: the parallel tests resume only
// after it has returned, and find the default as it was.
func TestSerialRestored(t *testing.T) {
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()
	fetch("http://example.com")
}

func TestSerialRestoredByCleanup(t *testing.T) {
	old := http.DefaultTransport
	http.DefaultTransport = recorder{next: old}
	t.Cleanup(func() { http.DefaultTransport = old })
}

// A sequential test that does not undo it leaks the mock into the tests that use the
// default transport afterwards without replacing it first: TestSerialRestoredByCleanup wraps
// whatever http.DefaultTransport holds.
func TestSerialLeak(t *testing.T) {
	httpmock.Activate() // want `test TestSerialLeak replaces http.DefaultTransport through httpmock.Activate and does not restore it, so other tests that use it inherit the change \(TestSerialRestoredByCleanup\); undo it with t.Cleanup\(httpmock.DeactivateAndReset\), or pass the code under test`
	fetch("http://example.com")
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
