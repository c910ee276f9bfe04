package defaultclose

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func handler(w http.ResponseWriter, r *http.Request) {}

func TestClosesServer(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(handler))
	t.Cleanup(srv.Close)
}

func TestGet(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close()
	http.Get(srv.URL + "/health")        // want `http.Get in parallel test TestGet uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; use srv.Client\(\)`
	http.PostForm(srv.URL, url.Values{}) // want `http.PostForm in parallel test TestGet uses http.DefaultTransport`
	srv.Client().Get(srv.URL)            // the server's own client: not reported
}

func TestDefaultClient(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close()
	req, _ := http.NewRequest("GET", srv.URL, nil)
	http.DefaultClient.Do(req) // want `http.DefaultClient.Do in parallel test TestDefaultClient uses http.DefaultTransport`
}

func TestBareClient(t *testing.T) {
	t.Parallel()
	c := &http.Client{}
	c.Get("http://example.com") // want `\(\*http.Client\).Get in parallel test TestBareClient uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; give the client its own transport`
	own := &http.Client{Transport: &http.Transport{}}
	own.Get("http://example.com") // its own transport: not reported
}

func TestNoServerInScope(t *testing.T) {
	t.Parallel()
	http.Get("http://example.com") // want `http.Get in parallel test TestNoServerInScope uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; use a client with its own transport`
}

func TestNotParallel(t *testing.T) {
	http.Get("http://example.com") // not parallel: not reported
}

func TestBeforeParallel(t *testing.T) {
	http.Get("http://example.com") // before t.Parallel(): not reported
	t.Parallel()
}
