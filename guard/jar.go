package guard

import (
	"net/http"
	"net/url"
	"time"
)

// guardedJar records which test's response set each cookie, so that a request carrying a
// cookie another test received can be told apart from one carrying its own.
type guardedJar struct {
	inner http.CookieJar
	state *jarState
}

func (j *guardedJar) SetCookies(u *url.URL, cookies []*http.Cookie) {
	r := theRun
	tst := r.currentTest(bgContext)
	now := time.Now()
	r.mu.Lock()
	for _, c := range cookies {
		k := cookieKey{c.Name, hashString(c.Value)}
		setters := j.state.setters[k]
		if n := len(setters); n == 0 || setters[n-1].test != tst {
			j.state.setters[k] = append(setters, setter{test: tst, at: now})
		}
	}
	r.mu.Unlock()
	j.inner.SetCookies(u, cookies)
}

func (j *guardedJar) Cookies(u *url.URL) []*http.Cookie { return j.inner.Cookies(u) }
