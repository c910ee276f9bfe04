package guard

import (
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"
)

// BenchmarkRequest measures the guard's cost on a loopback request: plain is a client of its
// own; guarded is the same client through Client, with the global (no-op) tracer provider.
// Run with -count to alternate the two: go test -run '^$' -bench Request -count 10
func BenchmarkRequest(b *testing.B) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "ok")
	}))
	defer srv.Close()
	plain := &http.Client{Transport: &http.Transport{}}
	guarded := Client(&http.Client{Transport: &http.Transport{}})
	defer plain.CloseIdleConnections()
	defer guarded.CloseIdleConnections()
	for _, bc := range []struct {
		name   string
		client *http.Client
	}{
		{"plain", plain},
		{"guarded", guarded},
	} {
		b.Run(bc.name, func(b *testing.B) {
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

// BenchmarkRequestPaired sends a plain and a guarded loopback request in each iteration, in
// alternating order, and reports the median of the guarded one's extra time over the median
// plain request (overhead-%): on a busy machine, this compares the two at the same moments.
func BenchmarkRequestPaired(b *testing.B) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "ok")
	}))
	defer srv.Close()
	plain := &http.Client{Transport: &http.Transport{}}
	guarded := Client(&http.Client{Transport: &http.Transport{}})
	defer plain.CloseIdleConnections()
	defer guarded.CloseIdleConnections()
	req, err := http.NewRequest("GET", srv.URL+"/ok", nil)
	if err != nil {
		b.Fatal(err)
	}
	get := func(c *http.Client) time.Duration {
		start := time.Now()
		resp, err := c.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return time.Since(start)
	}
	var plainTimes, extra []time.Duration
	i := 0
	for b.Loop() {
		var p, g time.Duration
		if i%2 == 0 {
			p, g = get(plain), get(guarded)
		} else {
			g, p = get(guarded), get(plain)
		}
		i++
		plainTimes = append(plainTimes, p)
		extra = append(extra, g-p)
	}
	mp, me := median(plainTimes), median(extra)
	b.ReportMetric(float64(mp.Nanoseconds()), "plain-ns/req")
	b.ReportMetric(float64(me.Nanoseconds()), "extra-ns/req")
	b.ReportMetric(100*float64(me)/float64(mp), "overhead-%")
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
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
