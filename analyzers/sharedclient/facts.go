package sharedclient

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// jarFact marks a package-level variable whose initializer gives it a cookie jar, so that
// tests in other packages know it.
type jarFact struct{}

func (*jarFact) AFact()         {}
func (*jarFact) String() string { return "hasJar" }

// closesServersFact marks a package whose code closes httptest servers (test helpers that
// register srv.Close), which closes the idle connections of http.DefaultTransport.
type closesServersFact struct{}

func (*closesServersFact) AFact()         {}
func (*closesServersFact) String() string { return "closesServers" }

// exportFacts exports the facts of the package: cheap, and skipped unless the package
// imports the APIs concerned.
//
// Facts are for the packages that import this one, so only declarations in non-test files
// get them: a test file's variables are not visible to other packages (except an external
// test package, which then goes without the fact).
func exportFacts(pass *analysis.Pass, res *parallel.Result, cls *classifier) {
	hasTestFiles := false
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go") {
			hasTestFiles = true
		}
	}
	if !hasTestFiles && importsPath(pass.Pkg, "net/http/httptest") && closesTestServers(pass) {
		pass.ExportPackageFact(&closesServersFact{})
	}
	if !importsPath(pass.Pkg, "net/http") && !importsPath(pass.Pkg, "github.com/gorilla/websocket") &&
		!importsPath(pass.Pkg, "github.com/go-resty/resty/v2") {
		return
	}
	for _, d := range res.VarDecls() {
		if d.Test || d.Value() == nil || cls.classify(d.Var.Type()) == notShared {
			continue
		}
		if hasJar(pass.TypesInfo, res.FuncDecl, d.Value(), 0) {
			pass.ExportObjectFact(d.Var, &jarFact{})
		}
	}
}

func importsPath(pkg *types.Package, path string) bool {
	for _, imp := range pkg.Imports() {
		if imp.Path() == path {
			return true
		}
	}
	return false
}

// hasJar reports whether the expression (an initializer, or a function body reached from
// it through calls of the package's own functions, two calls deep) gives an HTTP client or
// websocket dialer a non-nil cookie jar.
func hasJar(info *types.Info, declOf func(*types.Func) *ast.FuncDecl, root ast.Node, depth int) bool {
	found := false
	ast.Inspect(root, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.CompositeLit:
			tv, ok := info.Types[n]
			if !ok || !(isNamed(tv.Type, "net/http", "Client") || isNamed(tv.Type, "github.com/gorilla/websocket", "Dialer")) {
				return true
			}
			for _, elt := range n.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Jar" && !isNil(info, kv.Value) {
						found = true
					}
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				sel, ok := lhs.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "Jar" || i >= len(n.Rhs) || isNil(info, n.Rhs[i]) {
					continue
				}
				if s, ok := info.Selections[sel]; ok && s.Kind() == types.FieldVal &&
					(isNamed(s.Recv(), "net/http", "Client") || isNamed(s.Recv(), "github.com/gorilla/websocket", "Dialer")) {
					found = true
				}
			}
		case *ast.CallExpr:
			fn, _ := typeutil.Callee(info, n).(*types.Func)
			if fn == nil {
				return true
			}
			if isRestyMethod(fn, "SetCookieJar") && len(n.Args) == 1 && !isNil(info, n.Args[0]) {
				found = true
			} else if fd := declOf(fn); fd != nil && depth < 2 {
				found = hasJar(info, declOf, fd.Body, depth+1)
			}
		}
		return !found
	})
	return found
}

func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// isRestyMethod reports whether fn is the method name of a resty client.
func isRestyMethod(fn *types.Func, name string) bool {
	return funcIs(fn, "github.com/go-resty/resty/v2", "Client", name) || funcIs(fn, "resty.dev/v3", "Client", name)
}

// closesTestServers reports whether the package's code refers to (*httptest.Server).Close,
// called or as a method value.
func closesTestServers(pass *analysis.Pass) bool {
	for _, s := range pass.TypesInfo.Selections {
		if fn, ok := s.Obj().(*types.Func); ok && s.Kind() != types.FieldVal && funcIs(fn, "net/http/httptest", "Server", "Close") {
			return true
		}
	}
	return false
}
