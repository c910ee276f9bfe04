package ssaform

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Which assignment reaches a use of a local, as the SSA form says: the syntax alone cannot
// tell, when a local is assigned more than once, which of its values a use reads. The
// caller gives each assignment a root (what it knows the right-hand side holds), and asks
// which root a use holds, or whether a parameter's own value may still reach a use.

// A Def is an assignment of a local: the local's name there, the right-hand side, and what
// the caller knows the right-hand side holds (its root).
type Def[R comparable] struct {
	LHS  *ast.Ident
	RHS  ast.Expr
	Root R
}

// ReachingRoot returns the root that the local named by id holds there, when every
// assignment that reaches id is one of defs and they share one root.
func ReachingRoot[R comparable](s *Package, id *ast.Ident, defs []Def[R]) (r R, ok bool) {
	var none R
	if s == nil || !s.Built() {
		return none, false
	}
	s.Mu.Lock()
	defer s.Mu.Unlock()
	defer func() {
		if recover() != nil {
			r, ok = none, false
		}
	}()
	fn := s.Enclosing(id.Pos())
	if fn == nil {
		return none, false
	}
	use, isAddr := fn.ValueForExpr(id)
	if use == nil || isAddr {
		return none, false // kept in memory: which store reaches it is not in the value
	}
	byValue := make(map[ssa.Value]R, len(defs))
	for _, d := range defs {
		if d.RHS.Pos() < fn.Syntax().Pos() || d.RHS.End() > fn.Syntax().End() {
			continue
		}
		// The value stored, which is the right-hand side's converted to the local's type
		// (a pointer stored in an interface local is a MakeInterface of it).
		for _, e := range []ast.Expr{d.LHS, d.RHS} {
			if v, isAddr := fn.ValueForExpr(e); v != nil && !isAddr {
				byValue[v] = d.Root
			}
		}
	}
	found := phiRoots[R]{defs: byValue, seen: make(map[*ssa.Phi]bool)}
	if !found.add(use) || !found.any {
		return none, false
	}
	return found.root, true
}

// ParamMayReach reports whether the value that id, a use of parameter v, reads may be the
// parameter's: v itself, or the value of one of defs whose root is param. It reports true
// when the SSA form gives no answer.
func ParamMayReach[R comparable](s *Package, id *ast.Ident, v *types.Var, defs []Def[R], param R) (may bool) {
	if s == nil || !s.Built() {
		return true
	}
	s.Mu.Lock()
	defer s.Mu.Unlock()
	defer func() {
		if recover() != nil {
			may = true
		}
	}()
	fn := s.Enclosing(id.Pos())
	if fn == nil {
		return true
	}
	use, isAddr := fn.ValueForExpr(id)
	if use == nil || isAddr {
		return true
	}
	own := make(map[ssa.Value]bool)
	for _, p := range fn.Params {
		if p.Object() == v {
			own[p] = true
		}
	}
	if len(own) == 0 {
		return true // a parameter of an enclosing function, captured: kept in memory
	}
	for _, d := range defs {
		if d.Root != param {
			continue
		}
		for _, e := range []ast.Expr{d.LHS, d.RHS} {
			if val, isAddr := fn.ValueForExpr(e); val != nil && !isAddr {
				own[val] = true
			}
		}
	}
	seen := make(map[ssa.Value]bool)
	var reaches func(val ssa.Value) bool
	reaches = func(val ssa.Value) bool {
		if own[val] {
			return true
		}
		if load, ok := val.(*ssa.UnOp); ok && load.Op == token.MUL {
			// Read from memory: the parameter kept there (captured, its address taken),
			// or a value stored anywhere, may be the argument; a package-level variable's
			// is what the syntax says it is.
			if _, global := load.X.(*ssa.Global); !global {
				return true
			}
		}
		phi, ok := val.(*ssa.Phi)
		if !ok || seen[phi] {
			return false
		}
		seen[phi] = true
		for _, edge := range phi.Edges {
			if reaches(edge) {
				return true
			}
		}
		return false
	}
	return reaches(use)
}

// phiRoots gathers the roots of a value through phis: one root, or none.
type phiRoots[R comparable] struct {
	defs map[ssa.Value]R
	seen map[*ssa.Phi]bool
	root R
	any  bool
}

// add adds v's roots and reports whether they are all one and known.
func (p *phiRoots[R]) add(v ssa.Value) bool {
	if r, ok := p.defs[v]; ok {
		if p.any && p.root != r {
			return false
		}
		p.root, p.any = r, true
		return true
	}
	phi, ok := v.(*ssa.Phi)
	if !ok {
		return false
	}
	if p.seen[phi] {
		return true // a loop back to a phi already counted
	}
	p.seen[phi] = true
	for _, edge := range phi.Edges {
		if !p.add(edge) {
			return false
		}
	}
	return true
}
