package httpfacts

import (
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// This file says which types are transport state that tests can share: HTTP clients and
// transports, the known client libraries' clients and connections, structs that hold one,
// and the types a flag names.

// A TransportKind is what sort of transport a type is (knowledge.TransportKind).
type TransportKind = knowledge.TransportKind

// The kinds of transport, as knowledge.KnownTransports gives them.
const (
	NotTransport     = knowledge.NotTransport
	HTTPClient       = knowledge.HTTPClient
	HTTPTransport    = knowledge.HTTPTransport
	RestyClient      = knowledge.RestyClient
	RetryableClient  = knowledge.RetryableClient
	WebsocketConn    = knowledge.WebsocketConn
	WebsocketDialer  = knowledge.WebsocketDialer
	TransportWrapper = knowledge.TransportWrapper
	CustomTransport  = knowledge.CustomTransport
)

// TransportTypes tells which types are transports, with the types that a check's flag adds.
// Answers are kept; one value serves one pass.
type TransportTypes struct {
	extra map[string]bool
	memo  map[types.Type]TransportKind
}

// NewTransportTypes returns a TransportTypes that also counts the comma-separated
// "import/path.Type" names of extra (a leading * is ignored) as CustomTransport.
func NewTransportTypes(extra string) *TransportTypes {
	c := &TransportTypes{extra: make(map[string]bool), memo: make(map[types.Type]TransportKind)}
	for _, name := range strings.Split(extra, ",") {
		if name = strings.TrimSpace(name); name != "" {
			c.extra[strings.TrimPrefix(name, "*")] = true
		}
	}
	return c
}

// Kind returns the kind of t, or of what it points to.
func (c *TransportTypes) Kind(t types.Type) TransportKind {
	if t == nil {
		return NotTransport
	}
	if k, ok := c.memo[t]; ok {
		return k
	}
	c.memo[t] = NotTransport // cuts cycles
	k := c.kindDepth(t, 0)
	c.memo[t] = k
	return k
}

func (c *TransportTypes) kindDepth(t types.Type, depth int) TransportKind {
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
			if k, ok := knowledge.KnownTransports[name]; ok {
				return k
			}
			if c.extra[name] {
				return CustomTransport
			}
			if knowledge.NotWrappers[name] {
				return NotTransport
			}
		}
	}
	if depth > 0 && IsDoer(t) {
		return HTTPClient // a field such as oapi-codegen's Client HttpRequestDoer
	}
	if depth >= 2 {
		return NotTransport
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return NotTransport
	}
	for i := 0; i < st.NumFields(); i++ {
		if c.kindDepth(st.Field(i).Type(), depth+1) != NotTransport {
			return TransportWrapper
		}
	}
	return NotTransport
}

// FieldKind classifies the type of a field, looking through pointers, slices, arrays and
// maps to their elements (ElemOf), and counting a Do(*http.Request) interface as a client.
func (c *TransportTypes) FieldKind(t types.Type) TransportKind {
	t = gocode.ElemOf(t)
	if k := c.Kind(t); k != NotTransport {
		return k
	}
	if IsDoer(t) {
		return HTTPClient
	}
	return NotTransport
}

// IsTransportPath reports whether the dotted field path, selected from a value of type t,
// leads to a transport or into one. Unknown fields count.
func (c *TransportTypes) IsTransportPath(t types.Type, path string) bool {
	for _, seg := range strings.Split(path, ".") {
		f := gocode.FieldOf(t, seg)
		if f == nil {
			return true
		}
		t = f.Type()
		if k := c.FieldKind(t); k != NotTransport && k != TransportWrapper {
			return true // the transport itself, or a field inside it
		}
	}
	return c.FieldKind(t) != NotTransport // a struct that holds the transport
}

// IsDoer reports whether t is an interface whose method set is that of a client: a
// Do(*http.Request) (*http.Response, error) method, as generated API clients declare.
func IsDoer(t types.Type) bool {
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
		if gocode.IsNamedOrPointer(sig.Params().At(0).Type(), "net/http", "Request") && gocode.IsNamedOrPointer(sig.Results().At(0).Type(), "net/http", "Response") {
			return true
		}
	}
	return false
}

// transportPkgs are the import paths of the known transport types; transportPkgNames their
// package names, as call paths (Access.Via) spell them.
var transportPkgs, transportPkgNames = func() (map[string]bool, map[string]bool) {
	paths, names := make(map[string]bool), make(map[string]bool)
	for name := range knowledge.KnownTransports {
		path := name[:strings.LastIndex(name, ".")]
		paths[path] = true
		names[path[strings.LastIndex(path, "/")+1:]] = true
	}
	names["resty"] = true // resty.dev/v3
	delete(names, "v3")
	delete(names, "v2")
	return paths, names
}()

// InTransportLibrary reports whether a is made inside the code of a known transport library
// that the test calls (websocket.Dialer.Dial, a resty request): what the library does with
// its own state tells nothing about how the test configured it.
func InTransportLibrary(info *types.Info, a *flow.Access) bool {
	if len(a.Via) == 0 {
		return false
	}
	if fn := gocode.FuncOf(info, a.Node); fn != nil && fn.Pkg() != nil {
		return transportPkgs[fn.Pkg().Path()]
	}
	callee := a.Via[0].Callee
	return transportPkgNames[callee[:max(strings.Index(callee, "."), 0)]]
}
