// Package summaryfacts is a library without tests whose exported functions and methods touch // want package:"New:read\\(http.DefaultTransport\\)"
// net/http's default transport or their receiver: their summaries are facts, a package fact
// for functions and one fact per type for methods.
package summaryfacts

import "net/http"

// Recorder sends through rt, which New defaults to http.DefaultTransport.
type Recorder struct { // want Recorder:"SetTransport:fieldwrite"
	rt http.RoundTripper
}

func New() *Recorder {
	return &Recorder{rt: http.DefaultTransport}
}

func (r *Recorder) SetTransport(rt http.RoundTripper) {
	r.rt = rt
}

// Plain touches nothing shared: no summary.
type Plain struct{ name string }

func (p Plain) Name() string { return p.name }

// unexported functions get no summary in the facts: importers cannot call them.
func unexported() http.RoundTripper { return http.DefaultTransport }
