package guard

import (
	"net/http"
	"os"
	"time"
)

// Transport returns a RoundTripper that sends requests through rt (http.DefaultTransport when
// rt is nil) and watches them: which test sends each request, which tests share rt at the
// same time, and retries that carry a credential another test changed. Each attempt gets an
// OpenTelemetry span. Guard each transport once: every call makes a new instance.
func Transport(rt http.RoundTripper, opts ...Option) http.RoundTripper {
	if rt == nil {
		rt = http.DefaultTransport
	}
	if !enabled {
		return rt
	}
	return &guardedTransport{inst: theRun.newInstance("transport", rt, buildOptions(opts))}
}

type guardedTransport struct {
	inst *instance
}

func (g *guardedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	r, inst := theRun, g.inst
	if req.URL == nil || req.Header == nil {
		return inst.inner.RoundTrip(req) // malformed: let the transport say so
	}
	orig := req
	tst := r.currentTest(req.Context())
	obs := r.begin(inst, tst, req, time.Now())
	ctx, span := startSpan(inst, req)
	if span.IsRecording() {
		req = req.WithContext(ctx)
	}
	if obs.key.method != "" { // a body, hashed while it is sent
		obs.body = newHashingBody(req.Body, req.ContentLength)
		clone := *req
		clone.Body = obs.body
		req = &clone
	}
	if inst.headers {
		req = withTestHeaders(req, r, tst)
	}
	resp, err := inst.inner.RoundTrip(req)
	now := time.Now()
	r.sent(inst, orig, &obs, now)
	r.end(inst, tst, now)
	r.fail(obs)
	r.endSpan(span, inst, orig, obs, resp, err)
	return resp, err
}

// fail fails a tracked test with the misroutes its request showed.
func (r *run) fail(obs observation) {
	for _, f := range obs.found {
		r.mu.Lock()
		t := f.test.t
		report := t != nil && !f.reported
		var msg string
		if report {
			f.reported = true
			msg = r.message(f)
		}
		r.mu.Unlock()
		if report {
			errorf(t, msg)
		}
	}
}

// CloseIdleConnections closes the idle connections of the guarded transport, so that
// (*http.Client).CloseIdleConnections still reaches it.
func (g *guardedTransport) CloseIdleConnections() {
	if c, ok := g.inst.inner.(interface{ CloseIdleConnections() }); ok {
		c.CloseIdleConnections()
	}
}

// runID is X-Test-Run-Id: the CI run, or "local".
var runID = func() string {
	if id := os.Getenv("GITHUB_RUN_ID"); id != "" {
		return id
	}
	return "local"
}()

// withTestHeaders returns a copy of req with the X-Test-* headers; a RoundTripper must not
// change the request it is given.
func withTestHeaders(req *http.Request, r *run, tst *test) *http.Request {
	req = req.Clone(req.Context())
	req.Header.Set("X-Test-Run-Id", runID)
	if tst != nil {
		r.mu.Lock()
		name := r.displayName(tst)
		r.mu.Unlock()
		req.Header.Set("X-Test-Name", name)
	}
	return req
}
