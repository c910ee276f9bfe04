package closeitself

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"closeitself/notify"
)

func tokenHandler(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte(`{"access_token":"t"}`))
}

// The sender posts through http.DefaultClient to a handler that answers without a body,
// while the other parallel tests close their servers.
func TestSendEmptyAnswer(t *testing.T) {
	t.Parallel()
	accept := func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}
	tokenSrv := httptest.NewServer(http.HandlerFunc(tokenHandler))
	defer tokenSrv.Close()
	postSrv := httptest.NewServer(http.HandlerFunc(accept))
	defer postSrv.Close()
	s, err := NewSender(tokenSrv.URL, postSrv.URL)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Send([]byte("x")); err != nil { // want `s.Send in parallel test TestSendEmptyAnswer uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; it sends with net/http's default client itself; let it take a client, and give it one with a transport of its own`
		t.Fatal(err)
	}
}

// Both servers answer with a body: the connection stays busy until it is read, not reported.
func TestSendBodyAnswer(t *testing.T) {
	t.Parallel()
	accept := func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok"))
	}
	tokenSrv := httptest.NewServer(http.HandlerFunc(tokenHandler))
	defer tokenSrv.Close()
	postSrv := httptest.NewServer(http.HandlerFunc(accept))
	defer postSrv.Close()
	s, _ := NewSender(tokenSrv.URL, postSrv.URL)
	if err := s.Send([]byte("x")); err != nil {
		t.Fatal(err)
	}
}

// A method that sends nothing: not reported.
func TestURL(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer srv.Close()
	s, _ := NewSender(srv.URL, srv.URL)
	if s.URL() != srv.URL {
		t.Fatal("url")
	}
	if notify.Describe(srv.URL) == "" {
		t.Fatal("describe")
	}
}

// Another package's function sends with the default client itself, through one of this
// package's functions.
func TestForward(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer srv.Close()
	if err := Forward(srv.URL); err != nil { // want `Forward in parallel test TestForward uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; it sends with net/http's default client itself; let it take a client, and give it one with a transport of its own`
		t.Fatal(err)
	}
}

func bodyHandler(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte("archive"))
}

// The library sends a HEAD: its response has no body, though the handler writes one for a
// GET, so a Close elsewhere can fail it.
func TestFresh(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(bodyHandler))
	defer srv.Close()
	if _, err := notify.Fresh(srv.URL); err != nil { // want `notify.Fresh in parallel test TestFresh uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; it sends with net/http's default client itself; let it take a client, and give it one with a transport of its own`
		t.Fatal(err)
	}
}

// A GET to the same handler has a body: not reported.
func TestFetch(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(bodyHandler))
	defer srv.Close()
	if err := notify.Fetch(srv.URL); err != nil {
		t.Fatal(err)
	}
}

// A HEAD on some paths only (Sync asks with one when it holds a cached copy) is not counted:
// the GET it always sends has a body. Not reported.
func TestSync(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(bodyHandler))
	defer srv.Close()
	if err := notify.Sync(srv.URL, false); err != nil {
		t.Fatal(err)
	}
}

// A HEAD after a return that a call can take (Probe returns first without a cached copy) is
// not counted. Not reported.
func TestProbe(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(bodyHandler))
	defer srv.Close()
	if err := notify.Probe(srv.URL, false); err != nil {
		t.Fatal(err)
	}
}

// A request built as a HEAD whose method is set again before it is sent is not counted. Not
// reported.
func TestRecheck(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(bodyHandler))
	defer srv.Close()
	if err := notify.Recheck(srv.URL); err != nil {
		t.Fatal(err)
	}
}

func emptyHandler(w http.ResponseWriter, r *http.Request) {}

// Offline, the library returns before it sends (its constructor passes the flag to a field
// its method returns on). Not reported.
func TestArchiveOffline(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	if _, err := notify.OpenArchive(srv.URL, true); err == nil {
		t.Fatal("want an error offline")
	}
}

// Online, it gets the archive from a handler that answers without a body.
func TestArchiveOnline(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	if _, err := notify.OpenArchive(srv.URL, false); err != nil { // want `notify.OpenArchive in parallel test TestArchiveOnline uses http.DefaultTransport, whose idle connections every \(\*httptest.Server\).Close in this package closes; it sends with net/http's default client itself; let it take a client, and give it one with a transport of its own`
		t.Fatal(err)
	}
}

// The flag set in the test's own struct literal: not reported.
func TestLoadOffline(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	a := &notify.Archive{URL: srv.URL, Offline: true}
	if err := a.Load(); err == nil {
		t.Fatal("want an error offline")
	}
}

// The literal leaves the flag out, so it is false: the archive is fetched.
func TestLoadOnline(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	a := &notify.Archive{URL: srv.URL}
	if err := a.Load(); err != nil { // want `a.Load in parallel test TestLoadOnline uses http.DefaultTransport`
		t.Fatal(err)
	}
}

// The flag set after the literal: what it holds at the call is not read. Reported.
func TestLoadFlagSetLater(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	a := &notify.Archive{URL: srv.URL, Offline: true}
	a.Offline = false
	if err := a.Load(); err != nil { // want `a.Load in parallel test TestLoadFlagSetLater uses http.DefaultTransport`
		t.Fatal(err)
	}
}

// A negated flag in an || (`if url == "" || !online`): told it is offline, Mirror sends
// nothing. Not reported.
func TestMirrorLocal(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	if err := notify.Mirror(srv.URL, false); err != nil {
		t.Fatal(err)
	}
}

// Online, it does.
func TestMirrorOnline(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	if err := notify.Mirror(srv.URL, true); err != nil { // want `notify.Mirror in parallel test TestMirrorOnline uses http.DefaultTransport`
		t.Fatal(err)
	}
}

// A flag that does not return sends all the same. Reported.
func TestRefreshOffline(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	if err := notify.Refresh(srv.URL, true); err != nil { // want `notify.Refresh in parallel test TestRefreshOffline uses http.DefaultTransport`
		t.Fatal(err)
	}
}

// A return on the flag after a request does not keep that request from being sent. Reported.
func TestReplayOffline(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	if err := notify.Replay(srv.URL, true); err != nil { // want `notify.Replay in parallel test TestReplayOffline uses http.DefaultTransport`
		t.Fatal(err)
	}
}

// A method called on the receiver before the call may change the flag: not read, reported.
func TestLoadAfterGoOnline(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	a := &notify.Archive{URL: srv.URL, Offline: true}
	a.GoOnline()
	if err := a.Load(); err != nil { // want `a.Load in parallel test TestLoadAfterGoOnline uses http.DefaultTransport`
		t.Fatal(err)
	}
}

// The library calls a method on its receiver before it checks the flag: no guard, reported.
func TestLoadFreshOffline(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	a := &notify.Archive{URL: srv.URL, Offline: true}
	if err := a.LoadFresh(); err != nil { // want `a.LoadFresh in parallel test TestLoadFreshOffline uses http.DefaultTransport`
		t.Fatal(err)
	}
}

// A flag in an embedded struct is not read (the literal sets it through Settings): reported.
func TestStoreOffline(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(emptyHandler))
	defer srv.Close()
	s := &notify.Store{Settings: notify.Settings{Offline: true}, URL: srv.URL}
	if err := s.Load(); err != nil { // want `s.Load in parallel test TestStoreOffline uses http.DefaultTransport`
		t.Fatal(err)
	}
}
