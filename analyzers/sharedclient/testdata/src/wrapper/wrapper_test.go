package wrapper

import (
	"net/http"
	"net/http/cookiejar"
	"testing"
	"time"
)

// APIClient looks like a generated API client: it wraps an *http.Client.
type APIClient struct {
	Server string
	client *http.Client
}

// SDK wraps a generated client, two levels deep.
type SDK struct {
	API *APIClient
}

// HttpRequestDoer is what generated clients send requests with.
type HttpRequestDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// GenClient looks like an oapi-codegen client.
type GenClient struct {
	Server string
	Client HttpRequestDoer
}

// Config holds no transport: not a shared transport.
type Config struct {
	Timeout time.Duration
	Name    string
}

func newJarred() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}

var gen = &APIClient{Server: "http://api", client: newJarred()}

var sdk = &SDK{API: &APIClient{client: &http.Client{}}}

var cfg = &Config{Name: "x"}

var oapi = &GenClient{Server: "http://api", Client: &http.Client{Timeout: time.Second}}

func TestGenerated(t *testing.T) {
	t.Parallel()
	_ = gen.Server                       // a plain field, not the transport: not a use
	_ = gen.client                       // want `shared client "gen" has a cookie jar and is used by parallel test TestGenerated`
	sdk.API.client.Timeout = time.Second // want `shared client "sdk" is mutated here \(API.client.Timeout\) and used by parallel test TestOther`
	sdk.API.Server = ""                  // a plain field of the wrapped API client: not a mutation
	cfg.Timeout = time.Second
	_ = oapi.Client
}

func TestOther(t *testing.T) {
	t.Parallel()
	_ = sdk.API
	_ = gen.client // want `shared client "gen" has a cookie jar and is used by parallel test TestOther`
	_ = cfg.Name
	oapi.Client = &http.Client{} // want `shared client "oapi" is mutated here \(Client\) and used by parallel test TestGenerated`
	oapi.Server = "http://other" // a plain field, not the transport: not a mutation
}

// proxy is a control-plane handle, like a toxiproxy proxy: plain settings and the API
// client that applies them.
type proxy struct {
	Enabled bool
	api     *APIClient
}

// suite is a test environment that holds clients two levels deep, next to plain data.
type suite struct {
	API     *APIClient
	Proxies map[string]*proxy
	Version string
}

var env = &suite{API: &APIClient{client: &http.Client{}}, Proxies: map[string]*proxy{}, Version: "1"}

func TestToggleProxy(t *testing.T) {
	t.Parallel()
	if p := env.Proxies["kafka"]; p != nil {
		p.Enabled = false // a plain field of a handle: not a mutation of the transport
	}
	env.Version = "2"                    // a plain field of the environment: not a mutation either
	env.API.client.Timeout = time.Second // want `shared client "env" is mutated here \(API.client.Timeout\) and used by parallel test TestEnvClient`
}

func version() string { return env.Version }

func envClient() *http.Client { return env.API.client }

func TestReadsVersion(t *testing.T) {
	t.Parallel()
	if env.Version == "" || version() == "" { // plain data, not the transport, also in a helper: not a use
		t.Skip()
	}
}

func TestEnvClient(t *testing.T) {
	t.Parallel()
	envClient().Get("http://api")
}

// Pinger is the interface tests program against; what the variable holds is a client with
// a cookie jar, which every test shares.
type Pinger interface {
	Ping() error
}

func (a *APIClient) Ping() error { return nil }

var pinger Pinger = &APIClient{Server: "http://api", client: newJarred()}

// plainPinger holds a client without a jar: sharing it is not a bug.
var plainPinger Pinger = &APIClient{Server: "http://api", client: &http.Client{}}

func TestPingA(t *testing.T) {
	t.Parallel()
	pinger.Ping() // want `shared client "pinger" has a cookie jar and is used by parallel test TestPingA`
	plainPinger.Ping()
}

func TestPingB(t *testing.T) {
	t.Parallel()
	pinger.Ping() // want `shared client "pinger" has a cookie jar and is used by parallel test TestPingB`
	plainPinger.Ping()
}
