package guard

import (
	"context"
	"net/http"
)

var bgContext = context.Background()

// Client guards c's transport and cookie jar, in place, and returns c: every request sent
// through c, by any test, is watched as in Transport, and the jar's cookies are traced back to
// the test whose response set them. Guard a client once, before the tests use it; code that
// copied c.Transport or c.Jar before keeps the unguarded ones.
func Client(c *http.Client, opts ...Option) *http.Client {
	if c == nil {
		c = &http.Client{}
	}
	if !enabled {
		return c
	}
	rt := c.Transport
	if rt == nil {
		rt = http.DefaultTransport
	}
	inst := theRun.newInstance("client", rt, buildOptions(opts))
	if c.Jar != nil {
		state := &jarState{setters: map[cookieKey][]setter{}, slots: map[slotKey]slot{}}
		inst.jar = state
		c.Jar = &guardedJar{inner: c.Jar, state: state, inst: inst}
	}
	c.Transport = &guardedTransport{inst: inst}
	return c
}
