package httpfacts

import (
	"go/ast"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file says which functions close httptest servers, across packages: a Close in a
// helper package only runs alongside a test that calls that helper (or a function that
// calls it), not in every test of every package that imports the helper's package.

// closesServersFact marks a package that has exported functions with a closesServerFact,
// so that an importer looks for calls of them only in the packages that have some.
type closesServersFact struct{}

func (*closesServersFact) AFact()         {}
func (*closesServersFact) String() string { return "closesServers" }

// closesServerFact marks an exported function or method whose code closes an httptest
// server: it calls (*httptest.Server).Close or takes it as a method value (t.Cleanup(srv.Close),
// a returned closer), in its body or a closure inside it, or it calls a function that does,
// of its own package or of another.
type closesServerFact struct{}

func (*closesServerFact) AFact()         {}
func (*closesServerFact) String() string { return "closesServer" }

// exportServerClosers exports the facts for a package without test files that refers to
// httptest or imports a package whose functions close servers.
func (e *Facts) exportServerClosers() {
	pass := e.pass
	if schedule.HasTestFiles(pass) || !gocode.Imports(pass.Pkg, "net/http/httptest") && !e.importsServerClosers() {
		return
	}
	exported := false
	for fn := range e.serverClosers() {
		if fn.Exported() {
			pass.ExportObjectFact(fn, &closesServerFact{})
			exported = true
		}
	}
	if exported {
		pass.ExportPackageFact(&closesServersFact{})
	}
}

// importsServerClosers reports whether one of the package's imports has exported
// functions that close servers.
func (e *Facts) importsServerClosers() bool {
	for _, imp := range e.pass.Pkg.Imports() {
		if e.pass.ImportPackageFact(imp, new(closesServersFact)) {
			return true
		}
	}
	return false
}

// serverClosers returns the package's declared functions whose code closes a server
// (closesServerFact), to a fixed point over the calls between them.
func (e *Facts) serverClosers() map[*types.Func]bool {
	closers := make(map[*types.Func]bool)
	callers := make(map[*types.Func][]*types.Func) // callee of this package -> its callers
	var work []*types.Func
	for _, fn := range e.decls.Funcs() {
		decl := e.decls.FuncDecl(fn)
		if decl.Body == nil {
			continue
		}
		direct := false
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			if direct {
				return false
			}
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if IsServerCloseSelection(e.pass.TypesInfo, n) {
					direct = true
				}
			case *ast.Ident:
				callee, ok := e.pass.TypesInfo.Uses[n].(*types.Func)
				if !ok || callee.Pkg() == nil {
					return true
				}
				callee = callee.Origin()
				if callee.Pkg() == e.pass.Pkg {
					if callee != fn {
						callers[callee] = append(callers[callee], fn)
					}
				} else if e.isImportedServerCloser(callee) {
					direct = true
				}
			}
			return true
		})
		if direct {
			closers[fn] = true
			work = append(work, fn)
		}
	}
	for len(work) > 0 {
		fn := work[len(work)-1]
		work = work[:len(work)-1]
		for _, caller := range callers[fn] {
			if !closers[caller] {
				closers[caller] = true
				work = append(work, caller)
			}
		}
	}
	return closers
}

// IsServerCloseSelection reports whether sel is (*httptest.Server).Close, called or as a
// method value.
func IsServerCloseSelection(info *types.Info, sel *ast.SelectorExpr) bool {
	s, ok := info.Selections[sel]
	if !ok || s.Kind() == types.FieldVal {
		return false
	}
	fn, ok := s.Obj().(*types.Func)
	return ok && gocode.FuncIs(fn, "net/http/httptest", "Server", "Close")
}

// isImportedServerCloser reports whether fn, of another package, closes servers.
func (e *Facts) isImportedServerCloser(fn *types.Func) bool {
	if gocode.IsStd(fn.Pkg().Path()) || !e.pass.ImportPackageFact(fn.Pkg(), new(closesServersFact)) {
		return false
	}
	return e.pass.ImportObjectFact(fn, new(closesServerFact))
}

// ClosesServer reports whether fn, a function of this package or of another, closes an
// httptest server (closesServerFact): a call of it, or a value of it given to t.Cleanup or
// deferred, closes one when it runs.
func (e *Facts) ClosesServer(fn *types.Func) bool {
	if e == nil || fn == nil || fn.Pkg() == nil {
		return false
	}
	fn = fn.Origin()
	if fn.Pkg() != e.pass.Pkg {
		return e.isImportedServerCloser(fn)
	}
	if e.closers == nil {
		e.closers = e.serverClosers()
	}
	return e.closers[fn]
}

// CallsServerCloser reports whether the package's code (tests and helpers) calls, or takes
// as a value, a function of another package that closes httptest servers.
func (e *Facts) CallsServerCloser() bool {
	if e == nil {
		return false
	}
	if !e.importsServerClosers() {
		return false
	}
	for _, obj := range e.pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok && fn.Pkg() != nil && fn.Pkg() != e.pass.Pkg && e.isImportedServerCloser(fn.Origin()) {
			return true
		}
	}
	return false
}
