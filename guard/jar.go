package guard

import (
	"net/http"
	"net/url"
	"strings"
)

// guardedJar records which test's response set each cookie, so that a request carrying a
// cookie another test received can be told apart from one carrying its own.
type guardedJar struct {
	inner http.CookieJar
	state *jarState
	inst  *instance
}

func (j *guardedJar) SetCookies(u *url.URL, cookies []*http.Cookie) {
	r := theRun
	tst := r.currentTest(bgContext)
	r.mu.Lock()
	var cands []*finding
	for _, c := range cookies {
		if c == nil {
			continue
		}
		v := hashString(c.Value)
		k := cookieKey{c.Name, v}
		setters := j.state.setters[k]
		if n := len(setters); n == 0 || setters[n-1].test != tst {
			j.state.setters[k] = append(setters, setter{test: tst})
		}
		if u == nil {
			continue
		}
		sk := slotKey{c.Name, cookieHost(u, c), cookiePath(u, c)}
		if old, ok := j.state.slots[sk]; ok && old.test != nil && tst != nil && old.test != tst && old.value != v {
			// The response replaces a cookie that another test's response set: that test's
			// next request through this jar carries this one.
			cands = append(cands, &finding{Misroute: Misroute{Kind: "overwritten", Request: describeURL(u), Attempts: 1},
				inst: j.inst, test: old.test, other: tst, what: c.Name})
		}
		j.state.slots[sk] = slot{test: tst, value: v}
	}
	for _, c := range cands {
		r.addFinding(c)
	}
	r.mu.Unlock()
	j.inner.SetCookies(u, cookies)
}

func (j *guardedJar) Cookies(u *url.URL) []*http.Cookie { return j.inner.Cookies(u) }

// cookieHost is the host a cookie applies to: its Domain attribute, or the response's host.
func cookieHost(u *url.URL, c *http.Cookie) string {
	if c.Domain != "" {
		return strings.TrimPrefix(strings.ToLower(c.Domain), ".")
	}
	return strings.ToLower(u.Hostname())
}

// cookiePath is the path a cookie applies to: its Path attribute, or the directory of the
// request's path (RFC 6265, section 5.1.4).
func cookiePath(u *url.URL, c *http.Cookie) string {
	if strings.HasPrefix(c.Path, "/") {
		return c.Path
	}
	p := u.Path
	if i := strings.LastIndexByte(p, '/'); i > 0 {
		return p[:i]
	}
	return "/"
}

func describeURL(u *url.URL) string { return u.RequestURI() }
