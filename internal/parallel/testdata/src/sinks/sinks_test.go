package sinks

import (
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"testing"

	"authhelp"
)

var (
	token     string
	tokens    = map[string]string{}
	password  = "p"
	session   string
	userAgent = "probe"
	header    = "Authorization"
	jar, _    = cookiejar.New(nil)
)

func TestMain(m *testing.M) {
	token = os.Getenv("TOKEN")          // want `setup write sinks\.token` `setup env read TOKEN`
	authhelp.Token = os.Getenv("KEY")   // want `setup write authhelp\.Token` `setup env read KEY`
	authorize(&http.Request{}, session) // want `setup sink sinks\.session\.Authorization via sinks\.authorize` `setup read sinks\.session`
	os.Exit(m.Run())
}

// authorize is a helper whose second parameter reaches the Authorization header.
func authorize(req *http.Request, tok string) {
	req.Header.Set("Authorization", "Bearer "+tok)
}

func TestDirect(t *testing.T) { // want `region TestDirect parallel`
	t.Parallel()
	req, _ := http.NewRequest("GET", "/", nil)
	req.Header.Set("authorization", "Bearer "+token)  // want `sink sinks\.token\.Authorization in TestDirect parallel` `read sinks\.token in TestDirect parallel`
	auth := fmt.Sprintf("Bearer %s", tokens["alice"]) // want `sink sinks\.tokens\.X-Api-Key in TestDirect parallel key "alice"` `read sinks\.tokens in TestDirect parallel key "alice"`
	req.Header["X-Api-Key"] = []string{auth}
	req.SetBasicAuth("admin", password)                    // want `sink sinks\.password\.http\.Request\.SetBasicAuth in TestDirect parallel` `read sinks\.password in TestDirect parallel`
	req.AddCookie(&http.Cookie{Name: "s", Value: session}) // want `sink sinks\.session\.Cookie in TestDirect parallel` `read sinks\.session in TestDirect parallel`
	u, _ := url.Parse("http://example.test")
	jar.SetCookies(u, []*http.Cookie{{Name: "s", Value: session}}) // want `sink sinks\.session\.Cookie in TestDirect parallel` `read sinks\.session in TestDirect parallel` `method-call sinks\.jar\.SetCookies in TestDirect parallel`
	_ = http.Header{"Cookie": {"s=" + session}}                    // want `sink sinks\.session\.Cookie in TestDirect parallel` `read sinks\.session in TestDirect parallel`
}

func TestThroughHelpers(t *testing.T) { // want `region TestThroughHelpers parallel`
	t.Parallel()
	req, _ := http.NewRequest("GET", "/", nil)
	authorize(req, token)                     // want `sink sinks\.token\.Authorization in TestThroughHelpers parallel via sinks\.authorize` `read sinks\.token in TestThroughHelpers parallel`
	authhelp.Authorize(req, "x-"+tokens["b"]) // want `sink sinks\.tokens\.Authorization in TestThroughHelpers parallel via authhelp\.Authorize key "b"` `read sinks\.tokens in TestThroughHelpers parallel key "b"`
	authhelp.Login(req, "admin", password)    // want `sink sinks\.password\.Authorization in TestThroughHelpers parallel via authhelp\.Login via authhelp\.Authorize` `read sinks\.password in TestThroughHelpers parallel`
	authhelp.SetAuth(req)                     // want `sink authhelp\.Token\.X-Api-Key in TestThroughHelpers parallel via authhelp\.SetAuth` `read authhelp\.Token in TestThroughHelpers parallel via authhelp\.SetAuth`
}

// Values that reach no auth sink: a non-auth header, a key that is not constant, a
// credential-looking name that is only compared.
func TestNoSink(t *testing.T) { // want `region TestNoSink parallel`
	t.Parallel()
	req, _ := http.NewRequest("GET", "/", nil)
	req.Header.Set("User-Agent", userAgent)   // want `read sinks\.userAgent in TestNoSink parallel`
	authhelp.Describe(req, userAgent)         // want `read sinks\.userAgent in TestNoSink parallel`
	req.Header.Set(header, "Bearer constant") // want `read sinks\.header in TestNoSink parallel`
	if token == "" {                          // want `read sinks\.token in TestNoSink parallel`
		t.Skip()
	}
}

// A request option whose method sets the Authorization header from its field: what the
// literal holds reaches the sink, and so does the variable it is assigned to.
type option interface{ apply(*http.Request) }

type bearer struct {
	token string
	base  string // a field that the method does not send
}

func (b bearer) apply(req *http.Request) { req.Header.Set("Authorization", "Bearer "+b.token) }

type userAgentOption struct{ agent string }

func (o userAgentOption) apply(req *http.Request) { req.Header.Set("User-Agent", o.agent) }

var (
	authOpt  option
	agentOpt option
)

func TestOptions(t *testing.T) { // want `region TestOptions serial`
	authOpt = bearer{token: token, base: userAgent} // want `write sinks\.authOpt in TestOptions serial` `sink sinks\.authOpt\.Authorization in TestOptions serial` `sink sinks\.token\.Authorization in TestOptions serial` `read sinks\.token in TestOptions serial` `read sinks\.userAgent in TestOptions serial`
	agentOpt = userAgentOption{userAgent}           // want `write sinks\.agentOpt in TestOptions serial` `read sinks\.userAgent in TestOptions serial`
}
