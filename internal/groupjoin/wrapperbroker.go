package groupjoin

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// A configuration without brokers stays without them through a wrapper that hands it on
// unchanged to its library, as a tracing package's constructor does:
//
//	func NewConsumer(conf *kafka.ConfigMap, opts ...Option) (*Consumer, error) {
//		c, err := kafka.NewConsumer(conf)       // the consumer is built from conf as given
//		...
//		opts = append(opts, WithConfig(conf))   // later uses do not change that consumer
//
// The library's constructor reads the configuration when it is called; what the wrapper
// does with it afterwards gives that consumer no broker. A parameter is handed on
// unchanged when its first use, in a statement of the function's body that runs first
// (not inside a branch, a loop or a closure) and before any other use, is an argument of
// a function of the configuration's library. WrapperFact records those parameters of a
// function, so that callers in any package trust it as they trust the library itself
// (staysWithoutBroker).

// WrapperFact lists the parameters (indexes) of a function that hand a broker
// configuration on unchanged to the configuration's library.
type WrapperFact struct{ Params []int }

func (*WrapperFact) AFact() {}

func (f *WrapperFact) String() string {
	s := make([]string, len(f.Params))
	for i, p := range f.Params {
		s[i] = strconv.Itoa(p)
	}
	return "handsOnWithoutBroker(" + strings.Join(s, ", ") + ")"
}

// ExportWrapperFacts exports WrapperFact for the package's functions that have such
// parameters.
func (a *Judge) ExportWrapperFacts() {
	info := a.Pass.TypesInfo
	for _, file := range a.Pass.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, ok := info.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			var params []int
			sig := fn.Signature()
			for i := 0; i < sig.Params().Len(); i++ {
				v := sig.Params().At(i)
				named := NamedOf(v.Type())
				if _, ok := knowledge.BrokerFields[TypeKey(named)]; !ok || named.Obj().Pkg() == fn.Pkg() {
					continue // the library's own functions are trusted without a fact
				}
				if a.handsOnUnchanged(fd, v, named.Obj().Pkg()) {
					params = append(params, i)
				}
			}
			if len(params) > 0 {
				a.Pass.ExportObjectFact(fn, &WrapperFact{Params: params})
			}
		}
	}
}

// handsOnUnchanged reports whether the first use of parameter v in fd is an argument of a
// call of a function of lib, in a statement that runs before any other use of v.
func (a *Judge) handsOnUnchanged(fd *ast.FuncDecl, v *types.Var, lib *types.Package) bool {
	uses := a.UsesOf()[v]
	if len(uses) == 0 {
		return false
	}
	first := uses[0]
	for _, u := range uses[1:] {
		if u.Pos() < first.Pos() {
			first = u
		}
	}
	var arg ast.Expr = first
	for {
		p, ok := a.Parents()[arg].(*ast.ParenExpr)
		if !ok {
			break
		}
		arg = p
	}
	call, ok := a.Parents()[arg].(*ast.CallExpr)
	if !ok || call.Fun == arg {
		return false
	}
	callee, _ := typeutil.Callee(a.Pass.TypesInfo, call).(*types.Func)
	if callee == nil || callee.Pkg() != lib {
		return false
	}
	// The call must run unconditionally, before the statements that follow it.
	var n ast.Node = call
	for {
		p := a.Parents()[n]
		switch p := p.(type) {
		case *ast.IfStmt:
			if p.Init != n {
				return false
			}
		case nil, *ast.FuncLit:
			return false
		case *ast.BlockStmt:
			return p == fd.Body
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt,
			*ast.SelectStmt, *ast.CaseClause, *ast.CommClause, *ast.GoStmt, *ast.DeferStmt,
			*ast.LabeledStmt:
			return false
		case *ast.BinaryExpr:
			return false // a && or || may skip it
		}
		n = p
	}
}

// wrapperKeepsNoBroker reports whether call, of a function outside the configuration's
// library, hands the configuration it gets as argument arg on unchanged to the library.
func (a *Judge) wrapperKeepsNoBroker(call *ast.CallExpr, callee *types.Func, arg ast.Expr) bool {
	var f WrapperFact
	if !a.Pass.ImportObjectFact(callee.Origin(), &f) {
		return false
	}
	sig := callee.Signature()
	for i, x := range call.Args {
		if x != arg {
			continue
		}
		if sig.Variadic() && i >= sig.Params().Len()-1 {
			return false
		}
		for _, p := range f.Params {
			if p == i {
				return true
			}
		}
	}
	return false
}
