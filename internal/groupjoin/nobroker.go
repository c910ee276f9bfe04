package groupjoin

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// A consumer configuration that names no broker joins no group: the libraries' own unit
// tests build consumers without one ("dry" tests of a consumer's API, of a reader's
// methods, of option validation):
//
//	c, _ := kafka.NewConsumer(&kafka.ConfigMap{"group.id": "gotest"})  // no bootstrap.servers
//	r := &Reader{config: ReaderConfig{GroupID: "not-zero"}}            // no Brokers, no NewReader
//	validateCfg(ConsumerGroup("g"))                                    // no client
//	NewConsumerGroupFromClient("group", nil)                           // no client
//
// A configuration literal without its broker field or key has no broker when it goes only
// to functions of its own library (which add none), into a value of a library type, or
// into a local variable that is used only that way and never given a broker, or to a
// wrapper that hands it on unchanged to its library (wrapperbroker.go). Anything
// else (a helper of the test, which may add the test's brokers) keeps it a consumer.

// NoBroker reports whether the sinks of node n belong to a configuration that reaches no
// broker: a literal without brokers, a sink call given nil for its addresses or client,
// or an option handed to a library function other than its client constructor.
func (a *Judge) NoBroker(n ast.Node) bool {
	info := a.Pass.TypesInfo
	switch n := n.(type) {
	case *ast.CompositeLit:
		named := NamedOf(info.TypeOf(n))
		fields, ok := knowledge.BrokerFields[TypeKey(named)]
		if !ok || setsAny(info, n, fields) {
			return false
		}
		return a.staysWithoutBroker(n, named.Obj().Pkg(), fields, 0)
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, n).(*types.Func)
		if fn == nil {
			return false
		}
		if _, ok := a.Sinks.funcs[FuncKey(fn)]; ok && nilBrokers(info, fn, n) {
			return true
		}
		ctor, ok := knowledge.OptionSinks[FuncKey(fn)]
		if !ok {
			return false
		}
		call, ok := a.Parents()[n].(*ast.CallExpr)
		if !ok || call.Fun == n {
			return false
		}
		callee, _ := typeutil.Callee(info, call).(*types.Func)
		return callee != nil && callee.Pkg() == fn.Pkg() && FuncKey(callee) != ctor
	}
	return false
}

// nilBrokers reports whether a sink call passes nil for the brokers: the addresses
// (sarama.NewConsumerGroup(nil, ...)) or a client of the library
// (sarama.NewConsumerGroupFromClient("group", nil)), as tests of argument checks do.
func nilBrokers(info *types.Info, fn *types.Func, call *ast.CallExpr) bool {
	params := fn.Signature().Params()
	for i, arg := range call.Args {
		if i >= params.Len() || !info.Types[arg].IsNil() {
			continue
		}
		t := params.At(i).Type()
		if s, ok := t.Underlying().(*types.Slice); ok && types.Identical(s.Elem(), types.Typ[types.String]) {
			return true
		}
		if n := NamedOf(t); n != nil && n.Obj().Pkg() == fn.Pkg() {
			return true
		}
	}
	return false
}

// setsAny reports whether a configuration literal sets one of the fields or keys.
func setsAny(info *types.Info, lit *ast.CompositeLit, fields []string) bool {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return true // positional: every field is set
		}
		name := constString(info, kv.Key)
		if id, ok := kv.Key.(*ast.Ident); ok && name == "" {
			name = id.Name
		}
		if name == "" {
			return true // a key computed at run time
		}
		for _, f := range fields {
			if name == f {
				return true
			}
		}
	}
	return false
}

// staysWithoutBroker follows the configuration value of e and reports whether it only
// reaches functions and values of its library's package lib, never gaining brokers.
func (a *Judge) staysWithoutBroker(e ast.Expr, lib *types.Package, fields []string, depth int) bool {
	if depth > MaxUseDepth {
		return false
	}
	info := a.Pass.TypesInfo
	switch p := a.Parents()[e].(type) {
	case *ast.ParenExpr:
		return a.staysWithoutBroker(p, lib, fields, depth+1)
	case *ast.UnaryExpr:
		return p.Op == token.AND && a.staysWithoutBroker(p, lib, fields, depth+1)
	case *ast.KeyValueExpr:
		lit, ok := a.Parents()[p].(*ast.CompositeLit)
		if !ok || p.Value != e {
			return false
		}
		named := NamedOf(info.TypeOf(lit))
		return named != nil && named.Obj().Pkg() == lib // a library value built without its constructor
	case *ast.CallExpr:
		if p.Fun == e {
			return false
		}
		callee, _ := typeutil.Callee(info, p).(*types.Func)
		return callee != nil && (callee.Pkg() == lib || a.wrapperKeepsNoBroker(p, callee, e)) // a wrapper: wrapperbroker.go
	case *ast.SelectorExpr:
		// A method of the configuration (Validate) or a field read.
		s := info.Selections[p]
		if s == nil || p.X != e {
			return false
		}
		if s.Kind() == types.FieldVal {
			for _, f := range fields {
				if s.Obj().Name() == f {
					return !a.IsAssigned(p) // cfg.Brokers = ...: it gets brokers
				}
			}
			return true
		}
		call, ok := a.Parents()[p].(*ast.CallExpr)
		if !ok || call.Fun != p {
			return false
		}
		switch p.Sel.Name {
		case "SetKey":
			return len(call.Args) == 2 && !isOneOf(constString(info, call.Args[0]), fields) && constString(info, call.Args[0]) != ""
		case "Set":
			return false
		}
		return s.Obj().Pkg() == lib
	case *ast.IndexExpr:
		if p.X != e {
			return false
		}
		k := constString(info, p.Index)
		return k != "" && !isOneOf(k, fields)
	case *ast.AssignStmt:
		if p.Tok != token.DEFINE || len(p.Lhs) != len(p.Rhs) {
			return false
		}
		for i, rhs := range p.Rhs {
			if rhs == e {
				return a.localWithoutBroker(p.Lhs[i], lib, fields, depth)
			}
		}
	case *ast.ValueSpec:
		if len(p.Names) != len(p.Values) {
			return false
		}
		for i, v := range p.Values {
			if v == e {
				return a.localWithoutBroker(p.Names[i], lib, fields, depth)
			}
		}
	}
	return false
}

// localWithoutBroker reports whether every use of the local variable lhs defines keeps
// its configuration without brokers.
func (a *Judge) localWithoutBroker(lhs ast.Expr, lib *types.Package, fields []string, depth int) bool {
	id, ok := lhs.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := a.Pass.TypesInfo.Defs[id].(*types.Var)
	if !ok || gocode.IsPackageLevel(v) {
		return false
	}
	for _, use := range a.UsesOf()[v] {
		if a.IsAssigned(use) || !a.staysWithoutBroker(use, lib, fields, depth+1) {
			return false
		}
	}
	return true
}

func isOneOf(s string, list []string) bool {
	for _, x := range list {
		if s == x {
			return true
		}
	}
	return false
}
