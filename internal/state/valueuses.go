package state

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/ssaform"
)

// ValueUses answers what the package's code does with the value that call returns (its
// first result when it returns several), on the package's SSA form (ssabuild.go). The value
// is followed through
//
//   - the extraction of the first result, phis, and the locals it is stored in and loaded
//     from, closures' captured variables included;
//   - conversions to an interface (MakeInterface, ChangeInterface, ChangeType), when every
//     use of the interface value is a call of one of its methods, which is recorded as the
//     method of the value's own type that the call dispatches to;
//   - returns from an unexported function of the package (an exported one may have callers
//     elsewhere) that only calls name: the uses of each call's result are its uses too, up
//     to maxReturnDepth functions deep;
//
// and each use is one of
//
//   - a call, deferred or not, of a method on it (Methods);
//   - a comparison (c == nil), and a result that is dropped: these do nothing with it;
//   - anything else (Escapes): an argument of a function, a method value, a store into a
//     field, an element or a package-level variable, a channel send, a return from a
//     function whose callers are not followed, a go statement, &c.
//
// ok is false when there is no answer: the package's SSA could not be built, or call is
// not an ordinary call there (a go or defer statement, a conversion).
func ValueUses(r *parallel.Result, call *ast.CallExpr) (uses ValueUse, ok bool) {
	if r == nil || r.SSA == nil {
		return ValueUse{}, false
	}
	return valueUses(r.SSA, call, nil, false)
}

// ValueUsesVia is ValueUses for one path of calls: a return of the value from the function
// that makes call is followed only into sites[0], a call of that function, a return from
// there only into sites[1], and so on. A return past the last site, from a package-level
// function or a method, is not followed and sets Returned: what the value becomes is up to
// that function's caller. A return into a call that is not the next site escapes.
func ValueUsesVia(r *parallel.Result, call *ast.CallExpr, sites []*ast.CallExpr) (uses ValueUse, ok bool) {
	if r == nil || r.SSA == nil {
		return ValueUse{}, false
	}
	return valueUses(r.SSA, call, sites, true)
}

// A ValueUse says what the code does with a value (see Result.ValueUses).
type ValueUse struct {
	Methods []*types.Func // the methods called on it, once each, in the order found
	// Calls are the positions (the opening parenthesis) of the calls of each method of
	// Methods, for a caller that judges a call by its arguments.
	Calls   map[*types.Func][]token.Pos
	Escapes bool // some use is not a method call, a comparison or a drop
	// Returned reports that a function returns the value to callers that ValueUsesVia was
	// not asked to follow.
	Returned bool
}

// maxReturnDepth bounds how many nested returns ValueUses follows into callers.
const maxReturnDepth = 4

func valueUses(s *ssaform.Package, call *ast.CallExpr, sites []*ast.CallExpr, via bool) (uses ValueUse, ok bool) {
	s.Mu.Lock()
	defer s.Mu.Unlock()
	c := s.CallOf(call)
	if c == nil {
		return ValueUse{}, false
	}
	var chain []*ssa.Call
	for _, site := range sites {
		sc := s.CallOf(site)
		if sc == nil {
			return ValueUse{}, false
		}
		chain = append(chain, sc)
	}
	defer func() {
		if recover() != nil {
			uses, ok = ValueUse{}, false
		}
	}()
	f := &valueWalk{s: s, seen: make(map[ssa.Value]bool), returns: make(map[*ssa.Function]bool), via: via, chain: chain}
	var iface types.Type
	if res := c.Call.Signature().Results(); res.Len() > 0 && types.IsInterface(res.At(0).Type()) {
		iface = res.At(0).Type() // its methods are the interface's
	}
	f.result(c, 0, iface, 0)
	return f.uses, true
}

// valueWalk is one ValueUses walk.
type valueWalk struct {
	s       *ssaform.Package
	seen    map[ssa.Value]bool
	returns map[*ssa.Function]bool // functions whose callers are followed already
	uses    ValueUse
	methods map[*types.Func]bool
	via     bool        // ValueUsesVia: returns are followed only along chain
	chain   []*ssa.Call // the calls that returns are followed into, one per depth
}

func (f *valueWalk) escape() { f.uses.Escapes = true }

func (f *valueWalk) method(m *types.Func, at token.Pos) {
	if m == nil {
		f.escape()
		return
	}
	if f.methods == nil {
		f.methods = make(map[*types.Func]bool)
		f.uses.Calls = make(map[*types.Func][]token.Pos)
	}
	f.uses.Calls[m] = append(f.uses.Calls[m], at)
	if !f.methods[m] {
		f.methods[m] = true
		f.uses.Methods = append(f.uses.Methods, m)
	}
}

// result follows result i of call: the call itself when it has one result, its Extract
// of i otherwise.
func (f *valueWalk) result(call *ssa.Call, i int, iface types.Type, depth int) {
	if call.Call.Signature().Results().Len() == 1 {
		f.value(call, iface, depth)
		return
	}
	for _, instr := range *call.Referrers() {
		if ex, ok := instr.(*ssa.Extract); ok && ex.Index == i {
			f.value(ex, iface, depth)
		}
	}
}

// value follows v, which holds the value (iface is the value's own type when v is an
// interface that holds it, nil otherwise).
func (f *valueWalk) value(v ssa.Value, iface types.Type, depth int) {
	if f.seen[v] {
		return
	}
	f.seen[v] = true
	refs := v.Referrers()
	if refs == nil {
		f.escape()
		return
	}
	for _, instr := range *refs {
		f.use(v, iface, instr, depth)
	}
}

// use follows one instruction that uses v.
func (f *valueWalk) use(v ssa.Value, iface types.Type, instr ssa.Instruction, depth int) {
	switch instr := instr.(type) {
	case *ssa.DebugRef:
	case *ssa.Phi:
		f.value(instr, iface, depth)
	case *ssa.BinOp:
		if instr.Op != token.EQL && instr.Op != token.NEQ {
			f.escape()
		}
	case *ssa.MakeInterface:
		f.value(instr, v.Type(), depth)
	case *ssa.ChangeInterface:
		if iface == nil {
			f.escape()
			return
		}
		f.value(instr, iface, depth)
	case *ssa.ChangeType:
		if iface != nil {
			f.value(instr, iface, depth)
		} else {
			f.escape() // a defined type with methods of its own
		}
	case *ssa.Store:
		if instr.Val != v {
			f.escape() // a write through it
			return
		}
		f.stored(instr.Addr, iface, depth)
	case ssa.CallInstruction:
		f.called(v, iface, instr, depth)
	case *ssa.Return:
		f.returned(v, iface, instr, depth)
	default:
		f.escape()
	}
}

// stored follows a store of the value into addr: a local, a variable that closures
// capture, or a free variable of a closure. A free variable is the enclosing function's
// variable: the value stored there is loaded by that function and by its other closures
// too (a test's setup closure, a subtest or a Ginkgo BeforeEach assigns the consumer that
// the code after it reads), so the loads followed are the variable's own.
func (f *valueWalk) stored(addr ssa.Value, iface types.Type, depth int) {
	switch v := addr.(type) {
	case *ssa.Alloc:
	case *ssa.FreeVar:
		outer := capturedVariable(v)
		if outer == nil {
			f.escape()
			return
		}
		addr = outer
	default:
		f.escape() // a field, an element, a package-level variable, a pointer's target
		return
	}
	f.variable(addr, iface, depth)
}

// capturedVariable returns the variable (an Alloc of the function that declares it) that
// free variable fv of a closure is bound to, through the closures that enclose it, or nil
// when a binding is not found.
func capturedVariable(fv *ssa.FreeVar) *ssa.Alloc {
	for range maxClosureDepth {
		fn := fv.Parent()
		i := slices.Index(fn.FreeVars, fv)
		outer := fn.Parent()
		if i < 0 || outer == nil {
			return nil
		}
		binding := closureBinding(outer, fn, i)
		switch b := binding.(type) {
		case *ssa.Alloc:
			return b
		case *ssa.FreeVar:
			fv = b
		default:
			return nil
		}
	}
	return nil
}

// closureBinding returns the value that outer binds to free variable i of its closure fn.
func closureBinding(outer, fn *ssa.Function, i int) ssa.Value {
	for _, b := range outer.Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && i < len(mc.Bindings) {
				return mc.Bindings[i]
			}
		}
	}
	return nil
}

// maxClosureDepth bounds how many enclosing closures capturedVariable climbs.
const maxClosureDepth = 8

// variable follows the loads of a local variable, or of a captured one, that the value is
// stored in.
func (f *valueWalk) variable(addr ssa.Value, iface types.Type, depth int) {
	if f.seen[addr] {
		return
	}
	f.seen[addr] = true
	for _, instr := range *addr.Referrers() {
		switch instr := instr.(type) {
		case *ssa.DebugRef:
		case *ssa.Store:
			if instr.Addr != addr {
				f.escape() // the variable's address is stored
			}
			// Another value written to the variable: not a use of this one.
		case *ssa.UnOp:
			if instr.Op != token.MUL {
				f.escape()
				continue
			}
			f.value(instr, iface, depth)
		case *ssa.MakeClosure:
			fn := instr.Fn.(*ssa.Function)
			for i, b := range instr.Bindings {
				if b == addr && i < len(fn.FreeVars) {
					f.variable(fn.FreeVars[i], iface, depth)
				}
			}
		default:
			f.escape() // &v handed on
		}
	}
}

// called follows a call, a go or a defer statement that uses v: a method called in a
// goroutine or deferred is called all the same.
func (f *valueWalk) called(v ssa.Value, iface types.Type, instr ssa.CallInstruction, depth int) {
	common := instr.Common()
	for _, arg := range common.Args[recvArgs(common):] {
		if arg == v {
			f.escape() // an argument
			return
		}
	}
	if common.IsInvoke() {
		if common.Value != v || iface == nil {
			f.escape()
			return
		}
		f.method(concreteMethod(iface, common.Method), common.Pos())
		return
	}
	callee := common.StaticCallee()
	if common.Value == v || callee == nil || callee.Signature.Recv() == nil || len(common.Args) == 0 || common.Args[0] != v {
		f.escape() // a function value, or the receiver of a call the SSA cannot name
		return
	}
	if iface != nil {
		f.escape()
		return
	}
	m, _ := callee.Object().(*types.Func)
	f.method(m, common.Pos())
}

// recvArgs is how many of common's arguments are the receiver of a static method call.
func recvArgs(common *ssa.CallCommon) int {
	if common.IsInvoke() {
		return 0
	}
	if callee := common.StaticCallee(); callee != nil && callee.Signature.Recv() != nil && len(common.Args) > 0 {
		return 1
	}
	return 0
}

// concreteMethod returns the method of typ that an interface call of m dispatches to.
func concreteMethod(typ types.Type, m *types.Func) *types.Func {
	if m == nil {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(typ, true, m.Pkg(), m.Name())
	fn, _ := obj.(*types.Func)
	return fn
}

// returned follows a return of v from its function into the function's callers.
func (f *valueWalk) returned(v ssa.Value, iface types.Type, ret *ssa.Return, depth int) {
	fn := ret.Parent()
	i := -1
	for j, r := range ret.Results {
		if r == v {
			if i >= 0 {
				f.escape() // returned twice
				return
			}
			i = j
		}
	}
	if i < 0 {
		f.escape()
		return
	}
	if f.via {
		switch {
		case depth < len(f.chain):
			if next := f.chain[depth]; next.Call.StaticCallee() == fn {
				f.result(next, i, iface, depth+1)
				return
			}
			f.escape()
		case fn.Parent() == nil && fn.Object() != nil:
			f.uses.Returned = true
		default:
			f.escape() // a function literal's caller
		}
		return
	}
	if !f.followsReturns(fn) || depth >= maxReturnDepth {
		f.escape()
		return
	}
	if f.returns[fn] {
		return // its callers are followed already
	}
	f.returns[fn] = true
	for _, u := range f.s.Users[fn] {
		if !u.Static {
			f.escape() // called where this walk cannot see
			return
		}
	}
	for _, u := range f.s.Users[fn] {
		f.result(u.Instr.(*ssa.Call), i, iface, depth+1)
	}
}

// followsReturns reports whether the callers of fn are all in the package's own code, and
// seen by the users index: an unexported package-level function that is not generic, or
// any function of a package that only the test binary has (an external test package).
func (f *valueWalk) followsReturns(fn *ssa.Function) bool {
	obj, ok := fn.Object().(*types.Func)
	if !ok || fn.Parent() != nil || fn.Signature.Recv() != nil || fn.TypeParams().Len() > 0 || fn.Pkg == nil {
		return false
	}
	if obj.Name() == "main" || obj.Name() == "init" {
		return false
	}
	return !obj.Exported() || isExternalTestPkg(fn.Pkg.Pkg)
}

func isExternalTestPkg(pkg *types.Package) bool {
	return pkg != nil && len(pkg.Path()) > len("_test") && pkg.Path()[len(pkg.Path())-len("_test"):] == "_test"
}
