package parallel

import (
	_ "embed"
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/lintdoc"
)

//go:embed doc.go
var doc string

// Analyzer computes the Result of a package and exports function summaries as facts. The
// checks require it; it reports only malformed suppression directives.
var Analyzer = &analysis.Analyzer{
	Name:       "fixturelint",
	Doc:        lintdoc.MustExtract(doc, "fixturelint"),
	URL:        "https://pkg.go.dev/github.com/fixturelint/fixturelint/internal/parallel",
	Run:        run,
	ResultType: reflect.TypeOf((*Result)(nil)),
	FactTypes:  []analysis.Fact{(*summariesFact)(nil), (*ignoredVar)(nil), (*cookieJarFact)(nil), (*closesServersFact)(nil), (*closesServerFact)(nil), (*defaultEndFact)(nil)},
}

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

func init() {
	Analyzer.Flags.String("nonce", "", "ignored; a fresh value defeats go vet's result cache in benchmarks")
	Analyzer.Flags.String("workdir", "", "ignored; the command sets it under -trimpath so that go vet's result cache is kept per directory")
}
