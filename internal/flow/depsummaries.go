package flow

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// DropInternalCalls removes from the summaries about to be exported by a dependency's package
// (see InDependency) the calls of unexported methods on the summarized
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
func DropInternalCalls(funcs map[string]*Summary, methods map[*types.TypeName]map[string]*Summary) {
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

// DropPositions clears, in the summaries about to be exported by a dependency's package, the
// positions of the accesses and of the calls they go through. They would point into the
// dependency's files, and only the analysed module's packages report: there the engine puts
// an access made inside another module at the call that leads into it (see walker.apply),
// and the checks cite a step or a site only when it is in one of the package's own files.
// The callees' names, which the messages and the checks use, stay. On large services the
// positions were a quarter of the facts' bytes (each distinct one is written again by every
// package above).
func DropPositions(funcs map[string]*Summary, methods map[*types.TypeName]map[string]*Summary) {
	for _, m := range append([]map[string]*Summary{funcs}, mapsOf(methods)...) {
		for name, s := range m {
			m[name] = withoutPositions(s)
		}
	}
}

// withoutPositions returns a copy of s whose accesses and steps have no positions.
func withoutPositions(s *Summary) *Summary {
	out := *s
	out.Accesses = slices.Clone(s.Accesses)
	for i := range out.Accesses {
		a := &out.Accesses[i]
		a.Site = token.Position{}
		if len(a.Via) > 0 {
			a.Via = slices.Clone(a.Via)
			for j := range a.Via {
				a.Via[j].Pos = token.Position{}
			}
		}
	}
	return &out
}

// InDependency reports whether the package belongs to a dependency of the module go vet runs
// in (a module with a version, from the module cache), whose tests the checks never report on.
func InDependency(pass *analysis.Pass) bool {
	m := pass.Module
	return m != nil && m.Version != ""
}
