package httpfacts

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// IsRestyMethod reports whether fn is the method name of a resty client (v2 or v3).
func IsRestyMethod(fn *types.Func, name string) bool {
	for _, path := range knowledge.RestyPaths {
		if gocode.FuncIs(fn, path, "Client", name) {
			return true
		}
	}
	return false
}

// GivesCookieJar reports whether a, an access to a variable that holds a value of type t,
// gives it a cookie jar or stores cookies in its jar: it assigns a value that holds a jar
// (CookieJarIn), sets its Jar field (of type http.CookieJar) to something other than nil,
// calls SetCookies on its Jar, or calls a resty client's SetCookieJar with something other
// than nil. What a transport library's own code does (InTransportLibrary) does not count:
// the libraries' methods store cookies only when there is a jar (gorilla's Dial: if d.Jar
// != nil).
func (e *Facts) GivesCookieJar(pass *analysis.Pass, t types.Type, a *flow.Access) bool {
	switch a.Op {
	case flow.Write:
		return a.Stored() != nil && e.CookieJarIn(a.Stored())
	case flow.FieldWrite:
		if gocode.LastSegment(a.Path) != "Jar" || (a.Stored() != nil && IsNil(pass.TypesInfo, a.Stored())) || InTransportLibrary(pass.TypesInfo, a) {
			return false
		}
		f, _ := gocode.LookupPath(t, a.Path).(*types.Var)
		return f != nil && gocode.IsNamedOrPointer(f.Type(), "net/http", "CookieJar")
	case flow.MethodCall:
		fn, _ := gocode.LookupPath(t, a.Path).(*types.Func)
		if fn != nil && fn.Name() == "SetCookies" && strings.HasSuffix(a.Path, "Jar.SetCookies") {
			return !InTransportLibrary(pass.TypesInfo, a)
		}
		if IsRestyMethod(fn, "SetCookieJar") {
			call, ok := a.Node.(*ast.CallExpr)
			return !ok || len(call.Args) != 1 || !IsNil(pass.TypesInfo, call.Args[0])
		}
	}
	return false
}
