package stringflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"sync"

	"github.com/fixturelint/fixturelint/internal/groupjoin"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"golang.org/x/tools/go/analysis"
)

// Analyzer computes the package's StringFlow and exports the string flow's summaries
// as facts. It is apart from the engine's analyzer so that a run without a check that
// requires it (kafkagroup) does not pay for it.
var Analyzer = &analysis.Analyzer{
	Name:       "stringflow",
	Doc:        "follows constant strings to registered sinks, for the checks that require it",
	URL:        "https://pkg.go.dev/github.com/fixturelint/fixturelint/internal/stringflow",
	Requires:   []*analysis.Analyzer{parallel.Analyzer},
	Run:        runStringFlowPass,
	ResultType: reflect.TypeOf((*StringFlow)(nil)),
	FactTypes:  []analysis.Fact{(*funcFact)(nil), (*varFact)(nil), (*varSinkFact)(nil), (*pkgFact)(nil), (*groupjoin.WrapperFact)(nil), (*positionsFact)(nil)},
}

// A StringFlow is the string flow of one package; its methods answer the checks.
type StringFlow struct {
	// Judge answers, for a configuration or a consumer, whether the code uses it to
	// join its group and reach a broker; the flow asks it at each sink.
	*groupjoin.Judge

	writeIndex map[*types.Var][]fieldWrite
	summaries  map[*types.Func]*funcSummary
	// summarizing are the functions whose summaries are being computed (recursion): what
	// they write through their parameters is not known yet.
	summarizing map[*types.Func]bool
	// litSummaries are the summaries of function literals held in local variables
	// (funcvars.go).
	litSummaries map[*ast.FuncLit]*funcSummary
	varCache     map[*types.Var]*stringValue
	fieldCache   map[pkgField]*stringValue // fields of package-level configuration structs
	varAt        map[token.Pos]*types.Var  // constant package-level variables by declaration
	varSinks     map[*types.Var][]summarySinkUse
	// funcIndexes index the variables' uses per function declaration (funcindex.go).
	funcIndexes map[*ast.FuncDecl]*funcIndex

	// joinedModelled records that the function being summarized calls one that joins a
	// group from a modelled configuration's field (readsModelledField): no sink of its own,
	// but the package uses one.
	joinedModelled bool

	targets map[*summaryTarget]*FlowTarget // the exported form of each target, one per target
}

// groupSinks is the spec of the extra group-ID sinks (RegisterGroupSinks).
var groupSinks struct {
	sync.Mutex
	spec string
}

// RegisterGroupSinks adds group-ID sinks to the built-in ones for every later run: a
// comma-separated list of pkgpath.Func:argIndex, pkgpath.Type.Method:argIndex (0-based,
// receiver not counted; argIndex.Field or argIndex.Field.Field for a field of the
// argument, as in a request whose field names the group) or pkgpath.Type.Field. kafkagroup's -kafkagroup.sinks flag hands its
// value here when it is parsed, before any pass runs. An empty spec leaves the built-in
// sinks only.
func RegisterGroupSinks(spec string) error {
	if _, err := groupjoin.NewSinkSet(spec); err != nil {
		return err
	}
	groupSinks.Lock()
	groupSinks.spec = spec
	groupSinks.Unlock()
	return nil
}

// RegisteredGroupSinks returns the spec last given to RegisterGroupSinks.
func RegisteredGroupSinks() string {
	groupSinks.Lock()
	defer groupSinks.Unlock()
	return groupSinks.spec
}

// runStringFlowPass is Analyzer's Run. Its result is the package's string flow,
// or nil when the package neither is nor imports a package with registered sinks (nor
// imports one that uses them): then no constant reaches a sink.
func runStringFlowPass(pass *analysis.Pass) (any, error) {
	res, _ := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
	if res == nil {
		return (*StringFlow)(nil), nil
	}
	return runStringFlow(pass, res)
}

// runStringFlow exports the string flow's facts of the package and returns its flow, nil
// when the package is not relevant.
func runStringFlow(pass *analysis.Pass, res *parallel.Result) (*StringFlow, error) {
	set, err := groupjoin.NewSinkSet(RegisteredGroupSinks())
	if err != nil {
		return nil, err
	}
	a := &StringFlow{Judge: groupjoin.NewJudge(pass, res, set),
		summaries: make(map[*types.Func]*funcSummary), summarizing: make(map[*types.Func]bool), litSummaries: make(map[*ast.FuncLit]*funcSummary), varCache: make(map[*types.Var]*stringValue), fieldCache: make(map[pkgField]*stringValue),
		varAt: make(map[token.Pos]*types.Var), varSinks: make(map[*types.Var][]summarySinkUse),
		funcIndexes: make(map[*ast.FuncDecl]*funcIndex),
		targets:     make(map[*summaryTarget]*FlowTarget)}
	a.exportVarFacts()
	a.exportPositionFacts()
	if !a.Relevant() {
		a.exportOptionFacts()
		return nil, nil
	}
	a.ExportWrapperFacts()
	varSinks := a.exportVarSinkFacts()
	if a.exportFacts() || varSinks {
		pass.ExportPackageFact(&pkgFact{})
	}
	return a, nil
}

// Relevant reports whether the package is, or imports, a package with sinks or brokers, or
// imports a package that uses one.
func (a *StringFlow) Relevant() bool {
	if a.Sinks.Relevant(a.Pass.Pkg.Path()) {
		return true // the library's own tests
	}
	for _, imp := range a.Pass.Pkg.Imports() {
		if a.Sinks.Relevant(imp.Path()) || a.Pass.ImportPackageFact(imp, new(pkgFact)) {
			return true
		}
	}
	return false
}
