// Package ssaform builds the SSA form of the analysed package, on the first question that
// needs it, for the questions that need to know which value reaches a use rather than
// which variable: what test code does with the consumer a call returns, which assignment
// reaches a local the flow-insensitive alias scan gave up on, whether a library's
// constructor reads a fetched position.
//
// The buildssa pass would build every package of the import closure with its bodies, and
// run ctrlflow's facts on all of them. Here only the analysed package gets bodies; the
// packages it imports are created from their types, so that calls into them resolve to
// functions without bodies:
//
//	pkg := ssaform.New(pass.Fset, pass.Files, pass.TypesInfo, pass.Pkg)
//	found, ok := pkg.ReachesInstr(fn, isFetch) // ok is false when there is no SSA form
//
// Building is guarded: a panic inside go/ssa (unusual code, missing types) leaves the
// package without SSA, and every question gets no answer, which the checks treat as "ask
// the syntax instead".
package ssaform
