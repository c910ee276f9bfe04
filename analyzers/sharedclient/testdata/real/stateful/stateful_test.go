package stateful

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"os"
	"testing"
	"time"

	coder "github.com/coder/websocket"
	"github.com/go-resty/resty/v2"
	"github.com/gorilla/websocket"
)

func newJarClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}

// session has a cookie jar from its initializer.
var session = func() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Transport: &http.Transport{}}
}()

// viaConstructor gets its jar from a constructor of this package.
var viaConstructor = newJarClient()

// laterJar gets its jar in TestMain.
var laterJar = &http.Client{}

// mainClient is created in TestMain, with a jar.
var mainClient *http.Client

// noJar has an explicit nil jar: not reported.
var noJar = &http.Client{Jar: nil}

// rc gets an auth token in a test.
var rc = resty.New()

// initToken gets its token once, in TestMain: every test sees the same one, not reported.
var initToken = resty.New()

// conn is dialed in TestMain and used by two parallel tests.
var conn *websocket.Conn

// lonely is a connection that only one test uses: not reported.
var lonely *websocket.Conn

var cconn *coder.Conn

// dialer has no cookie jar: Dial stores cookies only in a jar that is set, so the shared
// dialer is not reported (nor is websocket.DefaultDialer).
var dialer = &websocket.Dialer{HandshakeTimeout: time.Second}

func TestMain(m *testing.M) {
	jar, _ := cookiejar.New(nil)
	laterJar.Jar = jar
	mainClient = &http.Client{Jar: jar}
	initToken.SetAuthToken("shared-token")
	conn, _, _ = websocket.DefaultDialer.Dial("ws://localhost/ws", nil)
	lonely, _, _ = websocket.DefaultDialer.Dial("ws://localhost/ws", nil)
	cconn, _, _ = coder.Dial(context.Background(), "ws://localhost/ws", nil)
	os.Exit(m.Run())
}

func TestCheckout(t *testing.T) {
	t.Parallel()
	session.Get("http://shop/cart")        // want `shared client "session" has a cookie jar and is used by parallel test TestCheckout; give each test its own client`
	viaConstructor.Get("http://shop/cart") // want `shared client "viaConstructor" has a cookie jar and is used by parallel test TestCheckout`
	laterJar.Get("http://shop/cart")       // want `shared client "laterJar" has a cookie jar and is used by parallel test TestCheckout; give each test its own client; no automatic fix: TestMain or init sets it up, so build it in each test instead$`
	mainClient.Get("http://shop/cart")     // want `shared client "mainClient" has a cookie jar and is used by parallel test TestCheckout`
	noJar.Get("http://shop/cart")
	initToken.R().Get("http://shop/cart")
}

func TestLogin(t *testing.T) {
	t.Parallel()
	rc.SetAuthToken("user-1") // want `shared client "rc" is mutated here \(SetAuthToken\) and used by parallel test TestOrders`
}

func TestOrders(t *testing.T) {
	t.Parallel()
	rc.R().Get("http://shop/orders") // want `shared client "rc" carries auth state set by test code \(SetAuthToken in TestLogin\) and is used by parallel test TestOrders; give each test its own client`
}

func TestSubscribe(t *testing.T) {
	t.Parallel()
	conn.WriteMessage(websocket.TextMessage, []byte("subscribe")) // want `shared websocket connection "conn" is used by parallel test TestSubscribe and by TestUnsubscribe; a connection supports one reader and one writer: give each test its own connection`
	conn.ReadMessage()
	lonely.ReadMessage()
	cconn.Write(context.Background(), coder.MessageText, nil) // want `shared websocket connection "cconn" is used by parallel test TestSubscribe and by TestUnsubscribe`
	dialer.Dial("ws://localhost/ws", nil)                     // no jar (the jar handling inside Dial gives none): not reported
	websocket.DefaultDialer.Dial("ws://localhost/ws", nil)    // likewise
}

func TestUnsubscribe(t *testing.T) {
	t.Parallel()
	conn.WriteMessage(websocket.TextMessage, []byte("unsubscribe")) // want `shared websocket connection "conn" is used by parallel test TestUnsubscribe and by TestSubscribe`
	cconn.Read(context.Background())                                // want `shared websocket connection "cconn" is used by parallel test TestUnsubscribe and by TestSubscribe`
	dialer.Dial("ws://localhost/ws", nil)                           // not reported, as in TestSubscribe
}

func TestSerialOnly(t *testing.T) {
	session.Get("http://shop/cart") // not parallel: not reported
}

// TestCart runs alongside TestCheckout: both get a diagnostic for each client with a jar.
func TestCart(t *testing.T) {
	t.Parallel()
	session.Get("http://shop/cart")        // want `shared client "session" has a cookie jar and is used by parallel test TestCart`
	viaConstructor.Get("http://shop/cart") // want `shared client "viaConstructor" has a cookie jar and is used by parallel test TestCart`
	laterJar.Get("http://shop/cart")       // want `shared client "laterJar" has a cookie jar and is used by parallel test TestCart`
	mainClient.Get("http://shop/cart")     // want `shared client "mainClient" has a cookie jar and is used by parallel test TestCart`
}

// soloJar has a cookie jar, but only one parallel test uses it while the sequential tests
// that also do have finished: nothing runs at the same time (strict mode reports it).
var soloJar = newJarClient()

func TestSoloJarSerial(t *testing.T) {
	soloJar.Get("http://shop/cart")
}

func TestSoloJar(t *testing.T) {
	t.Parallel()
	soloJar.Get("http://shop/cart")
}

// A looped parallel subtest runs alongside its other runs: one diagnostic for the test.
var loopJar = newJarClient()

func TestLoopJar(t *testing.T) {
	for _, user := range []string{"alice", "bob"} {
		t.Run(user, func(t *testing.T) {
			t.Parallel()
			loopJar.Get("http://shop/cart?user=" + user) // want `shared client "loopJar" has a cookie jar and is used by parallel test TestLoopJar`
		})
	}
}

// A subtest started once per call of a sequential helper closure... is still one at a time.
var seqLoopJar = newJarClient()

func TestSeqLoopJar(t *testing.T) {
	for _, user := range []string{"alice", "bob"} {
		t.Run(user, func(t *testing.T) {
			seqLoopJar.Get("http://shop/cart?user=" + user) // sequential subtests: one after another
		})
	}
}
