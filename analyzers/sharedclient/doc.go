// Package sharedclient defines an Analyzer that finds HTTP clients, transports and websocket
// connections that parallel tests share while the state they carry changes.
//
// # Analyzer sharedclient
//
// sharedclient: find HTTP and websocket transport state shared by parallel tests
//
// A shared transport is a package-level variable, of the test package or of any package it
// imports (possibly assigned in TestMain or init), whose type is, or points to, one of
// net/http.Client, net/http.Transport, net/http.RoundTripper, the clients of
// github.com/go-resty/resty/v2 and github.com/hashicorp/go-retryablehttp, the Conn and Dialer
// of github.com/gorilla/websocket, the Conn of github.com/coder/websocket or
// nhooyr.io/websocket, a struct holding one of these (or an interface with the method
// Do(*http.Request) (*http.Response, error), as oapi-codegen clients do) in a field one or
// two levels deep (a generated API client, an SDK client), or a type named with
// -sharedclient.types. For such a struct only what reaches the transport counts: writing
// a field on the path to it (sdk.API.client.Timeout), the transport itself or the variable
// is a mutation, and reading the transport (or a struct on the path to it), passing the
// struct whole or calling its methods is a use. Its other fields (a base URL, a version, a
// proxy's Enabled flag) are plain data that requests do not carry from test to test.
//
// What runs at the same time is the engine's model of Go's test scheduler (see
// docs/scheduler.md): sequential top-level tests finish before any parallel test
// resumes, code before t.Parallel() runs alone, a parallel subtest runs after its parent's
// function has returned, and a parallel subtest started in a loop runs alongside its other
// runs. The checks, each reported with its own category:
//
// mutated: test code writes a shared transport after its initialization (a field, its
// Transport, Jar or TLSClientConfig, the variable itself, or a mutating method such as
// resty's SetAuthToken, SetHeader, SetCookie, SetBasicAuth, SetBaseURL, SetTimeout,
// SetRetryCount or OnBeforeRequest, also through an alias or a helper), and code that may run
// at the same time uses it. Each write site is reported once, at the write (inside a helper
// of the package when the helper names the variable; at the call when the helper changes
// what it is given), with the concurrent users as related information. A write that nothing
// running at the same time uses is not a mutated finding: a sequential test's write that
// another test inherits is leaked (below), and in strict mode a parallel test's write that
// other tests share is reported, and so is a sequential test's write that no test uses yet.
//
// stateful: a shared transport that accumulates state from one test to the next is used by
// a parallel test while another use may run at the same time: a client with a cookie jar, a
// resty client whose auth token, cookies or headers a test sets, a websocket connection (a
// connection supports one reader and one writer). Once per test, at its first such use. A
// client or dialer has a cookie jar when its
// initializer, TestMain, init or test code sets its Jar field to a value other than nil, or
// calls resty's SetCookieJar with one, or test code stores cookies in its jar. A variable of
// another package counts when its own package's initializer or init function gives it the
// jar (exported or not: tests reach an unexported client through the package's functions),
// also when it is declared as an interface with a Do method (var doer Doer =
// newClientWithJar()). What a
// library does with a jar inside its own methods gives none: gorilla's Dial stores the
// handshake's cookies only in a jar that is set, so websocket.DefaultDialer and a dialer
// built without a Jar are not reported. The jar that resty.New creates by itself is not
// counted either: every resty client has one, so the rule would report every shared resty
// client; strict mode does that.
//
// global-default: test code replaces or mutates http.DefaultClient or http.DefaultTransport,
// directly or through a library (httpmock.Activate, gock.New), while other test code may run:
// the code under test of every test that runs at the same time sends through the defaults
// without saying so, and gets the mock or loses it halfway. One finding per write site (a
// write in a sync.Once body is one write). A sequential test's write runs alone: when the
// test restores the default (defer or t.Cleanup, httpmock.DeactivateAndReset, Activate(t),
// gock.Off), nothing is reported; when it does not, see leaked. Calls that only clear the
// mocks (httpmock.Reset, gock.Flush) or put back one client (gock.RestoreClient) restore
// nothing, and gock.New replaces http.DefaultTransport even in a test that intercepts a
// client of its own. The defaults are found
// through any import path: a package that imports only gock is seen like one that also
// imports net/http.
//
// global-mock: test code uses a mocking library's one registry of mocks (httpmock's
// DefaultTransport, gock's mock list) while other test code that uses it may run: Activate,
// ActivateNonDefault, the package-level RegisterResponder functions, Reset, ZeroCallCounters,
// Deactivate and DeactivateAndReset, gock.New, InterceptClient, Off and Clean all reach it,
// whichever client each test sends through, so one test's reset removes another's
// responders and a request finds a sibling's mock. One finding per function (the test, or
// the helper of this package that does it), at its first access. For httpmock the way out is
// a mock transport per test (mock := httpmock.NewMockTransport(), registered on with
// mock.RegisterResponder, sent through by a client with Transport: mock); gock has no
// registry per test, so its tests pass the code under test an httptest.Server's URL or a
// transport of their own, or stay sequential. A finding here is not reported again as
// global-default at the same call.
//
// leaked (opt-in: -sharedclient.leaked or -sharedclient.strict; on suites it was not tuned
// on, most of its findings were changes that no later test's result depends on): a
// sequential test changes http.DefaultClient (its Timeout, Transport, Jar,
// CheckRedirect, or the variable), http.DefaultTransport (or a field of it, such as
// TLSClientConfig) or a shared transport of the package, and does not put it back when it
// ends, and a test that runs after it uses that state: a later test in go test's order
// (test files by name, then source order), or the parallel part of any parallel test,
// which go test resumes after every sequential test. A test that runs earlier sees the
// change only under -shuffle or -count and is not counted.
// A use of the defaults is a request through http.DefaultClient (named, aliased, or reached
// through a helper or a library whose summary reads it, like a constructor that wraps
// http.DefaultClient), through http.DefaultTransport (read by a library, or by a client
// without a Transport of its own), or http.Get, Head, Post and PostForm; a use of a shared
// transport is any use of the variable. A test that sets the same state itself before its
// use (a setup helper that builds the client again, a mock installed first) sees its own
// value and is not counted, nor is a read that only saves the value to put it back. Not a
// change left: one the test puts back later in its own body, where every passing run gets
// (DefaultClient = rest.DefaultClient as the test's last statement, not in a branch and
// with no return a passing run can take before it). Not a change: assigning a variable the
// expression it is declared with (a new client like the first), and a write that a package's own code makes to its own variable with a value no
// parameter gave it (httpmock.Activate recording the transport it found). One
// finding per write site, naming the state by its full path (http.DefaultClient.CheckRedirect)
// and the inheriting tests (related information, three and then "and N more"). The only
// automatic fix is global-default's for httpmock.Activate; otherwise restore the value with
// t.Cleanup (t.Cleanup(httpmock.DeactivateAndReset), t.Cleanup(gock.Off)) or give the test
// its own client: which value to restore, and whether the inheriting tests rely on the
// change, is for the author to say. With no other test that uses the state, strict mode
// reports the change alone.
//
// default-transport-close: test code sends a request through http.DefaultTransport
// (http.Get, http.Head, http.Post, http.PostForm, http.DefaultClient, an http.Client without
// a Transport, or a library's client or transport over it: go-vcr's recorder.New defaults
// the recorder's real transport to http.DefaultTransport unless an option sets one, and
// GetDefaultClient returns a client over the recorder; also through a helper that sends
// through the client it is given; or a function of the code under test or a library that
// sends with net/http's default client itself, whatever client the test holds, unless the
// test sets a flag on which that function returns before any such request: a bool
// parameter, or a bool field of its receiver given by the struct literal the receiver is
// built from, `if offline { return }`, passed on through constructors; once per
// test, at its first request, since a recorder may answer the later ones from its
// cassette) while an (*httptest.Server).Close may run at the same time:
// Close closes the idle connections of http.DefaultTransport, and the request can fail with
// "http: CloseIdleConnections called". A deferred or t.Cleanup Close runs when its test
// ends; a Close in a helper function, of the package or of another, counts in the tests
// that call the helper (or a function that calls it, or give it to t.Cleanup), at their
// end, when a returned or registered teardown runs; one that no test is seen to reach
// (through a function value) counts wherever other code runs alongside the request; a
// Close in TestMain never does. Only an answer without a body is at risk: net/http puts its
// connection back in the idle pool before the client has the response, while a connection
// whose body is still to be read is busy and no Close takes it. So default mode reports a
// HEAD (also one that a library function sends with the default client itself whenever a
// call does not fail first: not in a branch or loop, and no return before it but under `if
// err != nil`), and a request to an httptest server whose handler may answer without a body on a
// path that does not fail the test (it writes nothing, a 204 or 304, or returns before it
// writes without an error status: a handler that writes a body but answers 4xx or 5xx
// without one, or returns when a call it made failed, is taken to reject only requests its
// tests seldom send). Only the branches the request's method takes count: a POST does not
// take a preflight's `if r.Method == http.MethodOptions` 204, and a GET surely takes `if
// r.Method != http.MethodPost` with its bodiless 405 (the method of http.Get, http.Head,
// http.Post, or a constant one of http.NewRequest). The handler is read
// where the server is created, in the test or a helper of its package: a function, a
// function literal (or a local variable that holds one), a mux whose handlers all answer
// alike, or a value of a type whose ServeHTTP method the package declares (a server of the
// code under test); a call given the URLs of several servers (a token endpoint and an API)
// may send to any of them, and is at risk when one of them may answer without a body. A request
// whose handler always writes a body is not reported; one whose handler is not in sight (a
// URL from a table, a server or handler of another package) is reported in strict mode
// only.
//
// teardown-before-parallel: a test whose subtests call t.Parallel() tears a transport
// fixture down with defer (srv.Close, gock.Off, httpmock.DeactivateAndReset, a client's
// CloseIdleConnections): the deferred call runs when the parent function returns, which is
// before its paused parallel subtests run.
//
// A bad example, reported (stateful) when another parallel test uses the client too:
//
//	var session = func() *http.Client {
//		jar, _ := cookiejar.New(nil)
//		return &http.Client{Jar: jar, Transport: &http.Transport{}}
//	}()
//
//	func TestCheckout(t *testing.T) {
//		t.Parallel()
//		if _, err := Fetch(session, srv.URL, "/login?user=alice"); err != nil {
//			t.Fatal(err)
//		}
//		body, err := Fetch(session, srv.URL, "/checkout")
//		...
//	}
//
// The good one, which the suggested fix produces: every test builds its own client.
//
//	// newSession returns a new client for the test, built like the shared session.
//	func newSession(t testing.TB) *http.Client {
//		t.Helper()
//		c := func() *http.Client {
//			jar, _ := cookiejar.New(nil)
//			return &http.Client{Jar: jar, Transport: &http.Transport{}}
//		}()
//		return c
//	}
//
//	func TestCheckout(t *testing.T) {
//		t.Parallel()
//		session := newSession(t)
//		if _, err := Fetch(session, srv.URL, "/login?user=alice"); err != nil {
//			t.Fatal(err)
//		}
//		...
//	}
//
// Suggested fixes:
//
//   - mutated, stateful: when the variable is declared in the package with an initializer
//     that is self-contained (it refers to no package-level variable, and neither TestMain
//     nor init assigns the variable), a constructor newX(t testing.TB) is added once, built
//     from the initializer, with the matching teardown in t.Cleanup (CloseIdleConnections
//     only for a client with its own transport: on a client without one it would close the
//     idle connections of http.DefaultTransport). The test declares x := newX(t) right after
//     its t.Parallel() call. The fix is offered only where every use of the variable in that
//     test is written in the test's own body after that point, the test's *testing.T is in
//     scope under its name, and the test declares nothing else with the variable's name.
//   - default-transport-close: http.Get(srv.URL+...) becomes srv.Client().Get(...), and
//     http.DefaultClient.Do(req) becomes srv.Client().Do(req), when the request is made in
//     the test itself and mentions the URL of an httptest server in scope.
//   - teardown-before-parallel: defer srv.Close() becomes t.Cleanup(srv.Close).
//
// A finding without a fix ends with "no automatic fix:" and the reason, which says what to
// do instead: the variable belongs to another package, TestMain sets it up, or the test
// reaches it through a helper that should take the test's own client.
//
// Not reported: a shared *http.Client that nothing mutates and that holds no cookie jar or
// auth state (net/http clients are safe for concurrent use and meant to be reused); a shared
// transport used only by tests that are not parallel, or only before t.Parallel(); a value
// copy (d := *dialer, a struct passed by value) that is then mutated; a client created in
// the test or by a helper that builds a new one for each call; httptest.Server.Client();
// mutations in TestMain and init (initialization); the cookie jar that resty.New creates
// by itself (use -sharedclient.strict to report every shared resty client); the plain
// fields of a struct that wraps a transport; a request through http.DefaultTransport in a
// package whose only Close calls are in sequential tests or TestMain.
//
// Flags:
//
//	-sharedclient.strict
//		report every shared transport that a parallel test reaches, mutated or not, so
//		that each scenario gets its own transport handle (category "shared")
//	-sharedclient.leaked
//		report a sequential test's change of a shared transport or of the defaults that
//		later tests inherit (category "leaked"; implied by -sharedclient.strict)
//	-sharedclient.types=pkgpath.Type,...
//		more types to treat as shared transports, for example
//		example.com/sdk.Client (a pointer to such a type counts too)
package sharedclient
