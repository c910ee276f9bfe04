package closemethod

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// stream answers a browser's preflight with 204 and rejects other methods than POST
// without a body; a POST gets a body, unless the stream cannot be opened.
func stream(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodOptions {
		w.Header().Set("Access-Control-Allow-Methods", "POST, OPTIONS")
		w.WriteHeader(http.StatusNoContent)
		return
	}
	if r.Method != http.MethodPost {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if err := open(body); err != nil {
		return // the stream could not be opened: the test expects it to open
	}
	w.WriteHeader(http.StatusOK)
	w.Write([]byte("event: open\n\n"))
}

func open([]byte) error { return nil }

var errClosed = errors.New("closed")

// A POST takes neither the preflight's 204 nor the 405: its answer has a body. Not
// reported.
func TestPost(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(stream))
	defer srv.Close()
	resp, err := http.Post(srv.URL, "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// A preflight gets the 204 without a body.
func TestPreflight(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(stream))
	defer srv.Close()
	req, _ := http.NewRequest(http.MethodOptions, srv.URL, nil)
	http.DefaultClient.Do(req) // want `http.DefaultClient.Do in parallel test TestPreflight uses http.DefaultTransport`
}

// A GET surely gets the 405, which has no body.
func TestGet(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(stream))
	defer srv.Close()
	http.Get(srv.URL) // want `http.Get in parallel test TestGet uses http.DefaultTransport`
}

// items lists items for a GET and deletes one for a DELETE, which answers 204.
func items(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet:
		w.Write([]byte("[]"))
	case http.MethodDelete:
		w.WriteHeader(http.StatusNoContent)
	default:
		http.Error(w, errClosed.Error(), http.StatusMethodNotAllowed)
	}
}

// A GET takes the case that writes a body. Not reported.
func TestList(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(items))
	defer srv.Close()
	req, _ := http.NewRequest("GET", srv.URL, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// A DELETE takes the 204.
func TestDelete(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(items))
	defer srv.Close()
	req, _ := http.NewRequest(http.MethodDelete, srv.URL, nil)
	http.DefaultClient.Do(req) // want `http.DefaultClient.Do in parallel test TestDelete uses http.DefaultTransport`
}

// A request whose method is not known may take any branch: the 204 is among them.
func TestAnyMethod(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(items))
	defer srv.Close()
	for _, m := range []string{"GET", "DELETE"} {
		req, _ := http.NewRequest(m, srv.URL, nil)
		http.DefaultClient.Do(req) // want `http.DefaultClient.Do in parallel test TestAnyMethod uses http.DefaultTransport`
	}
}

// accept hands the writer to http.MaxBytesReader before it answers 204: the 204 further on
// still has no body.
func accept(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 1<<20)
	if _, err := io.ReadAll(r.Body); err != nil {
		w.WriteHeader(http.StatusRequestEntityTooLarge)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func TestAccept(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(accept))
	defer srv.Close()
	http.Post(srv.URL, "application/json", nil) // want `http.Post in parallel test TestAccept uses http.DefaultTransport`
}

// A mux serves a request's path with one handler: /health answers 204, /items with a
// body.
func TestMuxHealth(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.HandleFunc("/health", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	mux.HandleFunc("GET /items", items)
	srv := httptest.NewServer(mux)
	defer srv.Close()
	http.Get(srv.URL + "/health")                         // want `http.Get in parallel test TestMuxHealth uses http.DefaultTransport`
	http.Get(fmt.Sprintf("%s/health?verbose=1", srv.URL)) // want `http.Get in parallel test TestMuxHealth uses http.DefaultTransport`
}

// The path the request asks for is served by the handler that writes a body. Not
// reported.
func TestMuxItems(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.HandleFunc("/health", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	mux.HandleFunc("GET /items", items)
	srv := httptest.NewServer(mux)
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/items")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
