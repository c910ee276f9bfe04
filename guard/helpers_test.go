package guard

import (
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// A service is a small account API with cookie sessions, for the scenarios:
//
//	POST /login?user=U   sets cookie session=U-N
//	GET  /me             the user of the session cookie
//	POST /pay            503 while failures are queued for it, else 200
//	GET  /wait           blocks until two requests are waiting, to make two tests overlap
type service struct {
	*httptest.Server
	mu       sync.Mutex
	n        int
	failures map[string]int
	waiting  chan struct{}
	headers  []http.Header
}

func newService(t *testing.T) *service {
	s := &service{failures: map[string]int{}, waiting: make(chan struct{}, 2)}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /login", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.n++
		id := fmt.Sprintf("%s-%d", r.URL.Query().Get("user"), s.n)
		s.mu.Unlock()
		http.SetCookie(w, &http.Cookie{Name: "session", Value: id, Path: "/"})
	})
	mux.HandleFunc("GET /me", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.headers = append(s.headers, r.Header.Clone())
		s.mu.Unlock()
		c, err := r.Cookie("session")
		if err != nil {
			http.Error(w, "no session", http.StatusUnauthorized)
			return
		}
		user, _, _ := strings.Cut(c.Value, "-")
		io.WriteString(w, user)
	})
	mux.HandleFunc("/pay", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		fail := s.failures[r.URL.Path] > 0
		if fail {
			s.failures[r.URL.Path]--
		}
		s.mu.Unlock()
		if fail {
			http.Error(w, "try again", http.StatusServiceUnavailable)
		}
	})
	mux.HandleFunc("GET /wait", func(w http.ResponseWriter, r *http.Request) {
		s.waiting <- struct{}{}
		deadline := time.After(5 * time.Second)
		for len(s.waiting) < 2 {
			select {
			case <-deadline:
				http.Error(w, "alone", http.StatusGatewayTimeout)
				return
			case <-time.After(time.Millisecond):
			}
		}
	})
	s.Server = httptest.NewServer(mux)
	t.Cleanup(s.Close)
	return s
}

func (s *service) fail(path string, n int) {
	s.mu.Lock()
	s.failures[path] = n
	s.mu.Unlock()
}

// newClient returns a guarded client of its own with a cookie jar.
func newClient(t *testing.T, opts ...Option) *http.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return Client(&http.Client{Jar: jar, Transport: &http.Transport{}}, opts...)
}

func send(t *testing.T, c *http.Client, method, url string, body string) int {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// retry sends the request until it does not answer 503, like a retry library's loop.
func retry(t *testing.T, c *http.Client, method, url, body string, between func(attempt int)) int {
	t.Helper()
	for attempt := 1; ; attempt++ {
		code := send(t, c, method, url, body)
		if code != http.StatusServiceUnavailable || attempt == 5 {
			return code
		}
		between(attempt)
	}
}

func instanceOf(c *http.Client) *instance {
	return c.Transport.(*guardedTransport).inst
}

func transportInstance(rt http.RoundTripper) *instance {
	return rt.(*guardedTransport).inst
}

// findingsOf returns the misroutes reported on inst, judged now.
func findingsOf(inst *instance) []Misroute {
	var out []Misroute
	for _, f := range theRun.report(time.Now()).Misroutes {
		if f.Instance == inst.String() {
			out = append(out, f)
		}
	}
	return out
}

func overlapsOf(inst *instance) []OverlapReport {
	var out []OverlapReport
	for _, o := range theRun.report(time.Now()).Overlaps {
		if o.Instance == inst.String() {
			out = append(out, o)
		}
	}
	return out
}

// captureErrors records the messages the guard fails tracked tests with, instead of failing
// them, for the duration of the calling test (which must not run in parallel).
func captureErrors(t *testing.T) func() map[string][]string {
	var mu sync.Mutex
	got := map[string][]string{}
	old := errorf
	errorf = func(t *testing.T, msg string) {
		mu.Lock()
		got[t.Name()] = append(got[t.Name()], msg)
		mu.Unlock()
	}
	t.Cleanup(func() { errorf = old })
	return func() map[string][]string {
		mu.Lock()
		defer mu.Unlock()
		return got
	}
}

// steps runs the functions of two parallel subtests in a fixed interleaving: step i of the
// schedule runs in the named subtest, and the next step waits for it.
type steps struct {
	turns []chan struct{}
}

func newSteps(n int) *steps {
	s := &steps{}
	for range n + 1 {
		s.turns = append(s.turns, make(chan struct{}))
	}
	close(s.turns[0])
	return s
}

// do waits for step i's turn, runs f, and passes the turn on.
func (s *steps) do(i int, f func()) {
	<-s.turns[i]
	f()
	close(s.turns[i+1])
}

func wantOne(t *testing.T, fs []Misroute, kind, test, other, changed string) Misroute {
	t.Helper()
	if len(fs) != 1 {
		t.Fatalf("got %d misroutes, want 1 %s: %+v", len(fs), kind, fs)
	}
	f := fs[0]
	if f.Kind != kind || f.Test != test || f.Other != other || f.Changed != changed {
		t.Errorf("misroute = %s %q by %q (%s), want %s %q by %q (%s)", f.Kind, f.Test, f.Other, f.Changed, kind, test, other, changed)
	}
	return f
}

func wantNone(t *testing.T, fs []Misroute) {
	t.Helper()
	for _, f := range fs {
		t.Errorf("unexpected misroute: %s", f.Message)
	}
}
