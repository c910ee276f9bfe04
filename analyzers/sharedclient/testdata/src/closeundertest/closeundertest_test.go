package closeundertest

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func server() *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
}

// The service that New builds sends through http.DefaultClient while the other parallel
// test closes its server.
func TestSendDefault(t *testing.T) {
	t.Parallel()
	srv := server()
	defer srv.Close()
	s := New()
	s.AddReceiver(srv.URL)           // another field: the client stays the default
	if err := s.Send(); err != nil { // want `s.Send in parallel test TestSendDefault uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; the client it sends through is a library's over http.DefaultTransport; give it a transport of its own`
		t.Fatal(err)
	}
}

// The test gives the service the server's own client: not reported.
func TestSendOwnClient(t *testing.T) {
	t.Parallel()
	srv := server()
	defer srv.Close()
	s := New()
	s.WithClient(srv.Client())
	s.AddReceiver(srv.URL)
	if err := s.Send(); err != nil {
		t.Fatal(err)
	}
}

// The code under test is handed http.DefaultTransport itself.
func TestQueryDefault(t *testing.T) {
	t.Parallel()
	srv := server()
	defer srv.Close()
	u, _ := url.Parse(srv.URL)
	if err := Query(u, http.DefaultTransport); err != nil { // want `Query in parallel test TestQueryDefault uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; pass it a transport of its own instead \(an httptest server's Client\(\).Transport\)`
		t.Fatal(err)
	}
}

// ... and the server's transport: not reported.
func TestQueryOwn(t *testing.T) {
	t.Parallel()
	srv := server()
	defer srv.Close()
	u, _ := url.Parse(srv.URL)
	if err := Query(u, srv.Client().Transport); err != nil {
		t.Fatal(err)
	}
}

// A server of the code under test, by its ServeHTTP: a preflight answers 204, without a
// body.
func TestPreflight(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(NewAPI())
	defer srv.Close()
	req, _ := http.NewRequest(http.MethodOptions, srv.URL, nil)
	http.DefaultClient.Do(req) // want `http.DefaultClient.Do in parallel test TestPreflight uses http.DefaultTransport`
}

// ... and one whose every answer has a body: not reported.
func TestStatusPage(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(&StatusPage{})
	defer srv.Close()
	http.Get(srv.URL)
}
