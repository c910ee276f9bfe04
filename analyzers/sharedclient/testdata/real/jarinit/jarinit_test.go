// Package jarinit holds the stateful cases of package-level clients of another package
// whose cookie jar is given where this package cannot see it (apiclient's init function, the
// initializer of an interface-typed variable): the engine's fact on the variable says it.
// The clients without a jar, in the same shapes, are safe to share.
package jarinit

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"example.com/real/jarinit/apiclient"
)

func server(t *testing.T) *httptest.Server {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.SetCookie(w, &http.Cookie{Name: "session", Value: r.URL.Path})
	}))
	t.Cleanup(s.Close)
	return s
}

func TestInitJarA(t *testing.T) {
	t.Parallel()
	apiclient.Get(server(t).URL + "/a") // want `shared client "apiclient.client" has a cookie jar and is used by parallel test TestInitJarA`
}

func TestInitJarB(t *testing.T) {
	t.Parallel()
	apiclient.Get(server(t).URL + "/b") // want `shared client "apiclient.client" has a cookie jar and is used by parallel test TestInitJarB`
}

func TestDoerJarA(t *testing.T) {
	t.Parallel()
	apiclient.Fetch(server(t).URL + "/a") // want `shared client "apiclient.doer" has a cookie jar and is used by parallel test TestDoerJarA`
}

func TestDoerJarB(t *testing.T) {
	t.Parallel()
	apiclient.Fetch(server(t).URL + "/b") // want `shared client "apiclient.doer" has a cookie jar and is used by parallel test TestDoerJarB`
}

func TestPlainA(t *testing.T) {
	t.Parallel()
	apiclient.GetPlain(server(t).URL + "/a")
	apiclient.FetchPlain(server(t).URL + "/a")
}

func TestPlainB(t *testing.T) {
	t.Parallel()
	apiclient.GetPlain(server(t).URL + "/b")
	apiclient.FetchPlain(server(t).URL + "/b")
}
