package sinks

import (
	"context"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"sync"
	"testing"
	"time"

	"example.com/real/authkit"

	"github.com/go-resty/resty/v2"
	"github.com/gorilla/websocket"
	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/oauth"
	"google.golang.org/grpc/metadata"
)

// Strings that reach an auth sink, each refreshed by TestRotate while other parallel tests
// read them.
var (
	current string // Header.Set("Authorization")
	apiKeyV string // header["X-Api-Key"] = ...
	pw      string // SetBasicAuth
	sid     string // AddCookie
	jarSID  string // a cookie jar's SetCookies
	restyT  string // resty SetAuthToken
	restyP  string // resty SetBasicAuth
	restyH  string // resty SetHeader("Authorization")
	access  string // &oauth2.Token{AccessToken: ...}, oauth2.StaticTokenSource
	rpc     string // gRPC per-RPC credentials
	md      string // gRPC metadata
	wsAuth  string // a websocket dial header
	shared  string // through a helper of another package
	kept    string // stored by a constructor of another package, sent by its method
)

func rotate() {
	current, apiKeyV, pw, sid, jarSID = fetch("a"), fetch("b"), fetch("c"), fetch("d"), fetch("e")
	restyT, restyP, restyH, access = fetch("f"), fetch("g"), fetch("h"), fetch("i")
	rpc, md, wsAuth, shared = fetch("j"), fetch("k"), fetch("l"), fetch("m")
	kept = fetch("p")
	authkit.Refresh("n")
	opt = bearer{token: fetch("o")}
}

func TestRotate(t *testing.T) {
	t.Parallel()
	rotate()
}

func newRequest() *http.Request {
	req, _ := http.NewRequest("GET", "http://api.test/", nil)
	return req
}

func TestHeaderSet(t *testing.T) {
	t.Parallel()
	req := newRequest()
	req.Header.Set("Authorization", "Bearer "+current) // want `parallel test TestHeaderSet reads token cache current while parallel test TestRotate refreshes it \(in sinks\.rotate\)`
}

func TestHeaderIndex(t *testing.T) {
	t.Parallel()
	req := newRequest()
	key := fmt.Sprintf("%s", apiKeyV) // want `parallel test TestHeaderIndex reads token cache apiKeyV while parallel test TestRotate refreshes it`
	req.Header["X-Api-Key"] = []string{key}
}

func TestBasicAuth(t *testing.T) {
	t.Parallel()
	newRequest().SetBasicAuth("admin", pw) // want `parallel test TestBasicAuth reads token cache pw while parallel test TestRotate refreshes it`
}

func TestCookies(t *testing.T) {
	t.Parallel()
	newRequest().AddCookie(&http.Cookie{Name: "sid", Value: sid}) // want `parallel test TestCookies reads token cache sid while parallel test TestRotate refreshes it`
	jar, _ := cookiejar.New(nil)
	u, _ := url.Parse("http://api.test/")
	jar.SetCookies(u, []*http.Cookie{{Name: "sid", Value: jarSID}}) // want `parallel test TestCookies reads token cache jarSID while parallel test TestRotate refreshes it`
}

func TestResty(t *testing.T) {
	t.Parallel()
	c := resty.New()
	c.SetAuthToken(restyT)                             // want `parallel test TestResty reads token cache restyT while parallel test TestRotate refreshes it`
	c.R().SetBasicAuth("admin", restyP)                // want `parallel test TestResty reads token cache restyP while parallel test TestRotate refreshes it`
	c.R().SetHeader("Authorization", "Bearer "+restyH) // want `parallel test TestResty reads token cache restyH while parallel test TestRotate refreshes it`
}

func TestOAuth2(t *testing.T) {
	t.Parallel()
	src := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: access}) // want `parallel test TestOAuth2 reads token cache access while parallel test TestRotate refreshes it`
	_ = oauth2.NewClient(context.Background(), src)
}

func TestGRPC(t *testing.T) {
	t.Parallel()
	tok := &oauth2.Token{AccessToken: rpc} // want `parallel test TestGRPC reads token cache rpc while parallel test TestRotate refreshes it`
	_ = grpc.WithPerRPCCredentials(oauth.TokenSource{TokenSource: oauth2.StaticTokenSource(tok)})
	_ = metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer "+md) // want `parallel test TestGRPC reads token cache md while parallel test TestRotate refreshes it`
}

func TestWebsocket(t *testing.T) {
	t.Parallel()
	h := http.Header{"Authorization": {"Bearer " + wsAuth}} // want `parallel test TestWebsocket reads token cache wsAuth while parallel test TestRotate refreshes it`
	_, _, _ = websocket.DefaultDialer.Dial("ws://api.test/", h)
}

func TestOtherPackage(t *testing.T) {
	t.Parallel()
	req := newRequest()
	authkit.Authorize(req, shared) // want `parallel test TestOtherPackage reads token cache shared while parallel test TestRotate refreshes it`
	authkit.Send(req)              // want `parallel test TestOtherPackage reads token cache authkit\.Current while parallel test TestRotate refreshes it \(in authkit\.Refresh\)`
}

func TestConstructorField(t *testing.T) {
	t.Parallel()
	authkit.New(kept).Do(newRequest()) // want `parallel test TestConstructorField reads token cache kept while parallel test TestRotate refreshes it`
}

// A map whose values reach the Authorization header, written without a mutex.
var byUser = map[string]string{}

func TestUserA(t *testing.T) {
	t.Parallel()
	byUser["a"] = fetch("a") // want `data race: parallel test TestUserA writes token cache byUser without holding a mutex while parallel test TestUserB uses it`
	newRequest().Header.Set("Authorization", byUser["a"])
}

func TestUserB(t *testing.T) {
	t.Parallel()
	byUser["b"] = fetch("b") // want `data race: parallel test TestUserB writes token cache byUser without holding a mutex while parallel test TestUserA uses it`
	newRequest().Header.Set("Authorization", byUser["b"])
}

// A header map that carries a per-user auth header: its Set writes the map.
var hdrs = http.Header{}

func TestHeaderWriter(t *testing.T) {
	t.Parallel()
	hdrs.Set("Authorization", "Bearer "+fetch("w")) // want `data race: parallel test TestHeaderWriter writes token cache hdrs without holding a mutex while parallel test TestHeaderReader uses it`
}

func TestHeaderReader(t *testing.T) {
	t.Parallel()
	req := newRequest()
	req.Header = hdrs.Clone() // want `parallel test TestHeaderReader reads token cache hdrs while parallel test TestHeaderWriter refreshes it`
}

// Not credentials: a User-Agent, a header whose name is not constant, a value only compared.
var (
	agent   string
	name    = "X-Trace"
	counter string
)

func TestNotAuthWriter(t *testing.T) {
	t.Parallel()
	agent, counter = fetch("ua"), fetch("c")
}

func TestNotAuthReader(t *testing.T) {
	t.Parallel()
	req := newRequest()
	req.Header.Set("User-Agent", agent)
	req.Header.Set(name, counter)
	if counter == "" {
		t.Skip()
	}
}

// Per-test identities: an entry keyed by the running test's name, under a mutex.
var (
	identMu sync.Mutex
	idents  = map[string]string{}
)

func TestIdentA(t *testing.T) {
	t.Parallel()
	identMu.Lock()
	idents[t.Name()] = fetch(t.Name())
	tok := idents[t.Name()]
	identMu.Unlock()
	newRequest().Header.Set("Authorization", tok)
}

func TestIdentB(t *testing.T) {
	t.Parallel()
	identMu.Lock()
	idents[t.Name()] = fetch(t.Name())
	tok := idents[t.Name()]
	identMu.Unlock()
	newRequest().Header.Set("Authorization", tok)
}

// A struct of settings whose ClientSecret reaches an OAuth client configuration: a write
// of that field refreshes a credential; a write of its Timeout does not.
type settings struct {
	BaseURL      string
	ClientSecret string
	Timeout      time.Duration
}

var (
	Settings = &settings{}
	Other    = &settings{}
)

func machineConfig(s *settings) *clientcredentials.Config {
	return &clientcredentials.Config{ClientID: "id", ClientSecret: s.ClientSecret}
}

func TestSecretWriter(t *testing.T) {
	t.Parallel()
	Settings.ClientSecret = fetch("s")
	Other.Timeout = time.Second
}

func TestSecretReader(t *testing.T) {
	t.Parallel()
	_ = machineConfig(Settings) // want `parallel test TestSecretReader reads token cache Settings while parallel test TestSecretWriter refreshes it`
	_ = machineConfig(Other)
}

// A shared client whose jar's cookies reach a Cookie header is a transport, not a token
// cache: its Timeout is no credential.
var Client = &http.Client{}

func TestClientWriter(t *testing.T) {
	t.Parallel()
	Client.Timeout = time.Second
}

func TestClientReader(t *testing.T) {
	t.Parallel()
	u, _ := url.Parse("http://api.test/")
	newRequest().Header.Set("Cookie", Client.Jar.Cookies(u)[0].String())
}

// A request option of an interface type whose dynamic type sets the Authorization header.
type option interface{ apply(*http.Request) }

type bearer struct{ token string }

func (b bearer) apply(req *http.Request) { req.Header.Set("Authorization", "Bearer "+b.token) }

var opt option

func TestOption(t *testing.T) {
	t.Parallel()
	opt.apply(newRequest()) // want `parallel test TestOption reads token cache opt while parallel test TestRotate refreshes it`
}

// A client of another package that holds the key it was built with; TestRekey replaces it
// while TestUsesClient sends through it.
var keyed = authkit.New("k-0")

func TestRekey(t *testing.T) {
	t.Parallel()
	keyed = authkit.New(fetch("q"))
}

func TestUsesClient(t *testing.T) {
	t.Parallel()
	keyed.Do(newRequest()) // want `parallel test TestUsesClient reads token cache keyed while parallel test TestRekey refreshes it`
}

// Each test builds its own client from a key it owns: nothing is shared.
func TestOwnClient(t *testing.T) {
	t.Parallel()
	authkit.New(fetch("r")).Do(newRequest())
}
