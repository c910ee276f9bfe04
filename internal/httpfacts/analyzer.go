// Package httpfacts answers what a package's code does with net/http's process-wide state
// and with cookie jars, for the code of the packages that import it: which functions build
// a client or transport that ends at http.DefaultTransport (defaultEndFact: a library's
// NewClient without a transport option), which close httptest servers, and so the default
// transport's idle connections (closesServerFact), and which package-level variables start
// with a cookie jar (cookieJarFact). These are decided from code that importers cannot see,
// so each is a fact of the package that declares it.
//
// It is an analyzer with that one job, joined to the engine by Requires: the engine asks it
// which of a package's variables hold a jar before it leaves them out of the summaries, and
// the checks ask its Facts, through the engine's Result, about the code of the package under
// analysis:
//
//	facts := res.HTTP()
//	if facts.InitHasCookieJar(v) { ... } // v starts with a jar: every test sends its cookies
//	if facts.DefaultEnds().Sends(call) { ... } // call sends through http.DefaultTransport
//
// The rest of the package is the questions about HTTP requests in test code that use the
// facts: the requests that go through the defaults without naming them (DefaultRequests),
// which types are clients and transports (TransportTypes, from knowledge.KnownTransports),
// and which calls reach a matching call through the package's helpers (CallSearch).
package httpfacts

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/decls"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// Analyzer exports the package's facts and returns its Facts (nil for the standard library,
// whose code the engine does not read).
var Analyzer = &analysis.Analyzer{
	Name:       "httpfacts",
	Doc:        "record which functions end at net/http's default transport or close httptest servers, and which variables start with a cookie jar",
	Run:        run,
	Requires:   []*analysis.Analyzer{decls.Analyzer},
	ResultType: reflect.TypeOf((*Facts)(nil)),
	FactTypes:  []analysis.Fact{(*cookieJarFact)(nil), (*closesServersFact)(nil), (*closesServerFact)(nil), (*defaultEndFact)(nil)},
}

// Facts answers for the code of one package. A nil *Facts answers no to every question.
type Facts struct {
	pass     *analysis.Pass
	decls    *decls.Index
	initJars map[*types.Var]token.Pos // variables an init function gives a cookie jar, and where (initJarVars)
	closers  map[*types.Func]bool     // the package's functions that close servers (serverClosers), once asked
}

func run(pass *analysis.Pass) (any, error) {
	if gocode.IsStd(pass.Pkg.Path()) {
		return (*Facts)(nil), nil // nothing in the standard library is test state the checks follow
	}
	f := &Facts{pass: pass, decls: pass.ResultOf[decls.Analyzer].(*decls.Index)}
	f.exportTransportFacts()
	f.exportDefaultEnds()
	return f, nil
}

// FuncDecl returns the declaration of fn when the package declares it with a body.
func (e *Facts) FuncDecl(fn *types.Func) *ast.FuncDecl {
	if e == nil {
		return nil
	}
	return e.decls.FuncDecl(fn)
}
