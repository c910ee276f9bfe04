package tokencache

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/lintdoc"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

//go:embed doc.go
var doc string

// Analyzer reports tokencache findings; see the package documentation.
var Analyzer = &analysis.Analyzer{
	Name:     "tokencache",
	Doc:      lintdoc.MustExtract(doc, "tokencache"),
	URL:      "https://pkg.go.dev/github.com/fixturelint/fixturelint/analyzers/tokencache",
	Requires: []*analysis.Analyzer{parallel.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
	rep := parallel.NewReporter(pass, res)
	defer rep.Close()
	return nil, nil
}
