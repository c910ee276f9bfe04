package mutated

import (
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/go-resty/resty/v2"
	"github.com/gorilla/websocket"
	"github.com/hashicorp/go-retryablehttp"
)

var api = &http.Client{Transport: &http.Transport{}}

var rc = resty.NewWithClient(&http.Client{})

var retry = retryablehttp.NewClient()

var (
	// readonly is shared by parallel tests, but nothing writes it: not reported.
	readonly = &http.Client{Timeout: time.Second}

	// onlySerial is mutated, but no parallel test uses it: not reported.
	onlySerial = &http.Client{}

	// copied is only mutated through value copies: not reported.
	copied = &http.Client{}

	// alias is mutated through a local alias.
	alias = &http.Client{}

	// viaHelper is mutated by a helper that takes the client as a parameter.
	viaHelper = &http.Client{}

	// setupOnly is written by TestMain only, which is initialization: not reported.
	setupOnly = &http.Client{}
)

func TestMain(m *testing.M) {
	setupOnly.Timeout = time.Second
	os.Exit(m.Run())
}

func setTimeout(c *http.Client, d time.Duration) { c.Timeout = d }

func TestSlow(t *testing.T) {
	api.Timeout = time.Minute // want `shared client "api" is mutated here \(Timeout\) and used by parallel test TestFast; give each test its own client$`
	onlySerial.Timeout = time.Minute
	onlySerial.Get("http://example.com")
}

func TestFast(t *testing.T) {
	t.Parallel()
	api.Get("http://example.com") // want `shared client "api" is mutated by test code \(Timeout in TestSlow\) and used by parallel test TestFast; give each test its own client$`
	api.Get("http://example.com") // a second use in the same test is not reported again
	readonly.Get("http://example.com")
}

func TestResty(t *testing.T) {
	rc.SetRetryCount(3)                    // want `shared client "rc" is mutated here \(SetRetryCount\) and used by parallel test TestRestyParallel`
	rc.SetBaseURL("http://localhost:8080") // want `shared client "rc" is mutated here \(SetBaseURL\) and used by parallel test TestRestyParallel`
}

func TestRestyParallel(t *testing.T) {
	t.Parallel()
	rc.R().Get("/orders") // want `shared client "rc" is mutated by test code \(SetRetryCount in TestResty\) and used by parallel test TestRestyParallel`
}

func TestRetryParallel(t *testing.T) {
	t.Parallel()
	retry.RetryMax = 10 // want `shared client "retry" is mutated here \(RetryMax\) and used by parallel test TestRetryOther`
	retry.Get("http://example.com")
}

func TestRetryOther(t *testing.T) {
	t.Parallel()
	retry.Get("http://example.com") // want `shared client "retry" is mutated by test code \(RetryMax in TestRetryParallel\) and used by parallel test TestRetryOther`
}

func TestCopies(t *testing.T) {
	t.Parallel()
	c := *copied // a value copy: the shared client is not written
	c.Timeout = time.Second
	setTimeout(&c, time.Second)
	copied.Get("http://example.com")
}

func TestAlias(t *testing.T) {
	t.Parallel()
	c := alias
	c.Timeout = time.Second // want `shared client "alias" is mutated here \(Timeout\) and used by parallel test TestHelper`
}

func TestHelper(t *testing.T) {
	t.Parallel()
	alias.Get("http://example.com")    // want `shared client "alias" is mutated by test code \(Timeout in TestAlias\) and used by parallel test TestHelper`
	setTimeout(viaHelper, time.Second) // want `shared client "viaHelper" is mutated here \(Timeout, through setTimeout\) and used by parallel test TestHelperUser`
}

func TestHelperUser(t *testing.T) {
	t.Parallel()
	viaHelper.Get("http://example.com") // want `shared client "viaHelper" is mutated by test code \(Timeout in TestHelper\) and used by parallel test TestHelperUser`
}

func TestSetupOnly(t *testing.T) {
	t.Parallel()
	setupOnly.Get("http://example.com")
}

func TestBeforeParallel(t *testing.T) {
	onlySerial.Get("http://example.com") // before t.Parallel(): not a parallel use
	t.Parallel()
}

func TestOwnClient(t *testing.T) {
	t.Parallel()
	c := &http.Client{} // created in the test: not shared
	c.Timeout = time.Second
	c.Get("http://example.com")
}

func TestDialerTimeout(t *testing.T) {
	websocket.DefaultDialer.HandshakeTimeout = time.Second // want `shared websocket dialer "websocket.DefaultDialer" is mutated here \(HandshakeTimeout\) and used by parallel test TestDial; give each test its own websocket dialer; no automatic fix: it is declared in package websocket`
}

func TestDial(t *testing.T) {
	t.Parallel()
	websocket.DefaultDialer.Dial("ws://localhost/ws", nil) // want `shared websocket dialer "websocket.DefaultDialer" is mutated by test code \(HandshakeTimeout in TestDialerTimeout\) and used by parallel test TestDial`
	d := *websocket.DefaultDialer                          // a copy of the dialer: the shared one is not written
	d.Subprotocols = []string{"chat"}
	d.Dial("ws://localhost/ws", nil)
}

var table = &http.Client{}

func TestTableMutation(t *testing.T) {
	for _, d := range []time.Duration{time.Second, time.Minute} {
		t.Run(d.String(), func(t *testing.T) {
			t.Parallel()
			table.Timeout = d // want `shared client "table" is mutated here \(Timeout\) and used by parallel test TestTableMutation`
		})
	}
}
