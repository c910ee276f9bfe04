package govcr

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"gopkg.in/dnaeon/go-vcr.v4/pkg/recorder"
)

type testCase struct{ path string }

// run sends through the client it is given.
func (tc testCase) run(client *http.Client, serverURL string) error {
	req, err := http.NewRequest("GET", serverURL+tc.path, strings.NewReader(""))
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func newServer() *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
}

func TestRecordOnce(t *testing.T) {
	t.Parallel()
	server := newServer()
	rec, err := recorder.New("testdata/once", recorder.WithMode(recorder.ModeRecordOnce))
	if err != nil {
		t.Fatal(err)
	}
	client := rec.GetDefaultClient()
	test := testCase{path: "/api"}
	if err := test.run(client, server.URL); err != nil { // want `test.run in parallel test TestRecordOnce uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; the client it sends through is a library's over http.DefaultTransport`
		t.Fatal(err)
	}
	server.Close()
	rec.Stop()

	rec, err = recorder.New("testdata/once")
	if err != nil {
		t.Fatal(err)
	}
	defer rec.Stop()
	client = rec.GetDefaultClient()
	test.run(client, server.URL) // the test's second request through a library client: reported once per test
}

func TestPassthrough(t *testing.T) {
	t.Parallel()
	server := newServer()
	defer server.Close()
	rec, _ := recorder.New("testdata/pass", recorder.WithMode(recorder.ModePassthrough))
	rec.GetDefaultClient().Get(server.URL) // want `rec.GetDefaultClient\(\).Get in parallel test TestPassthrough uses http.DefaultTransport`
}

// The recorder given a transport of its own by an option: not reported.
func TestOwnTransport(t *testing.T) {
	t.Parallel()
	server := newServer()
	defer server.Close()
	rec, _ := recorder.New("testdata/own", recorder.WithRealTransport(&http.Transport{}))
	testCase{}.run(rec.GetDefaultClient(), server.URL)
}

// ownTransport wraps a transport of its own.
type ownTransport struct{ inner http.RoundTripper }

func (o *ownTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	return o.inner.RoundTrip(req)
}

// A client over the recorder, or a wrapper over the default transport: reported.
func TestWrappers(t *testing.T) {
	t.Parallel()
	server := newServer()
	defer server.Close()
	rec, _ := recorder.New("testdata/wrap")
	direct := &http.Client{Transport: rec}
	direct.Get(server.URL) // want `direct.Get in parallel test TestWrappers uses http.DefaultTransport`
}

func TestWrapperOverDefault(t *testing.T) {
	t.Parallel()
	server := newServer()
	defer server.Close()
	wrapped := &http.Client{Transport: &ownTransport{inner: http.DefaultTransport}}
	testCase{}.run(wrapped, server.URL) // want `testCase{}.run in parallel test TestWrapperOverDefault uses http.DefaultTransport`
}

// A wrapper over a transport that is not the default: not reported.
func TestWrapperOverOwn(t *testing.T) {
	t.Parallel()
	server := newServer()
	defer server.Close()
	client := &http.Client{Transport: &ownTransport{inner: &http.Transport{}}}
	testCase{}.run(client, server.URL)
}

// Not parallel: not reported.
func TestSequential(t *testing.T) {
	server := newServer()
	defer server.Close()
	rec, _ := recorder.New("testdata/seq")
	testCase{}.run(rec.GetDefaultClient(), server.URL)
}
