package stringflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// A helper can be a function literal held in a local variable, as test suites write them
// next to the tests that call them (Ginkgo containers especially):
//
//	var newConsumerOf = func(group string, topics ...string) (*Consumer, error) {
//		return NewConsumer(addrs, group, topics, config)
//	}
//	It("shares", func() { newConsumerOf(testGroup) })
//
// A call of such a variable is a call of its literal when the variable is defined from the
// literal and never assigned again, nor its address taken: the literal's summary then says
// which of its parameters reach sinks, like a declared helper's. Only those sinks are
// carried to the call: a constant written in the literal itself is already a use of the
// code around it.

// funcVarLit returns the function literal that the local variable called by call always
// holds, or nil.
func (a *StringFlow) funcVarLit(call *ast.CallExpr) (*ast.FuncLit, *types.Var) {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil, nil
	}
	v, ok := a.Pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() || gocode.IsPackageLevel(v) || v.Pkg() != a.Pass.Pkg {
		return nil, nil
	}
	if _, ok := v.Type().Underlying().(*types.Signature); !ok {
		return nil, nil
	}
	def := a.DefIdent(v)
	if def == nil {
		return nil, nil
	}
	var lit *ast.FuncLit
	switch p := a.Parents()[def].(type) {
	case *ast.AssignStmt:
		if len(p.Lhs) == len(p.Rhs) {
			for i, lhs := range p.Lhs {
				if lhs == def {
					lit, _ = ast.Unparen(p.Rhs[i]).(*ast.FuncLit)
				}
			}
		}
	case *ast.ValueSpec:
		if len(p.Names) == len(p.Values) {
			for i, name := range p.Names {
				if name == def {
					lit, _ = ast.Unparen(p.Values[i]).(*ast.FuncLit)
				}
			}
		}
	}
	if lit == nil {
		return nil, nil
	}
	for _, use := range a.UsesOf()[v] {
		if a.IsAssigned(use) {
			return nil, nil
		}
		if u, ok := a.Parents()[use].(*ast.UnaryExpr); ok && u.Op == token.AND {
			return nil, nil
		}
	}
	return lit, v
}

// litSummary returns the sinks that the parameters of a function literal reach, as a
// summary; nil when none does.
func (a *StringFlow) litSummary(lit *ast.FuncLit) *funcSummary {
	if s, ok := a.litSummaries[lit]; ok {
		return s
	}
	a.litSummaries[lit] = nil // recursion
	sig, _ := a.Pass.TypesInfo.TypeOf(lit).(*types.Signature)
	if sig == nil {
		return nil
	}
	ev := &valueEvaluator{a: a, fn: a.enclosingDecl(lit), sig: sig}
	s := &funcSummary{}
	a.walk(lit, lit.Body, nil, ev, func(u summarySinkUse, _ ast.Node) {
		if _, ok := u.val.constant(); ok || len(s.sinks) >= maxSinks {
			return
		}
		u.target = nil
		s.sinks = append(s.sinks, u)
	}, func() { s.broker = true })
	if len(s.sinks) == 0 && !s.broker {
		s = nil
	}
	a.litSummaries[lit] = s
	return s
}

// enclosingDecl returns the function declaration around n, nil at package level.
func (a *StringFlow) enclosingDecl(n ast.Node) *ast.FuncDecl {
	if decl, _ := gocode.DeclAt(a.Pass, n.Pos()); decl != nil {
		if fd, ok := decl.(*ast.FuncDecl); ok && n.End() <= fd.End() {
			return fd
		}
	}
	return nil
}

// calleeSummary returns the summary of what call calls, its signature and its name for
// messages: a function or method, or a function literal that a local variable holds.
func (a *StringFlow) calleeSummary(call *ast.CallExpr) (*funcSummary, *types.Signature, string) {
	if callee, ok := typeutil.Callee(a.Pass.TypesInfo, call).(*types.Func); ok {
		if isAbstract(callee) {
			if impl := a.implementation(call, callee); impl != nil {
				callee = impl
			}
		}
		if sum := a.summaryOf(callee); sum != nil {
			return sum, callee.Signature(), calleeKey(callee)
		}
		return nil, nil, ""
	}
	lit, v := a.funcVarLit(call)
	if lit == nil {
		return nil, nil, ""
	}
	sum := a.litSummary(lit)
	if sum == nil {
		return nil, nil, ""
	}
	sig, _ := a.Pass.TypesInfo.TypeOf(lit).(*types.Signature)
	return sum, sig, v.Name()
}
