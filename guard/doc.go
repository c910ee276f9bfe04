// Package guard watches, while a test binary runs, the HTTP clients and transports that its
// tests share, and reports the requests that carry state another test running at the same time
// set or changed: the misrouting that fixturelint's analyzers predict from the code, seen on a
// real run. Two lines set it up:
//
//	func TestMain(m *testing.M) {
//		api = guard.Client(newAPIClient()) // watch a client that tests share (its Transport and Jar)
//		os.Exit(guard.Main(m))             // run the tests; report, and fail the binary on misrouting
//	}
//
// Transport guards a RoundTripper alone (http.DefaultTransport = guard.Transport(nil) watches
// every client without a transport of its own, oauth2's included).
//
// # What it reports
//
// Per guarded client or transport (an instance):
//
//   - overlaps: requests of two tests in flight at the same time. A client is safe for
//     concurrent use, so an overlap is only counted, never a failure.
//   - cookie: a request carries a cookie that the jar received in a response to another test.
//   - overwritten: a response to one test replaces, in the shared jar, a cookie that another
//     test received (same name, host and path, another value): that test's next request
//     carries it, even if none did yet.
//   - credential: a test sends an auth header value (Authorization, Proxy-Authorization,
//     X-Api-Key, X-Auth-Token) that another test sends too, and one of them was first to
//     send a new value after it: a shared credential that one test rotates (a token refresh,
//     a new login) under the other.
//   - retry: a test sends a request again (same method, URL and body) and a cookie or auth
//     header of the resend was set by another test after the first attempt.
//   - moved: a resend leaves through another instance than the first attempt, one that
//     another test used first (the shared client was replaced in between).
//
// All but overlaps are misroutes, and only between tests that ran at the same time: a test's
// span runs from Track (or its first request) to its end (or its last request); state left by
// a test that had finished is not reported. A tracked test is failed with t.Error; Main
// prints a summary, writes JSON with -guard.json=FILE or FIXTURELINT_GUARD_JSON=FILE, and
// returns 1 when there was a misroute. FIXTURELINT_GUARD=off turns the guard into a no-op.
//
// # Which test sent a request
//
// In this order: the test in the request's context (Context); the test tracked on the calling
// goroutine (Track); the test whose goroutine the request is sent on, found once per goroutine
// from its stack (the function that testing.tRunner runs); the known test whose goroutine
// started the calling one. Tests found from the stack are named after their test function:
// "TestX", or "TestX/*" for a subtest, told apart by goroutine when several share a name; use
// Track for t.Name(). Requests from goroutines two steps away from a test, from TestMain or
// from init belong to no test and are only counted.
//
// The goroutine id is read from the runtime's goroutine structure at an offset found at start
// (on amd64 and arm64; elsewhere, or when the offset cannot be found, it is parsed from
// runtime.Stack, which costs a traceback per request).
//
// # Spans
//
// Each attempt is an OpenTelemetry client span (the global tracer provider unless
// WithTracerProvider gives one; none while no provider is set) with test.name, test.worker (a
// small index, reused once a tracked test ends), http.request.resend_count on resends,
// fixturelint.transport.id and fixturelint.misrouted, and a fixturelint.misrouted event
// naming the other test (fixturelint.other_test) and what changed (fixturelint.changed) for
// each misroute known when the attempt ends. WithTestHeaders also sets X-Test-Run-Id and
// X-Test-Name on the requests.
//
// # Limits
//
// A body is compared by its length and by a hash taken while the transport sends it: two
// requests of one test to one URL with bodies of the same length count as a resend unless
// both were read to the end and differ. Retries are recognized by what is sent again, not by
// a library's attempt counter. Cookies are attributed through a guarded jar only; with
// Transport alone, only auth headers are compared. A misroute found after the misrouted
// test ended fails the binary through Main, not the test. Credentials and cookie values are
// kept as hashes only.
package guard
