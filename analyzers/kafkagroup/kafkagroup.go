package kafkagroup

import (
	_ "embed"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/lintdoc"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

//go:embed doc.go
var doc string

// Analyzer reports constant Kafka consumer group IDs shared by concurrent tests; see the
// package documentation.
var Analyzer = &analysis.Analyzer{
	Name:      "kafkagroup",
	Doc:       lintdoc.MustExtract(doc, "kafkagroup"),
	URL:       "https://pkg.go.dev/github.com/fixturelint/fixturelint/analyzers/kafkagroup",
	Requires:  []*analysis.Analyzer{parallel.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{(*sfFuncFact)(nil), (*sfVarFact)(nil), (*sfVarSinkFact)(nil), (*sfPkgFact)(nil)},
}

var (
	strict bool
	sinks  string
)

func init() {
	Analyzer.Flags.BoolVar(&strict, "strict", false, "also report constant group IDs that no other test joins (a single test's, parallel or not)")
	Analyzer.Flags.StringVar(&sinks, "sinks", "", "more group-ID sinks: comma-separated pkgpath.Func:argIndex, pkgpath.Type.Method:argIndex or pkgpath.Type.Field")
}

// analyzer is the state of one run.
type StringFlow struct {
	pass  *analysis.Pass
	res   *parallel.Result
	sinks *sfSinkSet

	writeIndex map[*types.Var][]sfWrite
	summaries  map[*types.Func]*sfSummary
	varCache   map[*types.Var]*sfValue
	fieldCache map[sfPkgField]*sfValue  // fields of package-level configuration structs
	varAt      map[token.Pos]*types.Var // constant package-level variables by declaration
	varSinks   map[*types.Var][]sfSinkUse
	// funcIndexes index the variables' uses per function declaration (funcindex.go).
	funcIndexes map[*ast.FuncDecl]*sfFuncIndex

	// Indexes for following configuration values (configuse.go), built on first use.
	parentIndex      map[ast.Node]ast.Node
	useIndex         map[*types.Var][]*ast.Ident
	defIndex         map[*types.Var]*ast.Ident
	varConsumedCache map[sfConsumedKey]bool

	// How a consumer that a function returns is judged (consumeruse.go): sites are the calls
	// through which a configuration entered the function being followed, from the outermost;
	// throughResult makes a consumer returned past them join no group, and records its type
	// in returnedType (the sink then joins through the function's result only).
	sites         []*ast.CallExpr
	throughResult bool
	returnedType  string
	reachedLazy   bool // a consumerJoins question was asked since the flag was cleared
}

func run(pass *analysis.Pass) (any, error) {
	res, _ := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
	set, err := sfNewSinkSet(sinks)
	if err != nil {
		return nil, err
	}
	a := &StringFlow{pass: pass, res: res, sinks: set,
		summaries: make(map[*types.Func]*sfSummary), varCache: make(map[*types.Var]*sfValue), fieldCache: make(map[sfPkgField]*sfValue),
		varAt: make(map[token.Pos]*types.Var), varSinks: make(map[*types.Var][]sfSinkUse),
		varConsumedCache: make(map[sfConsumedKey]bool), funcIndexes: make(map[*ast.FuncDecl]*sfFuncIndex)}
	if !parallel.IsStd(pass.Pkg.Path()) {
		a.exportVarFacts()
	}
	if !a.relevant() {
		return nil, nil
	}
	varSinks := a.exportVarSinkFacts()
	if a.exportFacts() || varSinks {
		pass.ExportPackageFact(&sfPkgFact{})
	}
	if res == nil || len(res.Regions) == 0 {
		return nil, nil
	}
	rep := parallel.NewReporter(pass, res)
	defer rep.Close()
	a.report(rep, a.collect())
	return nil, nil
}

// relevant reports whether the package is, or imports, a Kafka package with sinks or
// brokers, or imports a package that uses one.
func (a *StringFlow) relevant() bool {
	if a.sinks.relevant(a.pass.Pkg.Path()) {
		return true // the library's own tests
	}
	for _, imp := range a.pass.Pkg.Imports() {
		if a.sinks.relevant(imp.Path()) || a.pass.ImportPackageFact(imp, new(sfPkgFact)) {
			return true
		}
	}
	return false
}
