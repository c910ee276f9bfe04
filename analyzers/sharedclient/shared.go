package sharedclient

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// A sharedVar is a package-level shared transport and what test code does with it.
type sharedVar struct {
	v        *types.Var
	typ      types.Type // v's type, or the type of its initializer when v is an interface
	kind     parallel.TransportKind
	uses     []*parallel.Access // accesses from test regions, in source order
	setup    []*parallel.Access // accesses from TestMain and init
	mutation []*mutation        // mutation sites in test regions, one per node
	jar      token.Pos          // where it gets a cookie jar; NoPos when unknown or none
	hasJar   bool
	auth     *mutation // where test code sets auth state on a resty client
}

// A mutation is a write of a shared transport by test code.
type mutation struct {
	a     *parallel.Access
	label string // "Timeout", "SetAuthToken", "reassigned"
	via   string // the helper it goes through, if any
	known bool   // a known mutating method (preferred over the field writes inside it)
}

// restyMutators are the resty client methods that change what later requests send.
var restyMutators = map[string]bool{
	"SetAuthToken": true, "SetAuthScheme": true, "SetBasicAuth": true, "SetDigestAuth": true,
	"SetHeader": true, "SetHeaders": true, "SetHeaderVerbatim": true,
	"SetCookie": true, "SetCookies": true, "SetCookieJar": true,
	"SetBaseURL": true, "SetHostURL": true, "SetTimeout": true, "SetRetryCount": true,
	"SetRetryWaitTime": true, "SetRetryMaxWaitTime": true, "AddRetryCondition": true,
	"SetTransport": true, "SetTLSClientConfig": true, "SetProxy": true, "RemoveProxy": true,
	"SetQueryParam": true, "SetQueryParams": true, "SetPathParam": true, "SetPathParams": true,
	"SetRedirectPolicy": true, "SetError": true, "SetDebug": true,
	"OnBeforeRequest": true, "OnAfterResponse": true, "OnError": true, "SetPreRequestHook": true,
}

// restyAuth are the resty client methods and fields that hold per-user state.
var restyAuth = map[string]bool{
	"SetAuthToken": true, "SetAuthScheme": true, "SetBasicAuth": true, "SetDigestAuth": true,
	"SetHeader": true, "SetHeaders": true, "SetHeaderVerbatim": true,
	"SetCookie": true, "SetCookies": true,
	"Token": true, "UserInfo": true, "Cookies": true, "Header": true,
}

// collect groups the accesses to shared transports by variable, in order of first access.
func (c *checker) collect() []*sharedVar {
	byVar := make(map[*types.Var]*sharedVar)
	var order []*sharedVar
	get := func(v *types.Var) *sharedVar {
		if v == nil || parallel.IsHTTPDefault(v) {
			return nil
		}
		if sv, ok := byVar[v]; ok {
			return sv
		}
		var sv *sharedVar
		typ := c.res.HeldType(c.pass, v)
		if k := c.cls.Kind(typ); k != parallel.NotTransport {
			sv = &sharedVar{v: v, typ: typ, kind: k}
			order = append(order, sv)
		}
		byVar[v] = sv
		return sv
	}
	for _, a := range c.res.Setup {
		if sv := get(a.Var); sv != nil {
			sv.setup = append(sv.setup, a)
		}
	}
	for _, a := range c.res.Accesses {
		if a.Region == nil || a.Region.Test == nil || a.Node == nil {
			continue
		}
		if sv := get(a.Var); sv != nil && c.touchesTransport(sv, a) {
			sv.uses = append(sv.uses, a)
		}
	}
	for _, sv := range order {
		parallel.SortByPos(sv.uses)
		c.analyse(sv)
	}
	return order
}

// analyse finds the mutations, the cookie jar and the auth state of sv.
func (c *checker) analyse(sv *sharedVar) {
	if c.res.InitHasCookieJar(sv.v) {
		sv.hasJar, sv.jar = true, sv.v.Pos()
	}
	for _, a := range sv.setup {
		if c.res.GivesCookieJar(c.pass, sv.typ, a) && !sv.hasJar {
			sv.hasJar, sv.jar = true, a.Pos()
		}
	}
	byNode := make(map[token.Pos]*mutation)
	for _, a := range sv.uses {
		if c.res.GivesCookieJar(c.pass, sv.typ, a) && !sv.hasJar {
			sv.hasJar, sv.jar = true, a.Pos()
		}
		m := c.mutationOf(sv, a)
		if m == nil {
			continue
		}
		if sv.kind == parallel.RestyClient && sv.auth == nil && restyAuth[parallel.LastSegment(m.label)] {
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

// mutationOf returns the mutation a makes, or nil when it does not write sv.
func (c *checker) mutationOf(sv *sharedVar, a *parallel.Access) *mutation {
	m := &mutation{a: a, via: parallel.ViaName(c.pass, a)}
	if parallel.IsLibraryOwnState(c.pass, a) {
		return nil
	}
	switch a.Op {
	case parallel.Write:
		m.label = "reassigned"
	case parallel.FieldWrite, parallel.ElemWrite:
		if sv.kind != parallel.TransportWrapper && sv.kind != parallel.CustomTransport && parallel.ByOwnMethod(c.pass.TypesInfo, sv.typ, a) {
			// For a known library type only the methods known to change the configuration
			// count (as method calls); what else the library does with its own state is its
			// business. Methods of wrapper types and of -sharedclient.types types still count.
			return nil
		}
		m.label = a.Path
		if m.label == "" {
			m.label = "element"
		}
	case parallel.MethodCall:
		fn, _ := parallel.LookupPath(sv.typ, a.Path).(*types.Func)
		if !isMutator(fn) {
			return nil
		}
		m.label, m.known = a.Path, true
		if len(a.Via) > 0 && parallel.CalleeName(c.pass, a.Node) == parallel.FuncName(fn, c.pass.Pkg) {
			m.via = "" // the method itself, called directly
		}
	default:
		return nil
	}
	return m
}

// isMutator reports whether fn is a method known to change its receiver's configuration
// or state.
func isMutator(fn *types.Func) bool {
	if fn == nil {
		return false
	}
	if restyMutators[fn.Name()] && (parallel.IsRestyMethod(fn, fn.Name())) {
		return true
	}
	return parallel.FuncIs(fn, "net/http", "Transport", "RegisterProtocol") ||
		parallel.FuncIs(fn, "net/http/cookiejar", "Jar", "SetCookies")
}

// touchesTransport reports whether a concerns the transport that sv is or holds. For a
// struct that wraps a transport, only what reaches the transport counts: a write along the
// path to it (or of the transport itself, or of the variable), a read that selects it or
// passes the struct whole, a method of the struct or of the transport. Its other fields
// (a base URL, a version string, a flag) are plain data that no request carries over.
func (c *checker) touchesTransport(sv *sharedVar, a *parallel.Access) bool {
	if sv.kind != parallel.TransportWrapper {
		return true
	}
	t := sv.typ
	switch a.Op {
	case parallel.FieldWrite, parallel.ElemWrite:
		return a.Path == "" || c.cls.IsTransportPath(t, a.Path)
	case parallel.MethodCall:
		i := strings.LastIndex(a.Path, ".")
		return i < 0 || c.cls.IsTransportPath(t, a.Path[:i])
	case parallel.Read:
		n := a.Node
		if len(a.Via) > 0 {
			// In a helper: look at the read itself when the helper is in this package;
			// otherwise it may reach the transport.
			if n = parallel.VarRefAt(c.pass, sv.v, c.positions.Pos(a.Site)); n == nil {
				return true
			}
		}
		path := parallel.SelectedFields(c.pass, n)
		return path == "" || c.cls.IsTransportPath(t, path)
	}
	return true
}
