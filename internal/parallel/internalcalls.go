package parallel

import (
	"go/token"
	"go/types"
	"strings"
)

// dropInternalCalls removes from the summaries about to be exported by a dependency's package
// (see inDependency) the calls of unexported methods on the summarized
// function's parameters, and the summaries left empty.
//
// Such a method is the package's own (no other package can call it), and the walker has
// already folded its summary into the caller's: its writes and calls of exported methods are
// in the summary in their own right. What the call itself says to an importer is only that
// the argument is used, and the importer records that use where it passes the argument. No
// check matches a method of a dependency by an unexported name, and on large services these
// calls are most of what the summaries of SDK clients and decoders hold (each method of a
// json-iterator Iterator lists the dozen helpers it reaches), passed on by every package
// above them.
func dropInternalCalls(funcs map[string]*Summary, methods map[*types.TypeName]map[string]*Summary) {
	for _, m := range append([]map[string]*Summary{funcs}, mapsOf(methods)...) {
		for name, s := range m {
			if s = withoutAccesses(s, internalCall); s == nil {
				delete(m, name)
			} else {
				m[name] = s
			}
		}
	}
}

// internalCall reports whether a is a call of an unexported method on a parameter.
func internalCall(a SummaryAccess) bool {
	if a.Op != MethodCall || a.Root.PkgPath != "" || a.Root.Env {
		return false
	}
	return !token.IsExported(a.Path[strings.LastIndex(a.Path, ".")+1:])
}

// inDependency reports whether the package belongs to a dependency of the module go vet runs
// in (a module with a version, from the module cache), whose tests the checks never report on.
func (e *engine) inDependency() bool {
	m := e.pass.Module
	return m != nil && m.Version != ""
}
