package parallel

import (
	"go/ast"
	"go/types"

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

// aliasDef is an assignment of a local, with the root the walker gives its right-hand side.
type aliasDef = ssaform.Def[ref]

// ssaParamMayReach answers the walker about a use of a parameter that the function also
// assigns, in a test file: false when the SSA form says the argument does not reach it.
func (w *walker) ssaParamMayReach(id *ast.Ident, v *types.Var, param ref) bool {
	if w.e.aliasSSA == nil {
		return true
	}
	if !w.inTestFile(id.Pos()) {
		return true
	}
	return ssaform.ParamMayReach(w.e.aliasSSA, id, v, w.aliasDefs[v], param)
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
	return ssaform.ReachingRoot(w.e.aliasSSA, id, defs)
}
