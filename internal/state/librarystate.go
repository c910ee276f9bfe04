package state

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/report"
)

// This file recognises the writes that a library makes to its own state, which record what
// the process does rather than change what later tests send.

// ByOwnMethod reports whether a, made through helpers, is made by a method of t's named
// type (through one pointer): the call at a's node is one, or a step of the call path is
// ("pkg.Type.Method"). Such a write is the type's own code at work, such as the lazy
// initialization of retryablehttp's HTTPClient inside Client.Do.
func ByOwnMethod(info *types.Info, t types.Type, a *flow.Access) bool {
	if len(a.Via) == 0 {
		return false
	}
	vp, vn := gocode.NamedOf(t)
	if vp == "" {
		return false
	}
	if fn := gocode.FuncOf(info, a.Node); fn != nil {
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
			if rp, rn := gocode.NamedOf(sig.Recv().Type()); rp == vp && rn == vn {
				return true
			}
		}
	}
	n, ok := gocode.Deref(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	prefix := n.Obj().Pkg().Name() + "." + vn + "."
	for _, step := range a.Via {
		if strings.HasPrefix(step.Callee, prefix) {
			return true
		}
	}
	return false
}

// IsLibraryOwnState reports whether a is a write that a library of another module
// (OutsideModule) makes to its own package-level variable, the last step of its call path
// being a function of that package (httpmock.Activate saving http.DefaultTransport in
// InitialTransport): the library's bookkeeping, which the test cannot scope.
func IsLibraryOwnState(pass *analysis.Pass, a *flow.Access) bool {
	pkg := a.Var.Pkg()
	if len(a.Via) == 0 || !parallel.OutsideModule(pass, pkg) {
		return false
	}
	return strings.HasPrefix(a.Via[len(a.Via)-1].Callee, pkg.Name()+".")
}

// IsBookkeeping reports whether a is a write that a package's own non-test code makes to its
// own package-level variable with a value that the caller did not give it: httpmock.Activate
// saving http.DefaultTransport in InitialTransport, reached from httpmock's own tests. Such a
// write records the process's state rather than changing what later tests see; a setter that
// stores its argument (SetDefaultClient(c)) is the caller's change: its summary says so
// (Access.Arg) wherever the setter is. A value built from a parameter or the receiver
// (defaultClient.Transport = wrap(rt)) is read from the source when the function is in a file
// of pass; elsewhere such a write counts as bookkeeping.
func IsBookkeeping(pass *analysis.Pass, a *flow.Access) bool {
	pkg := a.Var.Pkg()
	if len(a.Via) == 0 || pkg == nil || strings.HasSuffix(a.Site.Filename, "_test.go") ||
		!strings.HasPrefix(a.Via[len(a.Via)-1].Callee, pkg.Name()+".") || a.Arg != nil {
		return false
	}
	pos := report.PosIn(pass, a.Site)
	if !pos.IsValid() {
		return true
	}
	path := gocode.PathAt(pass, pos, pos)
	if path == nil {
		return true
	}
	var as *ast.AssignStmt
	var decl *ast.FuncDecl
	for _, n := range path {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if as == nil {
				as = n
			}
		case *ast.FuncDecl:
			decl = n
		}
	}
	if as == nil || decl == nil {
		return true
	}
	params := make(map[types.Object]bool)
	for _, list := range []*ast.FieldList{decl.Recv, decl.Type.Params} {
		if list == nil {
			continue
		}
		for _, f := range list.List {
			for _, name := range f.Names {
				params[pass.TypesInfo.Defs[name]] = true
			}
		}
	}
	fromParam := false
	for _, rhs := range as.Rhs {
		ast.Inspect(rhs, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && params[pass.TypesInfo.Uses[id]] {
				fromParam = true
			}
			return !fromParam
		})
	}
	return !fromParam
}
