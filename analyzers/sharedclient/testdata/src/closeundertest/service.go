// Package closeundertest is code under test whose clients send through
// http.DefaultTransport unless the caller gives them a client of their own.
package closeundertest

import (
	"net/http"
	"net/url"
)

type Service struct {
	client   *http.Client
	webhooks []string
}

// New sends through http.DefaultClient until WithClient gives it another.
func New() *Service {
	return &Service{client: http.DefaultClient}
}

func (s *Service) WithClient(c *http.Client) { s.client = c }

func (s *Service) AddReceiver(u string) { s.webhooks = append(s.webhooks, u) }

func (s *Service) do(req *http.Request) error {
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Send posts to every receiver, through do.
func (s *Service) Send() error {
	for _, u := range s.webhooks {
		req, err := http.NewRequest(http.MethodPost, u, nil)
		if err != nil {
			return err
		}
		if err := s.do(req); err != nil {
			return err
		}
	}
	return nil
}

// Query sends through the transport it is given.
func Query(u *url.URL, rt http.RoundTripper) error {
	resp, err := (&http.Client{Transport: rt}).Get(u.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// API is a handler of the code under test.
type API struct{ origin string }

// NewAPI returns the API.
func NewAPI() *API { return &API{origin: "https://example.com"} }

// ServeHTTP answers a CORS preflight with 204 and anything else with a JSON body.
func (a *API) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Access-Control-Allow-Origin", a.origin)
	if r.Method == http.MethodOptions {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	a.writeJSON(w)
}

func (a *API) writeJSON(w http.ResponseWriter) { w.Write([]byte(`{}`)) }

// StatusPage writes its status on every request.
type StatusPage struct{}

func (StatusPage) ServeHTTP(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok")) }
