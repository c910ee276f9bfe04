// Package ignore is the example of a finding silenced with a reason.
package ignore

import (
	"net/http"
	"net/http/cookiejar"
	"testing"
)

//fixturelint:ignore sharedclient every test logs in as the same read-only user, so the jar holds one session
var api = newClient()

func newClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}

func TestProfile(t *testing.T) {
	t.Parallel()
	if resp, err := api.Get("http://localhost:8080/profile"); err == nil {
		resp.Body.Close()
	}
}

func TestOrders(t *testing.T) {
	t.Parallel()
	if resp, err := api.Get("http://localhost:8080/orders"); err == nil {
		resp.Body.Close()
	}
}
