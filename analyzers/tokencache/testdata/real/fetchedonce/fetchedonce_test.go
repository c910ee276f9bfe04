package fetchedonce

import (
	"context"
	_ "embed"
	"net/http"
	"os"
	"sync"
	"testing"

	"golang.org/x/oauth2"
)

var (
	svc      string        // fetched in TestMain
	admin    string        // fetched in init, through a tuple
	initial  = login("i")  // fetched by its initializer
	oauthTok *oauth2.Token // from an auth source, in TestMain
	users    = map[string]string{}
	fromEnv  string // read from the environment: a static secret, not a fetch
	static   = "k-123"
	lonely   string // fetched, but read by one parallel test only
	serial   string // fetched, but read by tests that are not parallel
)

//go:embed fixture.txt
var fixture string // a read-only fixture that reaches a sink: no fetch

var conf = &oauth2.Config{ClientID: "id"}

// A request option whose method sets the Authorization header from its field.
type option interface{ apply(*http.Request) }

type bearer struct{ token string }

func (b bearer) apply(req *http.Request) { req.Header.Set("Authorization", "Bearer "+b.token) }

var authOpt option

// A client whose method sends its token field: the base URL it also holds, fetched once
// too, is no credential.
type apiClient struct{ base, token string }

func (c *apiClient) do(req *http.Request) { req.Header.Set("Authorization", "Bearer "+c.token) }

var baseURL string

func TestMain(m *testing.M) {
	svc = login("svc")
	authOpt = bearer{token: login("opt")}
	baseURL = startServer()
	oauthTok, _ = conf.PasswordCredentialsToken(context.Background(), "u", "p")
	users["alice"] = login("alice")
	fromEnv = os.Getenv("TOKEN")
	lonely, serial = login("l"), login("s")
	os.Exit(m.Run())
}

func init() {
	admin, _ = loginPair("admin")
}

func authorize(req *http.Request, tok string) {
	req.Header.Set("Authorization", "Bearer "+tok)
}

func newRequest() *http.Request {
	req, _ := http.NewRequest("GET", "http://api.test/", nil)
	return req
}

// sendAdmin reads the credential itself: one finding, at the read, for all its callers.
func sendAdmin() {
	authorize(newRequest(), admin) // want `parallel test TestOrders uses credential admin, fetched once in init, while parallel test TestRefunds uses it too \(strict mode\); scope the credential to the test: fetch it in the test's setup or per test user \(after t\.Parallel\(\): admin := loginPair\(\.\.\.\)\)`
}

var (
	once    sync.Once
	lazyTok string
)

func lazy() string {
	once.Do(func() { lazyTok = login("lazy") })
	return lazyTok // want `parallel test TestOrders uses credential lazyTok, fetched once under sync\.Once, while parallel test TestRefunds uses it too \(strict mode\); scope the credential to the test: fetch it in the test's setup or per test user \(after t\.Parallel\(\): lazyTok := login\(\.\.\.\)\)`
}

func TestOrders(t *testing.T) {
	t.Parallel()
	authorize(newRequest(), svc) // want `parallel test TestOrders uses credential svc, fetched once in TestMain, while parallel test TestRefunds uses it too \(strict mode\); scope the credential to the test: fetch it in the test's setup or per test user \(after t\.Parallel\(\): svc := login\(\.\.\.\)\)`
	sendAdmin()
	authorize(newRequest(), initial)        // want `parallel test TestOrders uses credential initial, fetched once by its initializer, while parallel test TestRefunds uses it too`
	oauthTok.SetAuthHeader(newRequest())    // want `parallel test TestOrders uses credential oauthTok, fetched once in TestMain, while parallel test TestRefunds uses it too \(strict mode\); scope the credential to the test: fetch it in the test's setup or per test user \(after t\.Parallel\(\), fetch a token of its own\)`
	authorize(newRequest(), users["alice"]) // want `parallel test TestOrders uses credential users, fetched once in TestMain, while parallel test TestRefunds uses it too`
	authorize(newRequest(), lazy())
	authorize(newRequest(), fromEnv)
	authorize(newRequest(), static)
	authorize(newRequest(), fixture)
	authorize(newRequest(), lonely)
	(&apiClient{base: baseURL, token: "static"}).do(newRequest())
	authOpt.apply(newRequest()) // want `parallel test TestOrders uses credential authOpt, fetched once in TestMain, while parallel test TestRefunds uses it too \(strict mode\); scope the credential to the test: fetch it in the test's setup or per test user \(after t\.Parallel\(\), fetch a token of its own\)`
}

func TestRefunds(t *testing.T) {
	t.Parallel()
	authorize(newRequest(), svc) // want `parallel test TestRefunds uses credential svc, fetched once in TestMain, while parallel test TestOrders uses it too`
	sendAdmin()
	authorize(newRequest(), initial)        // want `parallel test TestRefunds uses credential initial`
	oauthTok.SetAuthHeader(newRequest())    // want `parallel test TestRefunds uses credential oauthTok`
	authorize(newRequest(), users["alice"]) // want `parallel test TestRefunds uses credential users`
	authorize(newRequest(), lazy())
	authorize(newRequest(), fromEnv)
	authorize(newRequest(), static)
	authorize(newRequest(), fixture)
	authOpt.apply(newRequest()) // want `parallel test TestRefunds uses credential authOpt`
	(&apiClient{base: baseURL, token: "static"}).do(newRequest())
}

func TestSerialA(t *testing.T) {
	authorize(newRequest(), serial)
}

func TestSerialB(t *testing.T) {
	authorize(newRequest(), serial)
}

// A table-driven unit test of a header parser: constant tokens, built in the test.
var parseCases = []struct{ header, want string }{
	{"Bearer abc", "abc"},
	{"Basic dXNlcjpwYXNz", ""},
}

func TestParseAuthorization(t *testing.T) {
	for _, tc := range parseCases {
		t.Run(tc.header, func(t *testing.T) {
			t.Parallel()
			req := newRequest()
			req.Header.Set("Authorization", tc.header)
			req.Header.Set("Proxy-Authorization", parseCases[0].header)
		})
	}
}

// A per-test identity: built from the test's name, in the test.
func TestPerTestUser(t *testing.T) {
	t.Parallel()
	authorize(newRequest(), login(t.Name()))
}
