package knowledge

import "slices"

// This file is what the HTTP and websocket client libraries are, as the sharedclient and
// tokencache checks need it: which of their types are transport state that tests can share,
// which methods change what a client's later requests send, and which calls release a
// transport fixture. Keys are "pkgpath.Type" and "pkgpath.Type.Method"; the drift test
// (TestHTTPAPIsMatchTheLibraries) checks each against the real libraries that
// testdata/pins/current pins.

// A TransportKind is what sort of transport a type is.
type TransportKind int

const (
	NotTransport     TransportKind = iota
	HTTPClient                     // net/http.Client, or an interface with its Do method
	HTTPTransport                  // net/http.Transport, net/http.RoundTripper, an OpenAPI ClientTransport
	RestyClient                    // resty clients
	RetryableClient                // go-retryablehttp clients
	WebsocketConn                  // websocket connections
	WebsocketDialer                // websocket dialers
	TransportWrapper               // a struct holding one of the above (two levels deep)
	CustomTransport                // a type named with a check's flag
)

// KnownTransports maps "pkgpath.Type" to the kind of the known transport types: each holds
// connections, and, for clients, settings and per-user state (cookies, auth) that every
// request through it carries.
var KnownTransports = map[string]TransportKind{
	"net/http.Client":                               HTTPClient,
	"net/http.Transport":                            HTTPTransport,
	"net/http.RoundTripper":                         HTTPTransport,
	"github.com/go-resty/resty/v2.Client":           RestyClient,
	"resty.dev/v3.Client":                           RestyClient,
	"github.com/hashicorp/go-retryablehttp.Client":  RetryableClient,
	"github.com/gorilla/websocket.Conn":             WebsocketConn,
	"github.com/gorilla/websocket.Dialer":           WebsocketDialer,
	"github.com/coder/websocket.Conn":               WebsocketConn,
	"nhooyr.io/websocket.Conn":                      WebsocketConn,
	"github.com/go-openapi/runtime.ClientTransport": HTTPTransport,
}

// NotWrappers are structs that hold a transport but are not one: a test server is the
// other end of the connection, and its Client() is made for tests to share.
var NotWrappers = map[string]bool{
	"net/http/httptest.Server": true,
}

// BodyHandlers are the handlers ("pkgpath.Func", the function that returns one) whose every
// answer has a body: NotFoundHandler writes "404 page not found", a file server writes the
// file, a listing or an error text. A request to such a handler keeps its connection busy
// until the body is read, so a Close elsewhere cannot take it (sharedclient
// default-transport-close).
var BodyHandlers = map[string]bool{
	"net/http.NotFoundHandler": true,
	"net/http.FileServer":      true,
	"net/http.FileServerFS":    true,
}

// HeaderOnlyWriters are the functions given an http.ResponseWriter that set headers and
// write no body: SetCookie adds a Set-Cookie header.
var HeaderOnlyWriters = map[string]bool{
	"net/http.SetCookie": true,
}

// RestyPaths are the import paths of resty's clients, v2 and v3.
var RestyPaths = []string{"github.com/go-resty/resty/v2", "resty.dev/v3"}

// RestyMutators are the resty client methods that change what later requests send: its
// headers, auth, cookies, base URL, timeouts, retries, transport, proxy, parameters,
// redirect policy and hooks live in the client, not in the request.
var RestyMutators = map[string]bool{
	"SetAuthToken": true, "SetAuthScheme": true, "SetBasicAuth": true, "SetDigestAuth": true,
	"SetHeader": true, "SetHeaders": true, "SetHeaderVerbatim": true,
	"SetCookie": true, "SetCookies": true, "SetCookieJar": true,
	"SetBaseURL": true, "SetHostURL": true, "SetTimeout": true, "SetRetryCount": true,
	"SetRetryWaitTime": true, "SetRetryMaxWaitTime": true, "AddRetryCondition": true,
	"SetTransport": true, "SetTLSClientConfig": true, "SetProxy": true, "RemoveProxy": true,
	"SetQueryParam": true, "SetQueryParams": true, "SetPathParam": true, "SetPathParams": true,
	"SetRedirectPolicy": true, "SetError": true, "SetDebug": true,
	"OnBeforeRequest": true, "OnAfterResponse": true, "OnError": true, "SetPreRequestHook": true,
}

// RestyAuthState are the resty client methods and fields that hold per-user state: auth,
// headers and cookies that every later request of the client sends.
var RestyAuthState = map[string]bool{
	"SetAuthToken": true, "SetAuthScheme": true, "SetBasicAuth": true, "SetDigestAuth": true,
	"SetHeader": true, "SetHeaders": true, "SetHeaderVerbatim": true,
	"SetCookie": true, "SetCookies": true,
	"Token": true, "UserInfo": true, "Cookies": true, "Header": true,
}

// ConnectionClosers are the methods ("pkgpath.Type.Method") that release a transport
// fixture, their receiver: a test server's Close, a client's or transport's
// CloseIdleConnections, a websocket connection's Close.
var ConnectionClosers = map[string]bool{
	"net/http/httptest.Server.Close":                  true,
	"net/http/httptest.Server.CloseClientConnections": true,
	"net/http.Client.CloseIdleConnections":            true,
	"net/http.Transport.CloseIdleConnections":         true,
	"github.com/gorilla/websocket.Conn.Close":         true,
	"github.com/coder/websocket.Conn.Close":           true,
	"github.com/coder/websocket.Conn.CloseNow":        true,
	"nhooyr.io/websocket.Conn.Close":                  true,
	"nhooyr.io/websocket.Conn.CloseNow":               true,
}

// transportLibraries are the import paths of the types of KnownTransports.
var transportLibraries = func() map[string]bool {
	paths := make(map[string]bool)
	for key := range KnownTransports {
		paths[keyPath(key)] = true
	}
	return paths
}()

// IsTransportLibrary reports whether the package at path declares one of KnownTransports:
// an HTTP or websocket client library, whose types are clients, requests and connections
// rather than values a credential is kept in.
func IsTransportLibrary(path string) bool { return transportLibraries[path] }

// CookieJarHolders are the types ("pkgpath.Type") whose Jar field gives every request they
// make a cookie jar: a value of one built with a non-nil Jar carries per-user cookies that
// every test sharing it sends.
var CookieJarHolders = map[string]bool{
	"net/http.Client":                     true,
	"github.com/gorilla/websocket.Dialer": true,
}

// CookieJarHolderPath reports whether the package at path declares a type of
// CookieJarHolders, or a resty client, whose SetCookieJar gives it one.
func CookieJarHolderPath(path string) bool {
	for key := range CookieJarHolders {
		if keyPath(key) == path {
			return true
		}
	}
	return slices.Contains(RestyPaths, path)
}
