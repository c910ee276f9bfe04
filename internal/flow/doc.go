// Package flow holds what test code does to shared state, as data: an Access is one use of
// a package-level variable (or of an environment variable) by code that runs in a test
// region, with what it does (Op: a read, a write of the variable or of a field, a method
// call, a flow into an auth sink), where, through which calls, and under which conditions
// (Guard); a Summary is the same for a function, relative to its parameters and the
// package-level variables it reaches (Root), so that a caller in any package can turn a
// helper's accesses into its own without reading the helper's code.
//
// The engine (package parallel) computes both and exports the summaries as facts
// (SummariesFact, one per package and one per type with summarized methods, decoded only for
// the functions looked up). A dependency's package (a module with a version) exports less:
// not its private variables that nothing hands out, calls of its own unexported methods, or
// positions in its files (DropPrivateVars, DropInternalCalls, DropPositions).
//
// Analysed from export data (go vet), a package sees of another only what that package's
// export data holds: never an unexported package-level variable, though the summaries of
// the functions that an external test package calls (sdk.Initialize, sdk.Get) name one
// (sdk.defaultClient). So each package also writes down the types of the unexported
// variables its summaries name (HiddenVarsFact, a type description), and an importer that
// lacks one gets a stand-in of that type (HiddenVar), which counts as package-level
// (gocode.IsPackageLevel): the checks see the variable as they do when the code is loaded
// from source.
//
// The checks read accesses; where an access runs is package
// schedule's question (Access.Point), and whether a later test sees a change is answered here
// on the order go test runs tests in (InheritedBy, RunsBefore):
//
//	for _, a := range res.Accesses {
//		if a.Op.IsWrite() && a.Var == shared {
//			heirs := flow.InheritedBy(a, reads) // later tests that read what a left
//		}
//	}
package flow
