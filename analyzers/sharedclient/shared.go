package sharedclient

import (
	"go/token"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/state"
)

// A sharedVar is a package-level shared transport and what test code does with it.
type sharedVar struct {
	*state.SharedTransport
	mutation []*mutation // mutation sites in test regions, one per node
	jar      token.Pos   // where it gets a cookie jar; NoPos when unknown or none
	hasJar   bool
	auth     *mutation // where test code sets auth state on a resty client
}

// A mutation is a write of a shared transport by test code.
type mutation struct {
	a     *flow.Access
	label string // "Timeout", "SetAuthToken", "reassigned"
	via   string // the helper it goes through, if any
	known bool   // a known mutating method (preferred over the field writes inside it)
}

// collect groups the accesses to shared transports by variable, in order of first access.
func (c *checker) collect() []*sharedVar {
	var out []*sharedVar
	for _, st := range state.SharedTransports(c.cls, c.pass, c.res, c.positions) {
		sv := &sharedVar{SharedTransport: st}
		c.analyse(sv)
		out = append(out, sv)
	}
	return out
}

// analyse finds the mutations, the cookie jar and the auth state of sv.
func (c *checker) analyse(sv *sharedVar) {
	sv.jar, sv.hasJar = sv.CookieJar(c.pass, c.res)
	byNode := make(map[token.Pos]*mutation)
	for _, a := range sv.Uses {
		m := c.mutationOf(sv, a)
		if m == nil {
			continue
		}
		if sv.Kind == httpfacts.RestyClient && sv.auth == nil && state.IsRestyAuthState(gocode.LastSegment(m.label)) {
			sv.auth = m
		}
		if prev, ok := byNode[a.Pos()]; ok {
			if m.known && !prev.known {
				*prev = *m
			}
			continue
		}
		byNode[a.Pos()] = m
		sv.mutation = append(sv.mutation, m)
	}
}

// mutationOf returns the mutation a makes (SharedTransport.Change), or nil when it does
// not change sv. Its label names the field or method, "element" or "reassigned".
func (c *checker) mutationOf(sv *sharedVar, a *flow.Access) *mutation {
	ch, ok := sv.Change(c.pass, a)
	if !ok {
		return nil
	}
	m := &mutation{a: a, label: a.Path, via: ch.Via, known: ch.Known}
	switch {
	case a.Op == flow.Write:
		m.label = "reassigned"
	case m.label == "":
		m.label = "element"
	}
	return m
}
