// Package defaultends is a library whose clients and transports end at
// http.DefaultTransport unless told otherwise.
package defaultends

import "net/http"

// Recorder sends through rt, which New defaults to http.DefaultTransport.
type Recorder struct {
	name string
	rt   http.RoundTripper
}

type Option func(*Recorder)

func WithName(name string) Option { // a plain option: no fact
	return func(r *Recorder) { r.name = name }
}

func WithTransport(rt http.RoundTripper) Option { // want WithTransport:"defaultEnd\\(setsTransport\\)"
	opt := func(r *Recorder) { r.rt = rt }
	return opt
}

func New(opts ...Option) *Recorder { // want New:"defaultEnd\\(result\\)"
	r := &Recorder{rt: http.DefaultTransport}
	for _, o := range opts {
		o(r)
	}
	return r
}

// NewOwn gives the recorder a transport of its own: no fact.
func NewOwn() *Recorder {
	return &Recorder{rt: &http.Transport{}}
}

func (r *Recorder) transport() http.RoundTripper { return r.rt }

func (r *Recorder) RoundTrip(req *http.Request) (*http.Response, error) { // want RoundTrip:"defaultEnd\\(sendsRecv\\)"
	return r.transport().RoundTrip(req)
}

func (r *Recorder) Client() *http.Client { // want Client:"defaultEnd\\(viaRecv\\)"
	return &http.Client{Transport: r}
}

func (r *Recorder) SetTransport(rt http.RoundTripper) { // want SetTransport:"defaultEnd\\(setsTransport\\)"
	r.rt = rt
}

// Name is plain data: no fact.
func (r *Recorder) Name() string { return r.name }

func DefaultClient() *http.Client { // want DefaultClient:"defaultEnd\\(result\\)"
	return &http.Client{}
}

func Fetch(url string, c *http.Client) error { // want Fetch:"defaultEnd\\(sends\\[1\\]\\)"
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func FetchTwice(c *http.Client, url string) error { // want FetchTwice:"defaultEnd\\(sends\\[0\\]\\)"
	if err := Fetch(url, c); err != nil {
		return err
	}
	return Fetch(url, c)
}
