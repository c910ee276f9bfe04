package httpfacts

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// This file holds what the engine tells other packages about transport state besides the
// summaries: which package-level variables start with a cookie jar, and which functions close
// httptest servers (serverclosers.go). Both are decided from code that importers cannot see.

// cookieJarFact marks a package-level variable whose initializer, or an assignment in one of
// its package's init functions, gives an HTTP client (or a websocket dialer) a cookie jar.
// Unexported variables get it too: importers reach them through the summaries of the
// package's functions (apiclient.Get sending through apiclient's own client).
type cookieJarFact struct{}

func (*cookieJarFact) AFact()         {}
func (*cookieJarFact) String() string { return "hasJar" }

// exportTransportFacts exports the facts of the package: cheap, and skipped unless the
// package imports the APIs concerned. Facts are for the packages that import this one, so
// only declarations in non-test files get them: a test file's variables are not visible to
// other packages (except an external test package, which then goes without the fact).
func (e *Facts) exportTransportFacts() {
	pass := e.pass
	e.exportServerClosers()
	if !slices.ContainsFunc(pass.Pkg.Imports(), func(p *types.Package) bool { return knowledge.CookieJarHolderPath(p.Path()) }) {
		return
	}
	for _, d := range e.decls.Vars() {
		if !d.Test && e.InitHasCookieJar(d.Var) {
			pass.ExportObjectFact(d.Var, &cookieJarFact{})
		}
	}
}

// initJarVars returns the package-level variables of this package that an init function of
// a non-test file assigns a value giving a client a cookie jar (client = &http.Client{Jar:
// jar}): they start with the jar as surely as with an initializer. Computed once.
func (e *Facts) initJarVars() map[*types.Var]token.Pos {
	if e.initJars != nil {
		return e.initJars
	}
	e.initJars = make(map[*types.Var]token.Pos)
	info := e.pass.TypesInfo
	for _, fn := range e.decls.Funcs() {
		decl := e.decls.FuncDecl(fn)
		if fn.Name() != "init" || decl.Recv != nil || decl.Body == nil || strings.HasSuffix(e.pass.Fset.File(decl.Pos()).Name(), "_test.go") {
			continue
		}
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			assign, ok := n.(*ast.AssignStmt)
			if !ok || len(assign.Lhs) != len(assign.Rhs) {
				return true
			}
			for i, lhs := range assign.Lhs {
				id, ok := ast.Unparen(lhs).(*ast.Ident)
				if !ok {
					continue
				}
				v, _ := info.Uses[id].(*types.Var)
				if v != nil && v.Pkg() == e.pass.Pkg && gocode.IsPackageLevel(v) && e.cookieJarIn(assign.Rhs[i], 0) {
					if at, ok := e.initJars[v]; !ok || assign.Pos() < at {
						e.initJars[v] = assign.Pos()
					}
				}
			}
			return true
		})
	}
	return e.initJars
}

// InitHasCookieJar reports whether v starts with a cookie jar: its initializer, or an
// assignment in an init function, gives it one (in this package), or a fact about another
// package's variable says so.
func (e *Facts) InitHasCookieJar(v *types.Var) bool {
	if e == nil || v == nil {
		return false
	}
	if v.Pkg() != e.pass.Pkg {
		return e.pass.ImportObjectFact(v, new(cookieJarFact))
	}
	if d := e.decls.Var(v); d != nil && d.Value() != nil && e.CookieJarIn(d.Value()) {
		return true
	}
	_, ok := e.initJarVars()[v]
	return ok
}

// InitJarAt returns where v, a variable of this package, gets its cookie jar before any test
// runs: its declaration when its initializer gives it one, else the first assignment in an
// init function that does; NoPos when neither does.
func (e *Facts) InitJarAt(v *types.Var) token.Pos {
	if d := e.decls.Var(v); d != nil && d.Value() != nil && e.CookieJarIn(d.Value()) {
		return v.Pos()
	}
	return e.initJarVars()[v]
}

// CookieJarIn reports whether the expression (an initializer or an assigned value, or a
// function body reached from it through calls of the package's own functions, two calls
// deep) gives an HTTP client or websocket dialer a non-nil cookie jar.
func (e *Facts) CookieJarIn(root ast.Node) bool {
	if e == nil {
		return false
	}
	return e.cookieJarIn(root, 0)
}

// cookieJarHolderTypes are the names of the types of knowledge.CookieJarHolders, looked up
// before the key is built for a composite literal.
var cookieJarHolderTypes = knowledge.KeyNames(knowledge.CookieJarHolders)

func (e *Facts) cookieJarIn(root ast.Node, depth int) bool {
	info := e.pass.TypesInfo
	isClient := func(t types.Type) bool {
		named, _ := types.Unalias(gocode.Deref(t)).(*types.Named)
		return named != nil && named.Obj().Pkg() != nil && cookieJarHolderTypes[named.Obj().Name()] &&
			knowledge.CookieJarHolders[named.Obj().Pkg().Path()+"."+named.Obj().Name()]
	}
	found := false
	ast.Inspect(root, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.CompositeLit:
			if tv, ok := info.Types[n]; !ok || !isClient(tv.Type) {
				return true
			}
			for _, elt := range n.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Jar" && !isNilExpr(info, kv.Value) {
						found = true
					}
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				sel, ok := lhs.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "Jar" || i >= len(n.Rhs) || isNilExpr(info, n.Rhs[i]) {
					continue
				}
				if s, ok := info.Selections[sel]; ok && s.Kind() == types.FieldVal && isClient(s.Recv()) {
					found = true
				}
			}
		case *ast.CallExpr:
			fn, _ := typeutil.Callee(info, n).(*types.Func)
			if fn == nil {
				return true
			}
			if IsRestyMethod(fn, "SetCookieJar") && len(n.Args) == 1 && !isNilExpr(info, n.Args[0]) {
				found = true
			} else if fd := e.decls.FuncDecl(fn); fd != nil && depth < 2 {
				found = e.cookieJarIn(fd.Body, depth+1)
			}
		}
		return !found
	})
	return found
}

func isNilExpr(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}
