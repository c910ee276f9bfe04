package parallel

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// The string flow follows constant string values (literals, constants, package-level
// variables and settings fields, helpers' results, concatenations and fmt.Sprintf of those)
// through parameters, struct fields, functional options, receivers and results, in any
// package, to registered sinks. Consumer-group joins (groupsinks.go) are the sinks it knows
// today: kafkagroup asks it which constant group IDs reach a join from test code
// (Result.StringFlow).
//
// Its files are strflow_*.go and groupsinks.go; their package-level names start with sf
// (StringFlow and the exported answers aside), so that they stay apart from the rest of
// the engine. The summaries it exports (sfFuncFact, sfVarFact, sfVarSinkFact, sfPkgFact)
// are facts of Analyzer: they are computed, like the flow itself, only for packages that
// are, or import, a package with such sinks, or import a package whose sfPkgFact says it
// uses one (sfVarFact, for package-level string variables set from constants, is exported
// for every package outside the standard library: a package that only declares a group
// name does not import Kafka).

// StringFlowAnalyzer computes the package's StringFlow on the engine's Result and exports
// the string flow's summaries as facts (strflow.go). It is apart from Analyzer so that a
// run without a check that requires it (kafkagroup) does not pay for it.
var StringFlowAnalyzer = &analysis.Analyzer{
	Name:       "stringflow",
	Doc:        "follows constant strings to registered sinks, for the checks that require it",
	URL:        "https://pkg.go.dev/github.com/fixturelint/fixturelint/internal/parallel",
	Requires:   []*analysis.Analyzer{Analyzer},
	Run:        runStringFlowPass,
	ResultType: reflect.TypeOf((*StringFlow)(nil)),
	FactTypes:  []analysis.Fact{(*sfFuncFact)(nil), (*sfVarFact)(nil), (*sfVarSinkFact)(nil), (*sfPkgFact)(nil), (*sfWrapperFact)(nil)},
}

// A StringFlow is the string flow of one package; its methods answer the checks.
type StringFlow struct {
	pass  *analysis.Pass
	res   *Result
	sinks *sfSinkSet

	writeIndex map[*types.Var][]sfWrite
	summaries  map[*types.Func]*sfSummary
	// summarizing are the functions whose summaries are being computed (recursion): what
	// they write through their parameters is not known yet.
	summarizing map[*types.Func]bool
	// litSummaries are the summaries of function literals held in local variables
	// (strflow_funcvars.go).
	litSummaries map[*ast.FuncLit]*sfSummary
	varCache     map[*types.Var]*sfValue
	fieldCache   map[sfPkgField]*sfValue  // fields of package-level configuration structs
	varAt        map[token.Pos]*types.Var // constant package-level variables by declaration
	varSinks     map[*types.Var][]sfSinkUse
	// funcIndexes index the variables' uses per function declaration (strflow_funcindex.go).
	funcIndexes map[*ast.FuncDecl]*sfFuncIndex

	// Indexes for following configuration values (strflow_configuse.go), built on first use.
	parentIndex      map[ast.Node]ast.Node
	useIndex         map[*types.Var][]*ast.Ident
	defIndex         map[*types.Var]*ast.Ident
	varConsumedCache map[sfConsumedKey]bool

	// How a consumer that a function returns is judged (strflow_consumeruse.go): sites are
	// the calls through which a configuration entered the function being followed, from the
	// outermost; throughResult makes a consumer returned past them join no group, and
	// records its type in returnedType (the sink then joins through the function's result
	// only).
	sites         []*ast.CallExpr
	throughResult bool
	returnedType  string
	reachedLazy   bool // a consumerJoins question was asked since the flag was cleared
	// joinedModelled records that the function being summarized calls one that joins a
	// group from a modelled configuration's field (readsModelledField): no sink of its own,
	// but the package uses one.
	joinedModelled bool

	targets map[*sfTarget]*FlowTarget // the exported form of each target, one per target
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
	if _, err := sfNewSinkSet(spec); err != nil {
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

// runStringFlowPass is StringFlowAnalyzer's Run. Its result is the package's string flow,
// or nil when the package neither is nor imports a package with registered sinks (nor
// imports one that uses them): then no constant reaches a sink.
func runStringFlowPass(pass *analysis.Pass) (any, error) {
	res, _ := pass.ResultOf[Analyzer].(*Result)
	if res == nil {
		return (*StringFlow)(nil), nil
	}
	return runStringFlow(pass, res)
}

// runStringFlow exports the string flow's facts of the package and returns its flow, nil
// when the package is not relevant.
func runStringFlow(pass *analysis.Pass, res *Result) (*StringFlow, error) {
	set, err := sfNewSinkSet(RegisteredGroupSinks())
	if err != nil {
		return nil, err
	}
	a := &StringFlow{pass: pass, res: res, sinks: set,
		summaries: make(map[*types.Func]*sfSummary), summarizing: make(map[*types.Func]bool), litSummaries: make(map[*ast.FuncLit]*sfSummary), varCache: make(map[*types.Var]*sfValue), fieldCache: make(map[sfPkgField]*sfValue),
		varAt: make(map[token.Pos]*types.Var), varSinks: make(map[*types.Var][]sfSinkUse),
		varConsumedCache: make(map[sfConsumedKey]bool), funcIndexes: make(map[*ast.FuncDecl]*sfFuncIndex),
		targets: make(map[*sfTarget]*FlowTarget)}
	a.exportVarFacts()
	if !a.relevant() {
		return nil, nil
	}
	a.exportWrapperFacts()
	varSinks := a.exportVarSinkFacts()
	if a.exportFacts() || varSinks {
		pass.ExportPackageFact(&sfPkgFact{})
	}
	return a, nil
}

// relevant reports whether the package is, or imports, a package with sinks or brokers, or
// imports a package that uses one.
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
