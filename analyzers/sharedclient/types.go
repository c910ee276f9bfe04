package sharedclient

import (
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// A kind is what sort of shared transport a type is.
type kind int

const (
	notShared     kind = iota
	kindClient         // net/http.Client
	kindTransport      // net/http.Transport, net/http.RoundTripper
	kindResty          // resty clients
	kindRetryable      // go-retryablehttp clients
	kindConn           // websocket connections
	kindDialer         // websocket dialers
	kindWrapper        // a struct holding one of the above
	kindCustom         // named with -sharedclient.types
)

// noun is how messages call a shared transport of the kind.
func (k kind) noun() string {
	switch k {
	case kindTransport:
		return "transport"
	case kindConn:
		return "websocket connection"
	case kindDialer:
		return "websocket dialer"
	}
	return "client"
}

// known maps "pkgpath.Type" to the kind of the known transport types.
var known = map[string]kind{
	"net/http.Client":                               kindClient,
	"net/http.Transport":                            kindTransport,
	"net/http.RoundTripper":                         kindTransport,
	"github.com/go-resty/resty/v2.Client":           kindResty,
	"resty.dev/v3.Client":                           kindResty,
	"github.com/hashicorp/go-retryablehttp.Client":  kindRetryable,
	"github.com/gorilla/websocket.Conn":             kindConn,
	"github.com/gorilla/websocket.Dialer":           kindDialer,
	"github.com/coder/websocket.Conn":               kindConn,
	"nhooyr.io/websocket.Conn":                      kindConn,
	"github.com/go-openapi/runtime.ClientTransport": kindTransport,
}

// notWrappers are structs that hold a transport but are not one: a test server is the
// other end of the connection, and its Client() is made for tests to share.
var notWrappers = map[string]bool{
	"net/http/httptest.Server": true,
}

// A classifier tells which types are shared transports.
type classifier struct {
	extra map[string]bool
	memo  map[types.Type]kind
}

func newClassifier(extraTypes string) *classifier {
	c := &classifier{extra: make(map[string]bool), memo: make(map[types.Type]kind)}
	for _, name := range strings.Split(extraTypes, ",") {
		if name = strings.TrimSpace(name); name != "" {
			c.extra[strings.TrimPrefix(name, "*")] = true
		}
	}
	return c
}

// classify returns the kind of t, or of what it points to.
func (c *classifier) classify(t types.Type) kind {
	if t == nil {
		return notShared
	}
	if k, ok := c.memo[t]; ok {
		return k
	}
	c.memo[t] = notShared // cuts cycles
	k := c.classifyDepth(t, 0)
	c.memo[t] = k
	return k
}

func (c *classifier) classifyDepth(t types.Type, depth int) kind {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	named, ok := t.(*types.Named)
	if ok {
		named = named.Origin()
		obj := named.Obj()
		if obj.Pkg() != nil {
			name := obj.Pkg().Path() + "." + obj.Name()
			if k, ok := known[name]; ok {
				return k
			}
			if c.extra[name] {
				return kindCustom
			}
			if notWrappers[name] {
				return notShared
			}
		}
	}
	if depth > 0 && isDoer(t) {
		return kindClient // a field such as oapi-codegen's Client HttpRequestDoer
	}
	if depth >= 2 {
		return notShared
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return notShared
	}
	for i := 0; i < st.NumFields(); i++ {
		if c.classifyDepth(st.Field(i).Type(), depth+1) != notShared {
			return kindWrapper
		}
	}
	return notShared
}

// isDoer reports whether t is an interface whose method set is that of a client: a
// Do(*http.Request) (*http.Response, error) method, as generated API clients declare.
func isDoer(t types.Type) bool {
	it, ok := t.Underlying().(*types.Interface)
	if !ok {
		return false
	}
	for i := 0; i < it.NumMethods(); i++ {
		m := it.Method(i)
		sig, ok := m.Type().(*types.Signature)
		if m.Name() != "Do" || !ok || sig.Params().Len() != 1 || sig.Results().Len() != 2 {
			continue
		}
		if parallel.IsNamedOrPointer(sig.Params().At(0).Type(), "net/http", "Request") && parallel.IsNamedOrPointer(sig.Results().At(0).Type(), "net/http", "Response") {
			return true
		}
	}
	return false
}
