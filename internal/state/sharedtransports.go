package state

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/report"
)

// A SharedTransport is a package-level variable (other than net/http's defaults) that is or
// holds a transport, and what test code does with it.
type SharedTransport struct {
	Var   *types.Var
	Type  types.Type // Var's type, or the type of its initializer when Var is an interface
	Kind  httpfacts.TransportKind
	Uses  []*flow.Access // accesses from test regions that concern the transport, in source order
	Setup []*flow.Access // accesses from TestMain and init
}

// SharedTransports returns the package-level variables that the accesses of res reach and
// that are transports of types (Kind of Result.HeldType), in order of first access, each
// with its uses and setup accesses. For a struct that wraps a transport, only the accesses
// that reach the transport are uses (TouchesTransport). positions converts the sites of
// accesses made in helpers.
func SharedTransports(c *httpfacts.TransportTypes, pass *analysis.Pass, res *parallel.Result, positions *report.Positions) []*SharedTransport {
	byVar := make(map[*types.Var]*SharedTransport)
	var order []*SharedTransport
	get := func(v *types.Var) *SharedTransport {
		if v == nil || httpfacts.IsHTTPDefault(v) {
			return nil
		}
		if st, ok := byVar[v]; ok {
			return st
		}
		var st *SharedTransport
		typ := report.HeldType(res, pass, v)
		k := c.Kind(typ)
		if k == httpfacts.NotTransport && httpfacts.IsDoer(typ) && res.HTTP().InitHasCookieJar(v) {
			// An interface variable of another package whose initializer (unseen here)
			// gives a client a cookie jar, as its package's fact says.
			k = httpfacts.HTTPClient
		}
		if k != httpfacts.NotTransport {
			st = &SharedTransport{Var: v, Type: typ, Kind: k}
			order = append(order, st)
		}
		byVar[v] = st
		return st
	}
	for _, a := range res.Setup {
		if st := get(a.Var); st != nil {
			st.Setup = append(st.Setup, a)
		}
	}
	for _, a := range res.Accesses {
		if a.Region == nil || a.Region.Test == nil || a.Node == nil {
			continue
		}
		if st := get(a.Var); st != nil && TouchesTransport(c, pass, positions, st, a) {
			st.Uses = append(st.Uses, a)
		}
	}
	for _, st := range order {
		SortByPos(st.Uses)
	}
	return order
}

// TouchesTransport reports whether a concerns the transport that st is or holds. For a
// struct that wraps a transport, only what reaches the transport counts: a write along the
// path to it (or of the transport itself, or of the variable), a read that selects it or
// passes the struct whole, a method of the struct or of the transport. Its other fields
// (a base URL, a version string, a flag) are plain data that no request carries over.
func TouchesTransport(c *httpfacts.TransportTypes, pass *analysis.Pass, positions *report.Positions, st *SharedTransport, a *flow.Access) bool {
	if st.Kind != httpfacts.TransportWrapper {
		return true
	}
	t := st.Type
	switch a.Op {
	case flow.FieldWrite, flow.ElemWrite:
		return a.Path == "" || c.IsTransportPath(t, a.Path)
	case flow.MethodCall:
		i := strings.LastIndex(a.Path, ".")
		return i < 0 || c.IsTransportPath(t, a.Path[:i])
	case flow.Read:
		n := a.Node
		if len(a.Via) > 0 {
			// In a helper: look at the read itself when the helper is in this package;
			// otherwise it may reach the transport.
			if n = gocode.VarRefAt(pass, st.Var, positions.Pos(a.Site)); n == nil {
				return true
			}
		}
		path := gocode.SelectedFields(pass, n)
		return path == "" || c.IsTransportPath(t, path)
	}
	return true
}

// CookieJar returns where st gets a cookie jar: its declaration when its initializer gives
// it one, the assignment in an init function that does (httpfacts.Facts.InitHasCookieJar; for another
// package's variable, its declaration), else the first setup access and then the first use
// that gives it one (httpfacts.Facts.GivesCookieJar); false when nothing does.
func (st *SharedTransport) CookieJar(pass *analysis.Pass, res *parallel.Result) (token.Pos, bool) {
	if res.HTTP().InitHasCookieJar(st.Var) {
		if at := res.HTTP().InitJarAt(st.Var); at.IsValid() {
			return at, true
		}
		return st.Var.Pos(), true
	}
	for _, accs := range [][]*flow.Access{st.Setup, st.Uses} {
		for _, a := range accs {
			if res.HTTP().GivesCookieJar(pass, st.Type, a) {
				return a.Pos(), true
			}
		}
	}
	return token.NoPos, false
}

// SetupWrites returns the writes and method calls of the variable by TestMain and init
// functions: the setup that a test's own copy of the variable would miss.
func (st *SharedTransport) SetupWrites() []*flow.Access {
	var ws []*flow.Access
	for _, a := range st.Setup {
		if a.Op.IsWrite() || a.Op == flow.MethodCall {
			ws = append(ws, a)
		}
	}
	return ws
}
