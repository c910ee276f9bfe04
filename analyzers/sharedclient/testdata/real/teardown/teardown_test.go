package teardown

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/h2non/gock"
	"github.com/jarcoal/httpmock"
)

func handler(w http.ResponseWriter, r *http.Request) {}

func TestServer(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close() // want `deferred srv.Close runs when TestServer returns, before its parallel subtests run; use t.Cleanup\(srv.Close\)`
	for _, path := range []string{"/a", "/b"} {
		t.Run(path, func(t *testing.T) {
			t.Parallel()
			srv.Client().Get(srv.URL + path)
		})
	}
}

func TestMocks(t *testing.T) {
	client := &http.Client{}
	httpmock.ActivateNonDefault(client)
	defer httpmock.DeactivateAndReset() // want `deferred httpmock.DeactivateAndReset runs when TestMocks returns, before its parallel subtests run; use t.Cleanup\(httpmock.DeactivateAndReset\)`
	defer gock.Off()                    // want `deferred gock.Off runs when TestMocks returns, before its parallel subtests run; use t.Cleanup\(gock.Off\)`
	defer client.CloseIdleConnections() // want `deferred client.CloseIdleConnections runs when TestMocks returns`
	t.Run("a", func(t *testing.T) {
		t.Parallel()
		client.Get("http://example.com")
	})
}

func TestSerialSubtests(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close() // subtests are not parallel: they finish before the defer runs
	t.Run("a", func(t *testing.T) {
		srv.Client().Get(srv.URL)
	})
}

func TestGroup(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close() // the group subtest waits for its parallel subtests
	t.Run("group", func(t *testing.T) {
		t.Run("a", func(t *testing.T) {
			t.Parallel()
			srv.Client().Get(srv.URL)
		})
	})
}

func TestUnused(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer srv.Close() // the parallel subtest does not use the server
	t.Run("a", func(t *testing.T) {
		t.Parallel()
	})
}

func TestCleanup(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(handler))
	t.Cleanup(srv.Close) // already right
	t.Run("a", func(t *testing.T) {
		t.Parallel()
		srv.Client().Get(srv.URL)
	})
}

func TestClosure(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(handler))
	defer func() { srv.Close() }() // want `deferred function runs when TestClosure returns, before its parallel subtests run; use t.Cleanup`
	t.Run("a", func(t *testing.T) {
		t.Parallel()
		srv.Client().Get(srv.URL)
	})
}
