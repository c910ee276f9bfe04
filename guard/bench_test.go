package guard

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// BenchmarkRequest measures the guard's cost on a loopback request: plain is a client of its
// own; guarded is the same client through Client, with the global (no-op) tracer provider.
// Run with -count to alternate the two: go test -run '^$' -bench Request -count 10
func BenchmarkRequest(b *testing.B) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "ok")
	}))
	defer srv.Close()
	for _, bc := range []struct {
		name   string
		client *http.Client
	}{
		{"plain", &http.Client{Transport: &http.Transport{}}},
		{"guarded", Client(&http.Client{Transport: &http.Transport{}})},
	} {
		b.Run(bc.name, func(b *testing.B) {
			defer bc.client.CloseIdleConnections()
			req, err := http.NewRequest("GET", srv.URL+"/ok", nil)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				resp, err := bc.client.Do(req)
				if err != nil {
					b.Fatal(err)
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
		})
	}
}

// BenchmarkClientOverhead isolates what the guard adds to a request: the same client over an
// in-memory transport that answers at once, without and with the guard.
func BenchmarkClientOverhead(b *testing.B) {
	for _, guarded := range []bool{false, true} {
		name := "plain"
		c := &http.Client{Transport: instantTransport{}}
		if guarded {
			name = "guarded"
			c = Client(c)
		}
		b.Run(name, func(b *testing.B) {
			req, _ := http.NewRequest("GET", "http://service.test/ok", nil)
			for b.Loop() {
				resp, err := c.Do(req)
				if err != nil {
					b.Fatal(err)
				}
				resp.Body.Close()
			}
		})
	}
}

type instantTransport struct{}

func (instantTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: 200, Body: http.NoBody, Header: http.Header{}, Request: req}, nil
}
