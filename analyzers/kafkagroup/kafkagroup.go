package kafkagroup

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/lintdoc"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/stringflow"
)

//go:embed doc.go
var doc string

// Analyzer reports constant Kafka consumer group IDs shared by concurrent tests; see the
// package documentation.
var Analyzer = &analysis.Analyzer{
	Name:     "kafkagroup",
	Doc:      lintdoc.MustExtract(doc, "kafkagroup"),
	URL:      "https://pkg.go.dev/github.com/fixturelint/fixturelint/analyzers/kafkagroup",
	Requires: []*analysis.Analyzer{parallel.Analyzer, stringflow.Analyzer},
	Run:      run,
}

var (
	strict bool
	sinks  sinksFlag
)

func init() {
	Analyzer.Flags.BoolVar(&strict, "strict", false, "also report constant group IDs that no other test joins (a single test's, parallel or not)")
	Analyzer.Flags.Var(&sinks, "sinks", "more group-ID sinks: comma-separated pkgpath.Func:argIndex, pkgpath.Type.Method:argIndex (argIndex.Field for a field of the argument) or pkgpath.Type.Field")
}

// sinksFlag hands -kafkagroup.sinks to the engine, which follows group IDs to the sinks:
// flags are parsed before any pass runs. A bad value is the check's error in every run,
// not a flag error: go vet runs the tool once per package, and would print the usage
// for each.
type sinksFlag struct {
	spec string
	err  error
}

func (f *sinksFlag) String() string { return f.spec }

func (f *sinksFlag) Set(spec string) error {
	f.spec, f.err = spec, stringflow.RegisterGroupSinks(spec)
	return nil
}

// analyzer is the state of one run.
type analyzer struct {
	pass *analysis.Pass
	res  *parallel.Result
	flow *stringflow.StringFlow // which constant group IDs reach a join, from which code
}

func run(pass *analysis.Pass) (any, error) {
	if sinks.err != nil {
		return nil, sinks.err
	}
	res, _ := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
	flow, _ := pass.ResultOf[stringflow.Analyzer].(*stringflow.StringFlow)
	if res == nil || flow == nil || len(res.Regions) == 0 {
		return nil, nil
	}
	a := &analyzer{pass: pass, res: res, flow: flow}
	rep := report.NewReporter(pass, res)
	defer rep.Close()
	a.report(rep, a.flow.Uses())
	return nil, nil
}
