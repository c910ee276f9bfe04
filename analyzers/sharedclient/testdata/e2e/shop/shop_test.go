package shop

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"testing"

	"github.com/go-resty/resty/v2"
	"github.com/hashicorp/go-retryablehttp"
)

// session keeps the cookies of every test that uses it.
var session = func() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Transport: &http.Transport{}}
}()

// rc is a resty client that a test logs in.
var rc = resty.New()

// retry is a retrying client whose settings a test changes.
var retry = retryablehttp.NewClient()

// newServer starts a server that answers every path with the path and the cookie it got.
func newServer(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/health" {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		if c, err := r.Cookie("cart"); err == nil {
			io.WriteString(w, "cart="+c.Value+" ")
		}
		http.SetCookie(w, &http.Cookie{Name: "cart", Value: r.URL.Path, Path: "/"})
		io.WriteString(w, r.URL.Path)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestCart(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	body, err := Fetch(session, srv.URL, "/cart")
	if err != nil || body != "/cart" {
		t.Fatalf("Fetch = %q, %v; want a fresh session", body, err)
	}
}

func TestCheckout(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	body, err := Fetch(session, srv.URL, "/checkout")
	if err != nil || body != "/checkout" {
		t.Fatalf("Fetch = %q, %v; want a fresh session", body, err)
	}
}

func TestLogin(t *testing.T) {
	t.Parallel()
	rc.SetAuthToken("user-1")
	srv := newServer(t)
	resp, err := rc.R().Get(srv.URL + "/login")
	if err != nil || resp.StatusCode() != http.StatusOK {
		t.Fatalf("login: %v, %v", resp, err)
	}
}

func TestOrders(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	resp, err := rc.R().Get(srv.URL + "/orders")
	if err != nil || resp.StatusCode() != http.StatusOK {
		t.Fatalf("orders: %v, %v", resp, err)
	}
}

func TestRetryOnce(t *testing.T) {
	t.Parallel()
	retry.RetryMax = 1
	srv := newServer(t)
	resp, err := retry.Get(srv.URL + "/once")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestRetryDefault(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	resp, err := retry.Get(srv.URL + "/default")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestHealth(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	resp, err := http.Get(srv.URL + "/health")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestPaths(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, r.URL.Path)
	}))
	defer srv.Close()
	for _, path := range []string{"/a", "/b"} {
		t.Run(path, func(t *testing.T) {
			t.Parallel()
			c := &http.Client{Transport: &http.Transport{}}
			defer c.CloseIdleConnections()
			body, err := Fetch(c, srv.URL, path)
			if err != nil || body != path {
				t.Fatalf("Fetch(%s) = %q, %v", path, body, err)
			}
		})
	}
}
