// Package responses says what answer a request sent with net/http's defaults gets: whether
// it may come back without a body.
//
// That is what decides whether another test's (*httptest.Server).Close can fail the
// request. Close calls http.DefaultTransport.CloseIdleConnections, and the Transport puts
// a connection in its idle pool before the round trip returns only when the answer has no
// body: a HEAD, or a handler that writes nothing, answers 204 or 304, or returns before
// writing. A connection whose answer has a body stays busy until the body is read, out of
// Close's reach.
//
// A request is judged by its method, then by the handlers of the httptest servers it may
// go to (TargetServers: the server whose URL it is given, directly or through a client
// built from it), found where each server is created:
//
//	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
//		w.WriteHeader(http.StatusNoContent) // no body: BodyMayLack
//	}))
//	resp, err := http.Get(srv.URL) // BodyOf(call) == BodyMayLack
//
// A handler answers with a body when every path that does not fail the test writes one;
// a mux is read route by route against the request's method and path. Where no handler
// is in sight (a URL from a table, a server the code under test starts) the answer is
// BodyUnknown, which the default mode does not report.
package responses
