package groupjoin

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/state"
)

// A consumer built with a group ID joins the group only when the code makes it: some
// constructors (knowledge.LazyJoinFuncs) only connect to the brokers, and the group is joined, or
// its committed offsets read or written, by a later call of the consumer's. A test helper
// that counts a topic's messages builds a consumer with the suite's group and only asks
// for metadata and watermarks:
//
//	c, err := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": brokers, "group.id": "testgroup"})
//	if err != nil { ... }
//	defer c.Close()
//	md, err := c.GetMetadata(&topic, false, 5000)
//	low, high, err := c.QueryWatermarkOffsets(topic, 0, 5000)
//
// Such a consumer shares nothing with the group's members. consumerJoins asks the engine
// (Result.ValueUses, on the package's SSA form): the consumer never joins when every use
// is a call of one of groupFreeMethods (deferred, in a goroutine, or through an interface
// the consumer was converted to), a comparison or a drop, following it through locals,
// both branches of an if, closures' captured variables and the package's helpers that
// return it. Any other use counts as a join: a method missing from the table, a method
// value, an argument of a function, a store into a field, a package-level variable or an
// element, a channel send, a return from an exported function or a closure.
//
// A helper that returns the consumer is judged per caller (ssaJoins, resultJoins): its
// sink joins only through its result, and each call of it counts only when the caller
// makes the consumer join. So does a configuration a test passes to a helper of the
// package that builds the consumer from it and returns it (confluent-kafka-go's own
// testNewConsumer(t, conf)): configuse.go follows the configuration into the helper, and
// the consumer's return is followed back into that one call.
//
// Without the engine's answer (the package does not import testing, or its SSA cannot be
// built), consumerJoins follows the consumer in its function on the syntax: when every use
// of the variable that holds it is a call of one of groupFreeMethods, a comparison (c ==
// nil) or an assignment to it or to _, it never joins; anything else, a return and a
// conversion to an interface type included, counts as a join.

// lazyJoin reports whether call calls a constructor of knowledge.LazyJoinFuncs.
func (a *Judge) lazyJoin(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(a.Pass.TypesInfo, call).(*types.Func)
	return fn != nil && knowledge.LazyJoinFuncs[FuncKey(fn)]
}

// consumerJoins reports whether the consumer that call (a call of a constructor of
// lazyJoinFuncs) returns can join its group or use its committed offsets.
func (a *Judge) consumerJoins(call *ast.CallExpr) bool {
	info := a.Pass.TypesInfo
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || !knowledge.LazyJoinFuncs[FuncKey(fn)] {
		return true
	}
	results := fn.Signature().Results()
	if results.Len() == 0 {
		return true
	}
	consumerType := results.At(0).Type()
	typ := TypeKey(NamedOf(consumerType))
	if typ == "" {
		return true
	}
	a.ReachedLazy = true
	if joins, ok := a.ssaJoins(call, typ); ok {
		return joins
	}
	if len(a.sites) > 0 || a.throughResult {
		return true // the syntax follows no value out of its function
	}
	var lhs ast.Expr
	switch p := a.Parents()[call].(type) {
	case *ast.ExprStmt:
		return false // discarded
	case *ast.AssignStmt:
		if len(p.Rhs) != 1 || len(p.Lhs) != results.Len() {
			return true
		}
		lhs = p.Lhs[0]
	case *ast.ValueSpec:
		if len(p.Values) != 1 || len(p.Names) != results.Len() {
			return true
		}
		lhs = p.Names[0]
	default:
		return true // an argument, a return, an element...
	}
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok {
		return true // stored in a field, an element or through a pointer
	}
	if id.Name == "_" {
		return false // only the constructor's error is checked
	}
	obj := info.Defs[id]
	if obj == nil {
		obj = info.Uses[id]
	}
	v, _ := obj.(*types.Var)
	if v == nil || gocode.IsPackageLevel(v) || v.IsField() || v.Pkg() != a.Pass.Pkg {
		return true
	}
	if !types.Identical(v.Type(), consumerType) {
		return true // converted to an interface, whose methods the table does not name
	}
	if !a.assignedLocal(v) {
		return true // a parameter or a named result: a bare return hands it on
	}
	for _, use := range a.UsesOf()[v] {
		if a.useJoins(use, typ) {
			return true
		}
	}
	return false
}

// useJoins reports whether use, an identifier of a variable holding a consumer of type
// typ ("pkg.Type"), can make the consumer join its group.
func (a *Judge) useJoins(use *ast.Ident, typ string) bool {
	var e ast.Expr = use
	for {
		p, ok := a.Parents()[e].(*ast.ParenExpr)
		if !ok {
			break
		}
		e = p
	}
	switch p := a.Parents()[e].(type) {
	case *ast.SelectorExpr:
		s := a.Pass.TypesInfo.Selections[p]
		if s == nil || s.Kind() != types.MethodVal {
			return true
		}
		if call, ok := a.Parents()[p].(*ast.CallExpr); !ok || call.Fun != p {
			return true // a method value, which may be called anywhere
		}
		return !knowledge.GroupFreeMethods[typ+"."+s.Obj().Name()]
	case *ast.AssignStmt:
		for _, lhs := range p.Lhs {
			if lhs == e {
				return false // overwritten
			}
		}
		if len(p.Lhs) == len(p.Rhs) {
			for i, rhs := range p.Rhs {
				if id, ok := p.Lhs[i].(*ast.Ident); ok && rhs == e && id.Name == "_" {
					return false
				}
			}
		}
		return true
	case *ast.BinaryExpr:
		return p.Op != token.EQL && p.Op != token.NEQ
	}
	return true
}

// ssaJoins answers consumerJoins with the engine's value flow (Result.ValueUses): the
// consumer is followed through phis, locals, closures, interface method calls and the
// package's helpers that return it. ok is false when the engine has no answer (the
// package does not import testing, or its SSA could not be built); the syntax decides then.
//
// Outside a context, a helper's consumer joins when any of the helper's callers in the
// package makes it join. When the configuration entered the function through calls
// (a.sites), the consumer's return is followed into those calls only; past them, with
// a.throughResult, it joins nothing here and the sink joins through the function's result
// (returnedType), which each caller judges (resultJoins).
func (a *Judge) ssaJoins(call *ast.CallExpr, typ string) (joins, ok bool) {
	var uses state.ValueUse
	if len(a.sites) > 0 || a.throughResult {
		uses, ok = state.ValueUsesVia(a.Res, call, a.sites)
	} else {
		uses, ok = state.ValueUses(a.Res, call)
	}
	if !ok {
		return false, false
	}
	if a.methodsJoin(uses, typ) {
		return true, true
	}
	if uses.Returned {
		if !a.throughResult || (a.returnedType != "" && a.returnedType != typ) {
			return true, true
		}
		a.returnedType = typ
	}
	return false, true
}

// methodsJoin reports whether a use of a consumer of type typ can make it join its group:
// it escapes, or a method missing from groupFreeMethods is called on it (and, on a
// consumer assigned explicit offsets only, from knowledge.AssignedFreeMethods: assign.go).
func (a *Judge) methodsJoin(uses state.ValueUse, typ string) bool {
	if uses.Escapes {
		return true
	}
	assigned := a.assignedExplicitOffsets(uses, typ)
	for _, m := range uses.Methods {
		key := typ + "." + m.Name()
		if !knowledge.GroupFreeMethods[key] && !(assigned && knowledge.AssignedFreeMethods[key]) {
			return true
		}
	}
	return false
}

// JoinsThroughResult reports whether the sinks of n, which can reach a consumer that
// joins, reach only consumers that the function returns and that join nowhere else: then
// the function's callers decide, each by what it does with the result. It returns the
// consumer's type ("pkg.Type"), or "".
func (a *Judge) JoinsThroughResult(n ast.Node) string {
	if a.throughResult || !a.ReachedLazy {
		return ""
	}
	a.throughResult, a.returnedType = true, ""
	defer func() { a.throughResult, a.returnedType = false, "" }()
	if !a.Unconsumed(n) {
		return ""
	}
	return a.returnedType
}

// ResultJoins judges, at call (a call of a function whose sinks join through its result, a
// consumer of type typ), what the caller does with that consumer: joins reports that it
// can make it join; returned that it returns it in turn, so that its own callers decide.
// Without the engine's answer it joins.
func (a *Judge) ResultJoins(call *ast.CallExpr, typ string) (joins, returned bool) {
	uses, ok := state.ValueUsesVia(a.Res, call, nil)
	if !ok || a.methodsJoin(uses, typ) {
		return true, false
	}
	return false, uses.Returned
}
