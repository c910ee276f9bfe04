package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

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
// wrapper that hands it on unchanged to its library (strflow_wrapperbroker.go). Anything
// else (a helper of the test, which may add the test's brokers) keeps it a consumer.

// noBroker reports whether the sinks of node n belong to a configuration that reaches no
// broker: a literal without brokers, a sink call given nil for its addresses or client,
// or an option handed to a library function other than its client constructor.
func (a *StringFlow) noBroker(n ast.Node) bool {
	info := a.pass.TypesInfo
	switch n := n.(type) {
	case *ast.CompositeLit:
		named := sfNamedOf(info.TypeOf(n))
		fields, ok := knowledge.BrokerFields[sfTypeKey(named)]
		if !ok || sfSetsAny(info, n, fields) {
			return false
		}
		return a.staysWithoutBroker(n, named.Obj().Pkg(), fields, 0)
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, n).(*types.Func)
		if fn == nil {
			return false
		}
		if _, ok := a.sinks.funcs[sfFuncKey(fn)]; ok && sfNilBrokers(info, fn, n) {
			return true
		}
		ctor, ok := knowledge.OptionSinks[sfFuncKey(fn)]
		if !ok {
			return false
		}
		call, ok := a.parents()[n].(*ast.CallExpr)
		if !ok || call.Fun == n {
			return false
		}
		callee, _ := typeutil.Callee(info, call).(*types.Func)
		return callee != nil && callee.Pkg() == fn.Pkg() && sfFuncKey(callee) != ctor
	}
	return false
}

// sfNilBrokers reports whether a sink call passes nil for the brokers: the addresses
// (sarama.NewConsumerGroup(nil, ...)) or a client of the library
// (sarama.NewConsumerGroupFromClient("group", nil)), as tests of argument checks do.
func sfNilBrokers(info *types.Info, fn *types.Func, call *ast.CallExpr) bool {
	params := fn.Signature().Params()
	for i, arg := range call.Args {
		if i >= params.Len() || !info.Types[arg].IsNil() {
			continue
		}
		t := params.At(i).Type()
		if s, ok := t.Underlying().(*types.Slice); ok && types.Identical(s.Elem(), types.Typ[types.String]) {
			return true
		}
		if n := sfNamedOf(t); n != nil && n.Obj().Pkg() == fn.Pkg() {
			return true
		}
	}
	return false
}

// sfSetsAny reports whether a configuration literal sets one of the fields or keys.
func sfSetsAny(info *types.Info, lit *ast.CompositeLit, fields []string) bool {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return true // positional: every field is set
		}
		name := sfConstString(info, kv.Key)
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
func (a *StringFlow) staysWithoutBroker(e ast.Expr, lib *types.Package, fields []string, depth int) bool {
	if depth > sfMaxUseDepth {
		return false
	}
	info := a.pass.TypesInfo
	switch p := a.parents()[e].(type) {
	case *ast.ParenExpr:
		return a.staysWithoutBroker(p, lib, fields, depth+1)
	case *ast.UnaryExpr:
		return p.Op == token.AND && a.staysWithoutBroker(p, lib, fields, depth+1)
	case *ast.KeyValueExpr:
		lit, ok := a.parents()[p].(*ast.CompositeLit)
		if !ok || p.Value != e {
			return false
		}
		named := sfNamedOf(info.TypeOf(lit))
		return named != nil && named.Obj().Pkg() == lib // a library value built without its constructor
	case *ast.CallExpr:
		if p.Fun == e {
			return false
		}
		callee, _ := typeutil.Callee(info, p).(*types.Func)
		return callee != nil && (callee.Pkg() == lib || a.wrapperKeepsNoBroker(p, callee, e)) // a wrapper: strflow_wrapperbroker.go
	case *ast.SelectorExpr:
		// A method of the configuration (Validate) or a field read.
		s := info.Selections[p]
		if s == nil || p.X != e {
			return false
		}
		if s.Kind() == types.FieldVal {
			for _, f := range fields {
				if s.Obj().Name() == f {
					return !a.isAssigned(p) // cfg.Brokers = ...: it gets brokers
				}
			}
			return true
		}
		call, ok := a.parents()[p].(*ast.CallExpr)
		if !ok || call.Fun != p {
			return false
		}
		switch p.Sel.Name {
		case "SetKey":
			return len(call.Args) == 2 && !sfIsOneOf(sfConstString(info, call.Args[0]), fields) && sfConstString(info, call.Args[0]) != ""
		case "Set":
			return false
		}
		return s.Obj().Pkg() == lib
	case *ast.IndexExpr:
		if p.X != e {
			return false
		}
		k := sfConstString(info, p.Index)
		return k != "" && !sfIsOneOf(k, fields)
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
func (a *StringFlow) localWithoutBroker(lhs ast.Expr, lib *types.Package, fields []string, depth int) bool {
	id, ok := lhs.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := a.pass.TypesInfo.Defs[id].(*types.Var)
	if !ok || IsPackageLevel(v) {
		return false
	}
	for _, use := range a.usesOf()[v] {
		if a.isAssigned(use) || !a.staysWithoutBroker(use, lib, fields, depth+1) {
			return false
		}
	}
	return true
}

func sfIsOneOf(s string, list []string) bool {
	for _, x := range list {
		if s == x {
			return true
		}
	}
	return false
}
