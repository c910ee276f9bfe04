package noclose

import (
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
)

// No test of this package closes an httptest server while parallel tests run: http.Get is
// not reported. The sequential tests below finish before the parallel ones are released,
// and TestMain closes its server after every test has finished.
func TestGet(t *testing.T) {
	t.Parallel()
	http.Get("http://example.com")
}

func TestMain(m *testing.M) {
	srv := httptest.NewServer(http.NotFoundHandler())
	code := m.Run()
	srv.Close()
	os.Exit(code)
}

func TestSequentialDefer(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	srv.Client().Get(srv.URL)
}

func TestSequentialCleanup(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(srv.Close)
}
