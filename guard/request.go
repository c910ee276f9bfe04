package guard

import (
	"hash"
	"hash/fnv"
	"io"
	"net/http"
	"strings"
	"sync"
)

// A requestKey identifies a request that a test may send again: a retry has the same method,
// URL and body.
type requestKey struct {
	method, host, path, query string
	length                    int64 // of the body; its hash is compared when both are known
}

// An attempt is what the guard remembers of a test's first sending of a request, to compare
// its resends with.
type attempt struct {
	n       int
	inst    *instance
	body    *hashingBody      // nil without a body
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

// keyOf returns the request's key and whether it has a body. A RoundTripper cannot read a
// body before sending it (GetBody is not always a copy: retry libraries return the request's
// own reader, rewound), so the key has the body's length, and the body is hashed while the
// transport sends it (hashingBody): attempts with the same key whose bodies were both read to
// the end and differ are not resends.
func keyOf(req *http.Request) (key requestKey, hasBody bool) {
	u := req.URL
	key = requestKey{method: req.Method, host: u.Host, path: u.EscapedPath(), query: u.RawQuery}
	if req.Body == nil || req.Body == http.NoBody {
		return key, false
	}
	key.length = req.ContentLength
	return key, true
}

// hashingBody hashes a request body as the transport reads it, on whatever goroutine it
// writes the request.
type hashingBody struct {
	io.ReadCloser
	length int64 // ContentLength, -1 or 0 when unknown
	mu     sync.Mutex
	h      hash.Hash64
	n      int64
	done   bool // read to the end
}

func newHashingBody(rc io.ReadCloser, length int64) *hashingBody {
	return &hashingBody{ReadCloser: rc, length: length, h: fnv.New64a()}
}

func (b *hashingBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.mu.Lock()
	b.h.Write(p[:n])
	b.n += int64(n)
	if err == io.EOF || (b.length > 0 && b.n == b.length) {
		b.done = true
	}
	b.mu.Unlock()
	return n, err
}

// sum returns the body's hash, once it was read to the end.
func (b *hashingBody) sum() (uint64, bool) {
	if b == nil {
		return 0, false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.h.Sum64(), b.done
}

// differ says whether two bodies of the same length are known to differ.
func differ(a, b *hashingBody) bool {
	sa, oka := a.sum()
	sb, okb := b.sum()
	return oka && okb && sa != sb
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
