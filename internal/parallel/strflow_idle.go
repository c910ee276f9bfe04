package parallel

import (
	"go/ast"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A consumer that a test builds, lets join its group, and only closes neither reads nor
// moves the group's committed offsets. A client library commits only the positions of
// messages it delivered to its caller, or that the caller marked or gave it: a member that
// is handed no message and no position re-commits, at most, the offsets it found. A test
// of a client library that checks what a join does (a second consumer on one client is
// refused, closing twice is fine) is such a test:
//
//	c1, err := cluster.NewConsumerFromClient(client, testGroup, topics)
//	Expect(err).NotTo(HaveOccurred())
//	Expect(c1.Close()).To(Succeed())
//
// It leaves nothing for the group's other tests and depends on nothing they leave, so
// it is no party to a reuse of the group between tests (FlowUse.Idle). Running at the
// same time as another member, it still takes partitions away from it: concurrent joins
// count whatever the consumers do.
//
// The engine can tell that the test holds the library's own consumer, not a wrapper that
// reads from one inside (a service whose constructor starts a loop that consumes and
// commits, and whose handle the test only closes), only when the test calls the library
// that sends the group protocol's requests itself (sfGroupRequestSinks): the function
// called, declared outside test files, is of the package that sends the request, and
// returns a consumer of a type of that package; none of its arguments can take messages
// back to the test (a handler, a callback, a channel), by the argument's type or by the
// parameter's (a handler struct of the test's, given as an interface), nor holds an
// interface whose methods take the library's values (a configuration's handler field;
// a logger's or a registry's fields are dependencies). Then
// every use of what it returns (Result.ValueUses) must be a call of a method that takes
// nothing and gives back at most an error (Close, Stop, a commit of what was marked): such
// a call hands the consumer no message and no position, and the test none. Any other use
// (a method with arguments or other results, a function the consumer is handed to, a
// field it is stored in) counts: the test may read or mark.

// markIdle sets FlowUse.Idle on the uses whose consumer the test only joins and closes.
func (a *StringFlow) markIdle(uses []*FlowUse) {
	for _, u := range uses {
		u.Idle = a.idle(u)
	}
}

func (a *StringFlow) idle(u *FlowUse) bool {
	if !sfSendsGroupRequest(u.Sink) || !u.Site.IsValid() || len(u.Via) == 0 {
		return false
	}
	call, ok := u.Node.(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(a.pass.TypesInfo, call).(*types.Func)
	if fn == nil || !fn.Pos().IsValid() {
		return false
	}
	if !constructsHandle(fn) {
		return false // a function that sends what it is given: the test's own request
	}
	decl := a.pass.Fset.Position(fn.Pos()).Filename
	if decl == "" || strings.HasSuffix(decl, "_test.go") || filepath.Dir(decl) != filepath.Dir(u.Site.Filename) {
		return false // a wrapper, or the test's own helper: it may read what it builds
	}
	for i, arg := range call.Args {
		// The parameter's type too: a handler of the test's own (a struct with a Handle
		// method, no function among its fields) is a callback once it is an interface.
		if mayCallBack(a.pass.TypesInfo.TypeOf(arg), 0, fn.Pkg()) || mayCallBack(paramType(fn.Signature(), i, call.Ellipsis.IsValid()), 0, fn.Pkg()) {
			return false // a handler, a channel, a function: messages may reach the test there
		}
	}
	uses, ok := a.res.ValueUses(call)
	if !ok || uses.Escapes || uses.Returned {
		return false
	}
	for _, m := range uses.Methods {
		if !handsNothing(m) {
			return false
		}
	}
	return true
}

// constructsHandle reports whether fn returns, first, a consumer of its own package: a
// value (or a pointer to one) of a named type that fn's package declares.
func constructsHandle(fn *types.Func) bool {
	res := fn.Signature().Results()
	if res.Len() == 0 {
		return false
	}
	named, _ := types.Unalias(Deref(res.At(0).Type())).(*types.Named)
	return named != nil && !types.IsInterface(named) && named.Obj().Pkg() == fn.Pkg()
}

// paramType returns the type of the parameter that argument i of a call of sig is for:
// an element of a variadic parameter's slice unless the call spreads a slice (f(xs...)),
// nil when there is none.
func paramType(sig *types.Signature, i int, spread bool) types.Type {
	params := sig.Params()
	last := params.Len() - 1
	switch {
	case sig.Variadic() && i >= last && !spread:
		if s, ok := params.At(last).Type().Underlying().(*types.Slice); ok {
			return s.Elem()
		}
		return nil
	case i <= last:
		return params.At(i).Type()
	}
	return nil
}

// handsNothing reports whether a call of method m can hand its receiver nothing and give
// back nothing but an error: it takes no arguments and has no result, or only an error.
func handsNothing(m *types.Func) bool {
	sig := m.Signature()
	if sig.Params().Len() > 0 {
		return false
	}
	for i := 0; i < sig.Results().Len(); i++ {
		if !types.Identical(sig.Results().At(i).Type(), types.Universe.Lookup("error").Type()) {
			return false
		}
	}
	return true
}

// mayCallBack reports whether a value of type t can take messages back to the code that
// hands it over: a function, a channel or an interface (a handler; a context and an error
// cannot), or a value that holds a function or a channel a few levels down (a
// configuration's callback), or an interface whose methods take what the library lib (or
// sarama) hands over: a configuration's handler field (handsLibraryValue).
func mayCallBack(t types.Type, depth int, lib *types.Package) bool {
	if t == nil {
		return true
	}
	if depth > maxCallBackDepth {
		return false
	}
	if IsNamed(t, "context", "Context") || types.Identical(t, types.Universe.Lookup("error").Type()) {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return false
	case *types.Interface:
		// An interface field of a configuration is a dependency (a logger, a metrics
		// registry), unless the library hands its methods values of its own.
		return depth == 0 || handsLibraryValue(u, lib)
	case *types.Signature, *types.Chan:
		return true
	case *types.Pointer:
		// A pointer to a pointer is a level down: a recursive pointer type (type P *P)
		// ends there.
		if _, ok := u.Elem().Underlying().(*types.Pointer); ok {
			return mayCallBack(u.Elem(), depth+1, lib)
		}
		return mayCallBack(u.Elem(), depth, lib)
	case *types.Slice:
		return mayCallBack(u.Elem(), depth+1, lib)
	case *types.Array:
		return mayCallBack(u.Elem(), depth+1, lib)
	case *types.Map:
		return mayCallBack(u.Key(), depth+1, lib) || mayCallBack(u.Elem(), depth+1, lib)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if mayCallBack(u.Field(i).Type(), depth+1, lib) {
				return true
			}
		}
		return false
	}
	return true
}

// handsLibraryValue reports whether a method of iface takes a value of a type that lib or
// sarama declares, not of a basic underlying type: a message, a claim, a session, which
// the library hands to a handler it was given.
func handsLibraryValue(iface *types.Interface, lib *types.Package) bool {
	for i := 0; i < iface.NumMethods(); i++ {
		params := iface.Method(i).Signature().Params()
		for j := 0; j < params.Len(); j++ {
			named, _ := types.Unalias(Deref(params.At(j).Type())).(*types.Named)
			if named == nil || named.Obj().Pkg() == nil {
				continue
			}
			if _, basic := named.Underlying().(*types.Basic); basic {
				continue
			}
			if pkg := named.Obj().Pkg(); pkg == lib || slices.Contains(sfSaramaPaths, pkg.Path()) {
				return true
			}
		}
	}
	return false
}

// maxCallBackDepth bounds how deep mayCallBack looks into a value's fields and elements.
const maxCallBackDepth = 2

// sfSendsGroupRequest reports whether sink, as FlowUse.Sink names it, is a sarama Broker
// method that sends a consumer-group request (sfGroupRequestSinks).
func sfSendsGroupRequest(sink string) bool {
	name, _, _ := strings.Cut(sink, "(")
	method, ok := strings.CutPrefix(name, "sarama.")
	if !ok {
		return false
	}
	_, ok = sfGroupRequestSinks[method]
	return ok
}
