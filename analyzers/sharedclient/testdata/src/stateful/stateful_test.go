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
