package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/fixturelint/fixturelint/internal/ssaform"
)

// The walker's alias scan is flow-insensitive (scanLocksAndAliases): a local that is ever
// assigned something else than one shared value is no alias, because which value a write
// through it reaches depends on the path taken. In test code the engine asks the package's
// SSA form instead, which assignment reaches each use:
//
//	c := sharedClient
//	c.Timeout = time.Second // writes sharedClient: reported
//	c, err = newClient()
//	c.Timeout = time.Minute // writes the new client: not reported
//
// A use is an alias of a shared value when the value it reads is the value of an
// assignment whose right-hand side has that root (after `c := shared`, c is the load of
// shared), or a phi of such values that all have one root (c assigned shared on both
// branches of an if). Anything else (a call's result, a range loop's element, a local
// whose address is taken or that a closure captures, so that go/ssa keeps it in memory)
// gives no answer, and the use is not followed, as before.

// A parameter that the function assigns is asked about the same way, the other way round: a
// use is no longer the parameter when none of the values that reach it is the parameter's
// (its argument, or an assignment whose root is the parameter):
//
//	func withTimeout(c *http.Client) {
//		c = clone(c)
//		c.Timeout = time.Second // writes the clone, not the argument
//	}
//
// A use that the argument reaches on some path (c = &http.Client{} when c is nil) stays the
// parameter's, as the syntax says.

// An aliasDef is an assignment of a local: the local's name there, the right-hand side and
// the root it has.
type aliasDef struct {
	lhs *ast.Ident
	rhs ast.Expr
	r   ref
}

// reachingAlias returns the root that the local named by id holds there, when every
// assignment that reaches id is one of defs and they share one root.
func reachingAlias(s *ssaform.Package, id *ast.Ident, defs []aliasDef) (r ref, ok bool) {
	if s == nil || !s.Built() {
		return ref{}, false
	}
	s.Mu.Lock()
	defer s.Mu.Unlock()
	defer func() {
		if recover() != nil {
			r, ok = ref{}, false
		}
	}()
	fn := s.Enclosing(id.Pos())
	if fn == nil {
		return ref{}, false
	}
	use, isAddr := fn.ValueForExpr(id)
	if use == nil || isAddr {
		return ref{}, false // kept in memory: which store reaches it is not in the value
	}
	byValue := make(map[ssa.Value]ref, len(defs))
	for _, d := range defs {
		if d.rhs.Pos() < fn.Syntax().Pos() || d.rhs.End() > fn.Syntax().End() {
			continue
		}
		// The value stored, which is the right-hand side's converted to the local's type
		// (a pointer stored in an interface local is a MakeInterface of it).
		for _, e := range []ast.Expr{d.lhs, d.rhs} {
			if v, isAddr := fn.ValueForExpr(e); v != nil && !isAddr {
				byValue[v] = d.r
			}
		}
	}
	found := phiRoots{defs: byValue, seen: make(map[*ssa.Phi]bool)}
	if !found.add(use) || !found.any {
		return ref{}, false
	}
	return found.root, true
}

// paramMayReach reports whether the value that id, a use of parameter v, reads may be the
// parameter's: v itself, or the value of one of defs whose root is param. It reports true
// when the SSA form gives no answer.
func paramMayReach(s *ssaform.Package, id *ast.Ident, v *types.Var, defs []aliasDef, param ref) (may bool) {
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
		if !sameRef(d.r, param) {
			continue
		}
		for _, e := range []ast.Expr{d.lhs, d.rhs} {
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
type phiRoots struct {
	defs map[ssa.Value]ref
	seen map[*ssa.Phi]bool
	root ref
	any  bool
}

// add adds v's roots and reports whether they are all one and known.
func (p *phiRoots) add(v ssa.Value) bool {
	if r, ok := p.defs[v]; ok {
		if p.any && !sameRef(p.root, r) {
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

func sameRef(x, y ref) bool {
	return x.v == y.v && x.key == y.key && x.path == y.path && x.param == y.param
}

// ssaParamMayReach answers the walker about a use of a parameter that the function also
// assigns, in a test file: false when the SSA form says the argument does not reach it.
func (w *walker) ssaParamMayReach(id *ast.Ident, v *types.Var, param ref) bool {
	if w.e.aliasSSA == nil {
		return true
	}
	if !w.inTestFile(id.Pos()) {
		return true
	}
	return paramMayReach(w.e.aliasSSA, id, v, w.aliasDefs[v], param)
}

// ssaAlias answers the walker about a use of a local that the scan found assigned more than
// one thing, in a test file of a package whose SSA the engine can build.
func (w *walker) ssaAlias(id *ast.Ident, defs []aliasDef) (ref, bool) {
	if w.e.aliasSSA == nil || len(defs) == 0 {
		return ref{}, false
	}
	if !w.inTestFile(id.Pos()) {
		return ref{}, false // SSA only for test code: a dependency's helpers keep the scan's answer
	}
	return reachingAlias(w.e.aliasSSA, id, defs)
}
