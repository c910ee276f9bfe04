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
	_ = gen.Server      // want `shared client "gen" has a cookie jar and is used by parallel test TestGenerated`
	sdk.API.Server = "" // want `shared client "sdk" is mutated here \(API.Server\) and used by parallel test TestOther`
	cfg.Timeout = time.Second
	_ = oapi.Server // want `shared client "oapi" is mutated by test code \(Server in TestOther\) and used by parallel test TestGenerated`
}

func TestOther(t *testing.T) {
	t.Parallel()
	_ = sdk.API.Server // want `shared client "sdk" is mutated by test code \(API.Server in TestGenerated\) and used by parallel test TestOther`
	_ = cfg.Name
	oapi.Server = "http://other" // want `shared client "oapi" is mutated here \(Server\) and used by parallel test TestGenerated`
}
