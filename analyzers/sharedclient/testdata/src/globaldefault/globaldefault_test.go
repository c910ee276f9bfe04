package globaldefault

import (
	"net/http"
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
	http.DefaultTransport = recorder{next: http.DefaultTransport} // want `test TestReplaceTransport replaces http.DefaultTransport while the package has parallel tests \(TestParallelSibling\); give the test its own client instead`
}

func TestMutateClient(t *testing.T) {
	http.DefaultClient.Timeout = time.Second // want `test TestMutateClient mutates http.DefaultClient \(Timeout\) while the package has parallel tests \(TestParallelSibling\); give the test its own client instead`
}

func TestHTTPMockOwnClient(t *testing.T) {
	client := &http.Client{}
	httpmock.Activate() // want `test TestHTTPMockOwnClient replaces http.DefaultTransport through httpmock.Activate while the package has parallel tests \(TestParallelSibling\); use httpmock.ActivateNonDefault with a client the test owns`
	defer httpmock.DeactivateAndReset()
	httpmock.RegisterResponder("GET", "http://example.com", httpmock.NewStringResponder(200, "ok"))
	fetchWith(client, "http://example.com")
}

func TestHTTPMockDefaultUser(t *testing.T) {
	client := &http.Client{}
	httpmock.Activate() // want `test TestHTTPMockDefaultUser replaces http.DefaultTransport through httpmock.Activate while the package has parallel tests \(TestParallelSibling\); the code under test uses http.DefaultClient or http.DefaultTransport, so pass it a client the test owns and use httpmock.ActivateNonDefault`
	defer httpmock.DeactivateAndReset()
	fetch("http://example.com")
	fetchWith(client, "http://example.com")
}

func TestHTTPMockNoClient(t *testing.T) {
	httpmock.Activate() // want `test TestHTTPMockNoClient replaces http.DefaultTransport through httpmock.Activate while the package has parallel tests \(TestParallelSibling\); use httpmock.ActivateNonDefault with a client the test owns`
	defer httpmock.DeactivateAndReset()
}

func TestHTTPMockNonDefault(t *testing.T) {
	client := &http.Client{}
	httpmock.ActivateNonDefault(client) // a client the test owns: not reported
	defer httpmock.DeactivateAndReset()
	fetchWith(client, "http://example.com")
}

func TestGock(t *testing.T) {
	defer gock.Off()
	gock.New("http://example.com").Get("/").Reply(200) // want `test TestGock replaces http.DefaultTransport through gock.New while the package has parallel tests \(TestParallelSibling\); intercept a client the test owns with gock.InterceptClient`
	fetch("http://example.com")
}

func TestGockInterceptClient(t *testing.T) {
	client := &http.Client{}
	gock.InterceptClient(client) // the test intercepts its own client: not reported
	defer gock.RestoreClient(client)
	gock.New("http://example.com").Get("/").Reply(200)
	fetchWith(client, "http://example.com")
}
