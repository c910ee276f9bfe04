package sharedsource

import (
	"context"
	"sync"
	"testing"

	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
)

// A package-level token source used by a parallel test and another test.
var src = oauth2.ReuseTokenSource(nil, oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "x"}))

func TestInvoices(t *testing.T) {
	t.Parallel()
	if _, err := src.Token(); err != nil { // want `token source src is shared by parallel test TestInvoices and test TestReports: a token that one test refreshes is the one the other retries with; create the token source in each test`
		t.Fatal(err)
	}
}

func TestReports(t *testing.T) {
	t.Parallel()
	_, _ = src.Token() // want `token source src is shared by parallel test TestReports and test TestInvoices`
}

// A source that a sequential test uses before the only parallel test resumes: nothing uses
// it at the same time.
var serialSrc = oauth2.ReuseTokenSource(nil, oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "x"}))

func TestSerialSource(t *testing.T) {
	_, _ = serialSrc.Token()
}

func TestParallelSource(t *testing.T) {
	t.Parallel()
	_, _ = serialSrc.Token()
}

// A sync.Once-guarded getter returning a client-credentials source cached at package level.
var (
	ccOnce   sync.Once
	ccSource oauth2.TokenSource
)

func source() oauth2.TokenSource {
	ccOnce.Do(func() {
		conf := &clientcredentials.Config{ClientID: "id", ClientSecret: "secret", TokenURL: "http://127.0.0.1/token"}
		ccSource = conf.TokenSource(context.Background())
	})
	return ccSource
}

func TestUsers(t *testing.T) {
	t.Parallel()
	_, _ = source().Token() // want `token source ccSource is shared by parallel test TestUsers and test TestGroups`
}

func TestGroups(t *testing.T) {
	t.Parallel()
	_, _ = source().Token() // want `token source ccSource is shared by parallel test TestGroups and test TestUsers`
}

// Used by one test only.
var soloSource = oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "solo"})

func TestSolo(t *testing.T) {
	t.Parallel()
	_, _ = soloSource.Token()
}

// Used by tests that do not run in parallel.
var seqSource = oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "seq"})

func TestSeq1(t *testing.T) { _, _ = seqSource.Token() }

func TestSeq2(t *testing.T) { _, _ = seqSource.Token() }

// A config is not a source: each test makes its own.
var conf = &oauth2.Config{ClientID: "id"}

func TestOwnSourceA(t *testing.T) {
	t.Parallel()
	ts := conf.TokenSource(context.Background(), &oauth2.Token{AccessToken: "a"})
	_, _ = ts.Token()
}

func TestOwnSourceB(t *testing.T) {
	t.Parallel()
	ts := conf.TokenSource(context.Background(), &oauth2.Token{AccessToken: "b"})
	_, _ = ts.Token()
}

// A static source never refreshes: sharing it is harmless.
var staticSource = oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "static"})

func TestStaticA(t *testing.T) {
	t.Parallel()
	_, _ = staticSource.Token()
}

func TestStaticB(t *testing.T) {
	t.Parallel()
	_, _ = staticSource.Token()
}

// Assigned in TestMain: shared like an initializer.
var mainSource oauth2.TokenSource

func TestMain(m *testing.M) {
	mainSource = oauth2.ReuseTokenSource(nil, oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "main"}))
	m.Run()
}

func TestMainSourceA(t *testing.T) {
	t.Parallel()
	_, _ = mainSource.Token() // want `token source mainSource is shared by parallel test TestMainSourceA and test TestMainSourceB`
}

func TestMainSourceB(t *testing.T) {
	t.Parallel()
	_, _ = mainSource.Token() // want `token source mainSource is shared by parallel test TestMainSourceB and test TestMainSourceA`
}

// A source from oauth2.Config.TokenSource, kept at package level.
var refreshing = conf.TokenSource(context.Background(), &oauth2.Token{RefreshToken: "r"})

func TestRefreshingA(t *testing.T) {
	t.Parallel()
	_, _ = refreshing.Token() // want `token source refreshing is shared by parallel test TestRefreshingA and test TestRefreshingB`
}

func TestRefreshingB(t *testing.T) {
	t.Parallel()
	_, _ = refreshing.Token() // want `token source refreshing is shared by parallel test TestRefreshingB and test TestRefreshingA`
}
