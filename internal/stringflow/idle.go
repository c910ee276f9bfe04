package stringflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/ssaform"
	"github.com/fixturelint/fixturelint/internal/state"
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
// that sends the group protocol's requests itself (knowledge.SaramaGroupRequests): the function
// called, declared outside test files, is of the package that sends the request, and
// returns a consumer of a type of that package; none of its arguments can take messages
// back to the test (a handler, a callback, a channel), by the argument's type or by the
// parameter's (a handler struct of the test's, given as an interface), nor holds an
// interface whose methods take the library's values (a configuration's handler field;
// a logger's or a registry's fields are dependencies). Then every use of what it returns
// (Result.ValueUses) must be a call of its Close, in io.Closer's sense: it releases the
// consumer, handing it no message and no position, and the test none. Any other use
// (another method, even one without arguments: a Run may mark or commit on its own; a
// function the consumer is handed to; a field it is stored in) counts: the test may read
// or mark.
//
// A Close that commits what was marked is a use of the group of its own (its commit
// request is found through it): it is judged by the consumer it closes (closedConsumer),
// built once into a local of the test.

// markIdle sets FlowUse.Idle on the uses whose consumer the test only joins and closes.
func (a *StringFlow) markIdle(uses []*FlowUse) {
	for _, u := range uses {
		u.Idle = a.idle(u)
	}
}

func (a *StringFlow) idle(u *FlowUse) bool {
	if !sendsGroupRequest(u.Sink) || !u.Site.IsValid() || len(u.Via) == 0 {
		return false
	}
	call, ok := u.Node.(*ast.CallExpr)
	if !ok {
		return false
	}
	if ctor := a.closedConsumer(call); ctor != nil {
		call = ctor // a Close that commits what was marked: the consumer it closes decides
	}
	return a.idleConsumer(call, u.Site.Filename)
}

// idleConsumer reports whether call builds a consumer of the library whose group request
// is sent in file site, that the test only lets join and closes.
func (a *StringFlow) idleConsumer(call *ast.CallExpr, site string) bool {
	fn, _ := typeutil.Callee(a.Pass.TypesInfo, call).(*types.Func)
	if fn == nil || !fn.Pos().IsValid() {
		return false
	}
	if !constructsHandle(fn) {
		return false // a function that sends what it is given: the test's own request
	}
	decl := a.Pass.Fset.Position(fn.Pos()).Filename
	if decl == "" || strings.HasSuffix(decl, "_test.go") || filepath.Dir(decl) != filepath.Dir(site) {
		return false // a wrapper, or the test's own helper: it may read what it builds
	}
	for i, arg := range call.Args {
		// The parameter's type too: a handler of the test's own (a struct with a Handle
		// method, no function among its fields) is a callback once it is an interface.
		if mayCallBack(a.Pass.TypesInfo.TypeOf(arg), 0, fn.Pkg()) || mayCallBack(paramType(fn.Signature(), i, call.Ellipsis.IsValid()), 0, fn.Pkg()) {
			return false // a handler, a channel, a function: messages may reach the test there
		}
	}
	uses, ok := state.ValueUses(a.Res, call)
	if !ok || uses.Escapes || uses.Returned {
		return false
	}
	if reads, ok := a.readsPositionsOf(fn); !ok || reads {
		return false // the constructor's own code commits what it fetches, or may
	}
	for _, m := range uses.Methods {
		if !closes(m) {
			return false
		}
		if reads, ok := a.readsPositionsOf(m); !ok || reads {
			return false
		}
	}
	return true
}

// closedConsumer returns the call that built the consumer that call closes (c.Close(),
// deferred or not, where c is a local assigned once, from that call), or nil.
func (a *StringFlow) closedConsumer(call *ast.CallExpr) *ast.CallExpr {
	fn, _ := typeutil.Callee(a.Pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Signature().Recv() == nil || !closes(fn) {
		return nil
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := a.Pass.TypesInfo.Uses[id].(*types.Var)
	if v == nil || gocode.IsPackageLevel(v) || v.IsField() {
		return nil
	}
	def := a.DefIdent(v)
	if def == nil {
		return nil
	}
	for _, use := range a.UsesOf()[v] {
		switch p := a.Parents()[use].(type) {
		case *ast.AssignStmt:
			if slices.Contains(p.Lhs, ast.Expr(use)) {
				return nil // assigned again: which consumer is closed depends on the path
			}
		case *ast.UnaryExpr:
			if p.Op == token.AND {
				return nil
			}
		}
	}
	assign, ok := a.Parents()[def].(*ast.AssignStmt)
	if !ok || len(assign.Rhs) != 1 || len(assign.Lhs) == 0 || assign.Lhs[0] != ast.Expr(def) {
		return nil
	}
	ctor, _ := ast.Unparen(assign.Rhs[0]).(*ast.CallExpr)
	return ctor
}

// constructsHandle reports whether fn returns, first, a consumer of its own package: a
// value (or a pointer to one) of a named type that fn's package declares.
func constructsHandle(fn *types.Func) bool {
	res := fn.Signature().Results()
	if res.Len() == 0 {
		return false
	}
	named, _ := types.Unalias(gocode.Deref(res.At(0).Type())).(*types.Named)
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

// closes reports whether m is a Close method in io.Closer's sense (no arguments, at most
// an error back): it releases the consumer and hands it nothing. Other methods without
// arguments count as reads: a Run or Start may loop over messages and commit them.
func closes(m *types.Func) bool {
	sig := m.Signature()
	if m.Name() != "Close" || sig.Params().Len() > 0 || sig.Results().Len() > 1 {
		return false
	}
	return sig.Results().Len() == 0 || types.Identical(sig.Results().At(0).Type(), types.Universe.Lookup("error").Type())
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
	if gocode.IsNamed(t, "context", "Context") || types.Identical(t, types.Universe.Lookup("error").Type()) {
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
			named, _ := types.Unalias(gocode.Deref(params.At(j).Type())).(*types.Named)
			if named == nil || named.Obj().Pkg() == nil {
				continue
			}
			if _, basic := named.Underlying().(*types.Basic); basic {
				continue
			}
			if pkg := named.Obj().Pkg(); pkg == lib || slices.Contains(knowledge.SaramaPaths, pkg.Path()) {
				return true
			}
		}
	}
	return false
}

// maxCallBackDepth bounds how deep mayCallBack looks into a value's fields and elements.
const maxCallBackDepth = 2

// sendsGroupRequest reports whether sink, as FlowUse.Sink names it, is a sarama Broker
// method that sends a consumer-group request (knowledge.SaramaGroupRequests).
func sendsGroupRequest(sink string) bool {
	name, _, _ := strings.Cut(sink, "(")
	method, ok := strings.CutPrefix(name, "sarama.")
	if !ok {
		return false
	}
	_, ok = knowledge.SaramaGroupRequests[method]
	return ok
}

// A library may commit, on its own, positions it never delivered: a constructor's loop
// that commits the offset of each message it fetches, or a Close that does. Such code
// reads the fetched message's position (sarama's ConsumerMessage.Offset) or fetches at the
// protocol's level itself (Broker.Fetch). A consumer is idle only when neither its
// constructor's code nor its Close's (goroutines, deferred calls and closures included,
// as far as the package's own functions go) does: a library that commits what its caller
// marked reads the positions only in the methods its caller marks with, which take
// arguments. For a library of another package than the test's, its package answers as a
// fact (positionfacts.go); without one, the consumer counts.

// readsPositions reports whether the code of fn, or of the package's functions it reaches,
// reads a fetched message's position; ok is false when the package's SSA has no body for fn.
func readsPositions(s *ssaform.Package, fn *types.Func) (reads, ok bool) {
	return s.ReachesInstr(fn, readsPosition)
}

// readsPosition reports whether instr reads the offset of one of sarama's consumer
// messages, or calls sarama's Broker.Fetch.
func readsPosition(instr ssa.Instruction) bool {
	var st types.Type
	var field int
	switch x := instr.(type) {
	case *ssa.FieldAddr:
		st, field = gocode.Deref(x.X.Type()), x.Field
	case *ssa.Field:
		st, field = x.X.Type(), x.Field
	case ssa.CallInstruction:
		callee := x.Common().StaticCallee()
		if callee == nil {
			if m := x.Common().Method; m != nil {
				return m.Name() == "Fetch" && isSaramaType(x.Common().Value.Type(), "Broker")
			}
			return false
		}
		fn, _ := callee.Object().(*types.Func)
		if fn == nil || fn.Name() != "Fetch" {
			return false
		}
		recv := fn.Signature().Recv()
		return recv != nil && isSaramaType(recv.Type(), "Broker")
	default:
		return false
	}
	s, ok := st.Underlying().(*types.Struct)
	return ok && field < s.NumFields() && s.Field(field).Name() == "Offset" && isSaramaType(st, "ConsumerMessage")
}

// isSaramaType reports whether t (or what it points to) is sarama's type name.
func isSaramaType(t types.Type, name string) bool {
	for _, path := range knowledge.SaramaPaths {
		if gocode.IsNamedOrPointer(t, path, name) {
			return true
		}
	}
	return false
}
