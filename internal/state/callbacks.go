package state

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// RunInWritingCall reports whether the use u runs in a function literal of its test that
// the test hands to a call which writes the same state through the code it calls: the
// literal is an argument of that call, or made into a local the call is given (h :=
// NewHandler(func(...) {...}); start(h)). The call runs the literal while it runs, and code
// that sets the state and then calls back (a runtime that exports a request's trace ID
// before it calls the handler) gives the use its own value. As for a helper call that both
// writes and reads (SetsFirst), the write counts as first. writes are the candidates.
func RunInWritingCall(pass *analysis.Pass, u *flow.Access, writes []*flow.Access) bool {
	if u.Region == nil || u.Node == nil {
		return false
	}
	lit, carrier := handedLiteral(pass, u)
	if lit == nil {
		return false
	}
	for _, x := range writes {
		if !x.Op.IsWrite() || x.Restores || x.Region != u.Region || len(x.Via) == 0 {
			continue
		}
		call, ok := x.Node.(*ast.CallExpr)
		if !ok {
			continue
		}
		for _, arg := range call.Args {
			if arg.Pos() <= lit.Pos() && lit.End() <= arg.End() || carrier != nil && gocode.Mentions(pass.TypesInfo, arg, carrier) {
				return true
			}
		}
	}
	return false
}

// handedLiteral returns the innermost function literal of u's region body that holds u, and
// the local variable that the statement defining it assigns it (or a value made from it)
// to, if any.
func handedLiteral(pass *analysis.Pass, u *flow.Access) (*ast.FuncLit, *types.Var) {
	// The access is written at Site; the engine may record it at the call the literal is
	// handed to (Node), which runs it.
	pos, end := u.Node.Pos(), u.Node.End()
	if site := positionIn(pass, u.Site); site.IsValid() && pos <= site && site < end {
		pos, end = site, site+1
	}
	path := gocode.PathAt(pass, pos, end)
	var lit *ast.FuncLit
	for i, n := range path {
		switch n := n.(type) {
		case *ast.FuncLit:
			if n == u.Region.Func {
				return nil, nil
			}
			if lit == nil {
				lit = n
			}
		case *ast.FuncDecl:
			return nil, nil
		case *ast.AssignStmt:
			if lit == nil {
				continue
			}
			return lit, definedLocal(pass.TypesInfo, n.Lhs, path[i-1])
		case ast.Stmt:
			if lit != nil {
				return lit, nil
			}
		}
		if lit != nil && n == u.Region.Func {
			return lit, nil
		}
	}
	return nil, nil
}

// definedLocal returns the variable of lhs that the right-hand side rhs is assigned to, when
// the assignment pairs them one to one.
func definedLocal(info *types.Info, lhs []ast.Expr, rhs ast.Node) *types.Var {
	if len(lhs) != 1 {
		return nil
	}
	id, ok := ast.Unparen(lhs[0]).(*ast.Ident)
	if !ok {
		return nil
	}
	if v, ok := info.Defs[id].(*types.Var); ok {
		return v
	}
	v, _ := info.Uses[id].(*types.Var)
	return v
}
