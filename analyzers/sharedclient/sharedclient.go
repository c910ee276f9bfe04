package sharedclient

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/lintdoc"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/report"
)

//go:embed doc.go
var doc string

// Analyzer reports HTTP and websocket transport state shared by parallel tests; see the
// package documentation.
var Analyzer = &analysis.Analyzer{
	Name:     "sharedclient",
	Doc:      lintdoc.MustExtract(doc, "sharedclient"),
	URL:      "https://pkg.go.dev/github.com/fixturelint/fixturelint/analyzers/sharedclient",
	Requires: []*analysis.Analyzer{parallel.Analyzer},
	Run:      run,
}

var (
	strict     bool   // -sharedclient.strict
	leakedFlag bool   // -sharedclient.leaked; implied by strict
	extraTypes string // -sharedclient.types
)

func init() {
	Analyzer.Flags.BoolVar(&strict, "strict", false,
		"report every shared transport that a parallel test reaches, mutated or not")
	Analyzer.Flags.BoolVar(&leakedFlag, "leaked", false,
		"report a sequential test's change of a shared client or default that later tests inherit (implied by -strict)")
	Analyzer.Flags.StringVar(&extraTypes, "types", "",
		"comma-separated `pkgpath.Type` names of more types to treat as shared transports")
}

// Categories of the diagnostics, one per rule.
const (
	catMutated      = "mutated"
	catStateful     = "stateful"
	catShared       = "shared" // strict mode
	catLeaked       = "leaked" // -leaked or strict mode: a sequential test's change that later tests inherit
	catGlobal       = "global-default"
	catGlobalMock   = "global-mock"
	catDefaultClose = "default-transport-close"
	catTeardown     = "teardown-before-parallel"
)

// reportLeaked says whether the leaked category is on: it is opt-in, since whether a later
// test's result depends on what an earlier one left is too often wrong on unseen suites.
func reportLeaked() bool { return strict || leakedFlag }

func run(pass *analysis.Pass) (any, error) {
	cls := httpfacts.NewTransportTypes(extraTypes)
	res, _ := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
	if res == nil {
		return nil, nil
	}
	if len(res.Regions) == 0 {
		return nil, nil
	}
	rep := report.NewReporter(pass, res)
	defer rep.Close()
	c := newChecker(pass, res, rep, cls)
	c.checkSharedVars()
	c.checkGlobalDefaults(c.checkMockRegistries())
	c.checkDefaultTransportClose()
	c.checkTeardowns()
	return nil, nil
}
