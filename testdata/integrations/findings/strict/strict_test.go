package strict

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// api carries no per-test state: it is reported only by -sharedclient.strict.
var api = &http.Client{Transport: &http.Transport{}, Timeout: 5 * time.Second}

func TestPing(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	t.Cleanup(srv.Close)
	resp, err := api.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
