package guardexample

import (
	"net/http"
	"os"
	"testing"

	"github.com/fixturelint/fixturelint/guard"
)

var api *http.Client

func TestMain(m *testing.M) {
	api = guard.Client(newAPIClient()) // watch a client that tests share (its Transport and Jar)
	os.Exit(guard.Main(m))             // run the tests; report, and fail the binary on misrouting
}

func TestProfile(t *testing.T) {
	t.Parallel()
	guard.Track(t) // reports use t.Name(), and a misrouted request fails this test
	req, err := http.NewRequestWithContext(guard.Context(t), "GET", "http://localhost:8080/profile", nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp, err := api.Do(req); err == nil {
		resp.Body.Close()
	}
}
