package defaultclose

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// handler answers without a body: net/http puts the connection back in the idle pool
// before the client has the response, where a Close elsewhere closes it.
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
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close()
	c := &http.Client{}
	c.Get(srv.URL) // want `\(\*http.Client\).Get in parallel test TestBareClient uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; give the client its own transport`
	own := &http.Client{Transport: &http.Transport{}}
	own.Get(srv.URL) // its own transport: not reported
}

// A HEAD has no body whatever the handler writes.
func TestHead(t *testing.T) {
	t.Parallel()
	http.Head("http://example.com") // want `http.Head in parallel test TestHead uses http.DefaultTransport`
	req, _ := http.NewRequest(http.MethodHead, "http://example.com", nil)
	http.DefaultClient.Do(req) // want `http.DefaultClient.Do in parallel test TestHead uses http.DefaultTransport`
}

// A 204 has no body, and a handler that returns early without an error status writes none.
func TestNoContent(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()
	http.Get(srv.URL) // want `http.Get in parallel test TestNoContent uses http.DefaultTransport`

	early := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("quiet") != "" {
			return // 200, no body
		}
		fmt.Fprint(w, "ok")
	}))
	defer early.Close()
	http.Post(early.URL, "text/plain", nil) // want `http.Post in parallel test TestNoContent uses http.DefaultTransport`
}

// newServer starts a server with the handler it is given, as webhook suites do.
func newServer(h http.HandlerFunc) *httptest.Server { return httptest.NewServer(h) }

func TestHelperHandler(t *testing.T) {
	t.Parallel()
	var got string
	srv := newServer(func(w http.ResponseWriter, r *http.Request) { got = r.URL.Path })
	defer srv.Close()
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/hook", nil)
	client := &http.Client{}
	client.Do(req) // want `\(\*http.Client\).Do in parallel test TestHelperHandler uses http.DefaultTransport`
	_ = got
}

// Every answer has a body: the connection stays busy until the body is read, and no Close
// can take it. Not reported.
func TestBody(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet {
			http.Error(w, "only GET", http.StatusMethodNotAllowed)
			return
		}
		json.NewEncoder(w).Encode(map[string]string{"status": "ok"})
	}))
	defer srv.Close()
	http.Get(srv.URL)
	req, _ := http.NewRequest("POST", srv.URL, nil)
	http.DefaultClient.Do(req)
}

// A handler that fails the test before it writes answers without a body only in a test
// that fails anyway. Not reported.
func TestBodyUnlessFailed(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1" {
			t.Errorf("path %s", r.URL.Path)
			return
		}
		w.Write([]byte("ok"))
	}))
	defer srv.Close()
	http.Get(srv.URL + "/v1")
}

// A mux whose handlers all write a body. Not reported.
func TestMuxBody(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.HandleFunc("/a", func(w http.ResponseWriter, r *http.Request) { fmt.Fprintln(w, "a") })
	mux.HandleFunc("/b", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("b")) })
	srv := httptest.NewServer(mux)
	defer srv.Close()
	http.Get(srv.URL + "/a")
}

// The target is not in sight: whether its answer has a body is not known. Reported in
// strict mode only.
func TestNoServerInScope(t *testing.T) {
	t.Parallel()
	http.Get("http://example.com")
}

func TestNotParallel(t *testing.T) {
	http.Head("http://example.com") // not parallel: not reported
}

func TestBeforeParallel(t *testing.T) {
	http.Head("http://example.com") // before t.Parallel(): not reported
	t.Parallel()
}

// A handler that answers an error status without a body only to a request it rejects, and
// with a body otherwise: taken to answer the test's requests with a body. Not reported
// (nor would it be if the test sent the request it rejects: a known miss).
func TestErrorWithoutBody(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Range") == "" {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		w.WriteHeader(http.StatusPartialContent)
		w.Write([]byte("part"))
	}))
	defer srv.Close()
	req, _ := http.NewRequest("GET", srv.URL, nil)
	req.Header.Set("Range", "bytes=0-")
	http.DefaultClient.Do(req)
}

// A handler that never writes a body answers without one, error or not.
func TestOnlyErrors(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	http.Get(srv.URL) // want `http.Get in parallel test TestOnlyErrors uses http.DefaultTransport`
}

// writeJSON writes v as the body of the answer.
func writeJSON(w http.ResponseWriter, v any) error { return json.NewEncoder(w).Encode(v) }

// The error branch writes its body in the if statement's init, before its return: every
// answer has a body. Not reported.
func TestBodyInIfInit(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/version" {
			if err := writeJSON(w, map[string]string{"error": "not found"}); err != nil {
				t.Errorf("write: %v", err)
			}
			return
		}
		if err := writeJSON(w, map[string]string{"version": "1"}); err != nil {
			t.Errorf("write: %v", err)
		}
	}))
	defer srv.Close()
	http.Get(srv.URL + "/version")
}

// The same shape, but the init statement does not write: the error branch answers without a
// body. Reported.
func TestNoBodyInIfInit(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/version" {
			if err := r.ParseForm(); err != nil {
				t.Errorf("form: %v", err)
			}
			return
		}
		if err := writeJSON(w, map[string]string{"version": "1"}); err != nil {
			t.Errorf("write: %v", err)
		}
	}))
	defer srv.Close()
	http.Get(srv.URL + "/version") // want `http.Get in parallel test TestNoBodyInIfInit uses http.DefaultTransport`
}
