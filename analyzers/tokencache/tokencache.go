package tokencache

import (
	_ "embed"
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/lintdoc"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/report"
	"github.com/fixturelint/fixturelint/internal/state"
)

//go:embed doc.go
var doc string

// Analyzer reports token caches that parallel tests share; see the package documentation.
var Analyzer = &analysis.Analyzer{
	Name:     "tokencache",
	Doc:      lintdoc.MustExtract(doc, "tokencache"),
	URL:      "https://pkg.go.dev/github.com/fixturelint/fixturelint/analyzers/tokencache",
	Requires: []*analysis.Analyzer{parallel.Analyzer},
	Run:      run,
}

var (
	strictFlag bool
	leakedFlag bool
	typesFlag  string
	namesFlag  string
)

func init() {
	Analyzer.Flags.BoolVar(&strictFlag, "strict", false, "report every token cache that a parallel test reads, written or not, and credentials fetched once that parallel tests share")
	Analyzer.Flags.BoolVar(&leakedFlag, "leaked", false, "report token caches and environment variables that a sequential test leaves for later tests (implied by -strict)")
	Analyzer.Flags.StringVar(&typesFlag, "types", "", "comma-separated named types (import/path.Name) that count as credentials")
	Analyzer.Flags.StringVar(&namesFlag, "names", "", "regexp replacing the default credential words, matched against each lower-cased word part of a name and each pair of adjacent parts joined")
}

// config holds the flag values of one run.
type config struct {
	strict bool
	// leaked turns on the leaked and env-leaked categories: a sequential test's change that
	// a later test reads. Whether the later test's result depends on it is a question the engine answers
	// too often wrongly on unseen suites (see docs/evaluation.md), so it is opt-in.
	leaked bool
	voc    *state.CredentialVocabulary // -tokencache.names and -tokencache.types
}

func newConfig() (*config, error) {
	voc, err := state.NewCredentialVocabulary(namesFlag, typesFlag)
	if err != nil {
		return nil, fmt.Errorf("invalid -tokencache.names: %v", err)
	}
	return &config{strict: strictFlag, leaked: strictFlag || leakedFlag, voc: voc}, nil
}

func run(pass *analysis.Pass) (any, error) {
	res, _ := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
	if res == nil || len(res.Regions) == 0 || len(res.Accesses)+len(res.Env) == 0 {
		return nil, nil
	}
	cfg, err := newConfig()
	if err != nil {
		return nil, err
	}
	rep := report.NewReporter(pass, res)
	defer rep.Close()
	c := &checker{pass: pass, res: res, rep: rep, cfg: cfg, positions: report.NewPositions(pass)}
	for _, tc := range c.collect() {
		c.check(tc)
	}
	c.environ()
	return nil, nil
}
