// Package recorder is a stub of gopkg.in/dnaeon/go-vcr.v4/pkg/recorder: a Recorder is an
// http.RoundTripper over a real transport that New defaults to http.DefaultTransport.
package recorder

import "net/http"

type Mode int

const (
	ModeRecordOnce Mode = iota
	ModePassthrough
)

type Recorder struct {
	cassetteName       string
	mode               Mode
	realTransport      http.RoundTripper
	blockUnsafeMethods bool
}

type Option func(r *Recorder)

func WithMode(mode Mode) Option {
	opt := func(r *Recorder) {
		r.mode = mode
	}
	return opt
}

func WithRealTransport(rt http.RoundTripper) Option {
	opt := func(r *Recorder) {
		r.realTransport = rt
	}
	return opt
}

func New(cassetteName string, opts ...Option) (*Recorder, error) {
	r := &Recorder{
		cassetteName:  cassetteName,
		mode:          ModeRecordOnce,
		realTransport: http.DefaultTransport,
	}
	for _, opt := range opts {
		opt(r)
	}
	return r, nil
}

type blockUnsafeMethodsRoundTripper struct {
	http.RoundTripper
}

func (r *Recorder) getRoundTripper() http.RoundTripper {
	if r.blockUnsafeMethods {
		return &blockUnsafeMethodsRoundTripper{RoundTripper: r.realTransport}
	}
	return r.realTransport
}

func (r *Recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	return r.executeAndRecord(req, nil)
}

func (r *Recorder) executeAndRecord(req *http.Request, serverResponse *http.Response) (*http.Response, error) {
	if r.mode == ModePassthrough {
		return r.getRoundTripper().RoundTrip(req)
	}
	return r.getRoundTripper().RoundTrip(req)
}

func (r *Recorder) Stop() error { return nil }

func (r *Recorder) GetDefaultClient() *http.Client {
	client := &http.Client{
		Transport: r,
	}
	return client
}
