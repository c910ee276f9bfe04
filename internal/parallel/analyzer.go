package parallel

import (
	_ "embed"
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/decls"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
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
	Requires:   []*analysis.Analyzer{decls.Analyzer, httpfacts.Analyzer},
	ResultType: reflect.TypeOf((*Result)(nil)),
	FactTypes:  []analysis.Fact{(*flow.SummariesFact)(nil), (*flow.IgnoredVar)(nil), (*flow.HiddenVarsFact)(nil)},
}

func init() {
	Analyzer.Flags.String("nonce", "", "ignored; a fresh value defeats go vet's result cache in benchmarks")
	Analyzer.Flags.String("workdir", "", "ignored; the command sets it under -trimpath so that go vet's result cache is kept per directory")
}
