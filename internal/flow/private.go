package flow

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/decls"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// privateVars returns the package's variables whose accesses need not all travel in the
// facts: when the package belongs to a dependency (a module with a version, from the module
// cache), its unexported variables whose initializer uses nothing but constants and the
// standard library. For each, the paths that a summary returns (nil when none does): the
// accesses on or under them, or on the way to them, stay.
//
// The checks report on the tests of the module go vet is run in. Such a test cannot name a
// dependency's unexported variable; it reaches it only through the dependency's functions,
// and what a library does to its own state is its own bookkeeping (sharedclient leaves it
// out). Tokencache follows unexported variables of the analysed module only. What remains is
// what a function hands out (a returned default client, which a test may then change; the
// logger klog's Background returns from its state, not that state's locks and buffers), kept
// by the returned paths, and a variable whose initializer a check reads through a fact
// (kafkagroup's group IDs in a consumer configuration built by a library's constructor), kept
// by the second condition. On large services the rest (loggers and their locks, header
// lists, metrics) is most of what SDK clients' summaries hold.
func privateVars(pass *analysis.Pass, decls []*decls.Var, startsWithJar func(*types.Var) bool, exported []*Summary) map[string][]string {
	if !InDependency(pass) {
		return nil
	}
	returned := make(map[string][]string)
	path := pass.Pkg.Path()
	for _, s := range exported {
		for _, a := range s.Accesses {
			if a.Op == Return && a.Root.PkgPath == path && !slices.Contains(returned[a.Root.Name], a.Path) {
				returned[a.Root.Name] = append(returned[a.Root.Name], a.Path)
			}
		}
	}
	var private map[string][]string
	for _, d := range decls {
		v := d.Var
		if v.Exported() || d.Test || slices.Contains(returned[v.Name()], "") || !plainInit(pass.TypesInfo, d) {
			continue
		}
		if startsWithJar(v) {
			continue // a client with a cookie jar: per-test state that importers' tests share
		}
		if private == nil {
			private = make(map[string][]string)
		}
		private[v.Name()] = returned[v.Name()]
	}
	return private
}

// handedOut reports whether an access at path of a variable whose values at the returned
// paths a caller gets can concern what the caller holds: the access is on one of those
// values, under it, or on the way to it (reading or replacing what contains it).
func handedOut(path string, returned []string) bool {
	for _, r := range returned {
		if path == "" || path == r || strings.HasPrefix(path, r+".") || strings.HasPrefix(r, path+".") {
			return true
		}
	}
	return false
}

// plainInit reports whether the declaration's initializer, if any, refers to no function,
// type or variable outside the standard library (the package's own included).
func plainInit(info *types.Info, d *decls.Var) bool {
	plain := true
	for _, value := range d.Spec.Values {
		ast.Inspect(value, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok || !plain {
				return plain
			}
			switch obj := info.Uses[id].(type) {
			case *types.Func, *types.TypeName, *types.Var:
				if obj.Pkg() != nil && !gocode.IsStd(obj.Pkg().Path()) && !isLocal(obj) {
					plain = false
				}
			}
			return true
		})
	}
	return plain
}

// isLocal reports whether obj is declared inside a function (a parameter or local of a
// function literal in an initializer).
func isLocal(obj types.Object) bool {
	v, ok := obj.(*types.Var)
	return ok && !v.IsField() && obj.Parent() != nil && obj.Parent() != obj.Pkg().Scope()
}

// withoutVars returns s without the accesses to the private variables of package path (see
// privateVars) that reach nothing the package hands out, or nil when nothing else is left.
func withoutVars(s *Summary, path string, private map[string][]string) *Summary {
	return withoutAccesses(s, func(a SummaryAccess) bool {
		returned, ok := private[a.Root.Name]
		return ok && a.Root.PkgPath == path && !handedOut(a.Path, returned)
	})
}

// withoutAccesses returns s without the accesses for which drop reports true, or nil when
// nothing else is left.
func withoutAccesses(s *Summary, drop func(SummaryAccess) bool) *Summary {
	n := 0
	for _, a := range s.Accesses {
		if drop(a) {
			n++
		}
	}
	if n == 0 {
		return s
	}
	out := *s
	out.Accesses = make([]SummaryAccess, 0, len(s.Accesses)-n)
	for _, a := range s.Accesses {
		if !drop(a) {
			out.Accesses = append(out.Accesses, a)
		}
	}
	if len(out.Parallel) == 0 && len(out.Calls) == 0 && len(out.Accesses) == 0 {
		return nil
	}
	return &out
}

// DropPrivateVars removes the accesses to the package's private variables (see privateVars)
// from the summaries about to be exported, and the summaries left empty. startsWithJar tells
// the variables that start with a cookie jar, which stay.
func DropPrivateVars(pass *analysis.Pass, decls []*decls.Var, startsWithJar func(*types.Var) bool, funcs map[string]*Summary, methods map[*types.TypeName]map[string]*Summary) {
	var all []*Summary
	for _, s := range funcs {
		all = append(all, s)
	}
	for _, m := range methods {
		for _, s := range m {
			all = append(all, s)
		}
	}
	private := privateVars(pass, decls, startsWithJar, all)
	if len(private) == 0 {
		return
	}
	path := pass.Pkg.Path()
	for _, m := range append([]map[string]*Summary{funcs}, mapsOf(methods)...) {
		for name, s := range m {
			if s = withoutVars(s, path, private); s == nil {
				delete(m, name)
			} else {
				m[name] = s
			}
		}
	}
}

func mapsOf(methods map[*types.TypeName]map[string]*Summary) []map[string]*Summary {
	out := make([]map[string]*Summary, 0, len(methods))
	for _, m := range methods {
		out = append(out, m)
	}
	return out
}
