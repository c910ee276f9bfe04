package guard

import (
	"hash/fnv"
	"io"
	"net/http"
	"strings"
)

// A requestKey identifies a request that a test may send again: a retry has the same method,
// URL and body.
type requestKey struct {
	method, host, path, query string
	body                      uint64
}

// An attempt is what the guard remembers of a test's first sending of a request, to compare
// its resends with.
type attempt struct {
	n       int
	inst    *instance
	cookies map[string]uint64 // cookie name -> hash of the value it carried
	auth    map[string]uint64 // auth header -> hash of its value
}

// authHeaders are the request headers that carry credentials. A shared wrapper or client that
// sets one carries it into every test's requests.
var authHeaders = []string{"Authorization", "Proxy-Authorization", "X-Api-Key", "X-Auth-Token"}

// A scopeKey is where an auth header applies: one header to one host through one instance.
type scopeKey struct {
	inst       int
	name, host string
}

// A credKey is one value of an auth header in a scope (hashed: the guard keeps no secrets).
type credKey struct {
	scope scopeKey
	value uint64
}

// A cookieKey is a cookie as a jar hands it out (hashed value).
type cookieKey struct {
	name  string
	value uint64
}

func hashString(s string) uint64 {
	h := fnv.New64a()
	io.WriteString(h, s)
	return h.Sum64()
}

// maxHashedBody bounds how much of a body is read to tell retries from new requests.
const maxHashedBody = 1 << 20

// keyOf returns the request's key. The body is read through GetBody (set by http.NewRequest
// for in-memory bodies and by retry libraries); a body without GetBody cannot be read twice,
// so such a request is never taken for a retry (ok is false).
func keyOf(req *http.Request) (key requestKey, ok bool) {
	u := req.URL
	key = requestKey{method: req.Method, host: u.Host, path: u.EscapedPath(), query: u.RawQuery}
	if req.Body == nil || req.Body == http.NoBody {
		return key, true
	}
	if req.GetBody == nil {
		return key, false
	}
	body, err := req.GetBody()
	if err != nil {
		return key, false
	}
	defer body.Close()
	h := fnv.New64a()
	if _, err := io.Copy(h, io.LimitReader(body, maxHashedBody)); err != nil {
		return key, false
	}
	key.body = h.Sum64()
	return key, true
}

// requestCookies returns the cookies of the request's Cookie headers, values hashed.
func requestCookies(req *http.Request) map[string]uint64 {
	lines := req.Header["Cookie"]
	if len(lines) == 0 {
		return nil
	}
	cookies := map[string]uint64{}
	for _, line := range lines {
		for part := range strings.SplitSeq(line, ";") {
			name, value, ok := strings.Cut(strings.TrimSpace(part), "=")
			if ok && name != "" {
				cookies[name] = hashString(value)
			}
		}
	}
	return cookies
}

// requestAuth returns the auth headers of the request, values hashed.
func requestAuth(req *http.Request) map[string]uint64 {
	var auth map[string]uint64
	for _, name := range authHeaders {
		if v := req.Header.Get(name); v != "" {
			if auth == nil {
				auth = map[string]uint64{}
			}
			auth[name] = hashString(v)
		}
	}
	return auth
}

// describe says what a report calls a request: "GET /me".
func describe(req *http.Request) string {
	return req.Method + " " + req.URL.RequestURI()
}
