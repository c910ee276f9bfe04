// Package drive runs analyzers in Go benchmarks on inputs loaded once from source, with every
// dependency, through the analysis driver (the way go vet runs them package by package, facts
// included). Loading is not timed. Each benchmark reports, besides ns/op, B/op and allocs/op,
// the number of packages the analyzers ran on and the time per package.
//
// The inputs:
//   - Std: the standard library packages that net/http, net/http/httptest and testing import.
//     None has tests: fixturelint must return at once on all of them.
//   - Library: golang.org/x/tools's SSA and printf packages and their dependencies: library
//     code without test files, what a project's third-party dependencies look like.
//   - Corpus: a generated module of 24 packages (see package corpus) with its test variants
//     and dependencies: service packages with parallel and serial tests, test helpers, shared
//     clients, token maps and Kafka readers, plain packages.
package drive

import (
	"errors"
	"os"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/fixturelint/fixturelint/bench/corpus"
)

// Inputs are the names Analyze accepts, smallest first.
var Inputs = []string{"Std", "Library", "Corpus"}

type loaded struct {
	once  sync.Once
	pkgs  []*packages.Package
	count int // packages the driver runs on, dependencies included
	err   error
}

var (
	mu    sync.Mutex
	loads = map[string]*loaded{}
)

// Load loads the named input once per process and returns its root packages and the number
// of packages analyzers with facts run on.
func Load(name string) ([]*packages.Package, int, error) {
	mu.Lock()
	l := loads[name]
	if l == nil {
		l = new(loaded)
		loads[name] = l
	}
	mu.Unlock()
	l.once.Do(func() { l.pkgs, l.count, l.err = load(name) })
	return l.pkgs, l.count, l.err
}

func load(name string) ([]*packages.Package, int, error) {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax}
	var patterns []string
	switch name {
	case "Std":
		patterns = []string{"net/http", "net/http/httptest", "testing"}
	case "Library":
		patterns = []string{"golang.org/x/tools/go/ssa", "golang.org/x/tools/go/analysis/passes/printf"}
	case "Corpus":
		dir, err := os.MkdirTemp("", "fixturelint-bench-")
		if err != nil {
			return nil, 0, err
		}
		defer os.RemoveAll(dir) // everything is in memory once loaded
		if err := corpus.Write(dir, 24); err != nil {
			return nil, 0, err
		}
		cfg.Dir, cfg.Tests = dir, true
		patterns = []string{"./..."}
	default:
		return nil, 0, errors.New("drive: unknown input " + name)
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, 0, err
	}
	if packages.PrintErrors(pkgs) > 0 {
		return nil, 0, errors.New("drive: " + name + " has errors")
	}
	count := 0
	packages.Visit(pkgs, nil, func(*packages.Package) { count++ })
	return pkgs, count, nil
}

// Analyze runs the analyzers on the named input, dependencies included, b.N times.
func Analyze(b *testing.B, name string, analyzers ...*analysis.Analyzer) {
	b.Helper()
	pkgs, count, err := Load(name)
	if err != nil {
		b.Fatal(err)
	}
	// Not SanityCheck: it gob-encodes every fact again for each package that inherits it,
	// which costs far more than go vet's one encoding per package and would swamp the numbers.
	opts := &checker.Options{}
	b.ReportAllocs()
	cpu0 := cpuTime()
	b.ResetTimer()
	for b.Loop() {
		g, err := checker.Analyze(analyzers, pkgs, opts)
		if err != nil {
			b.Fatal(err)
		}
		for act := range g.All() {
			if act.Err != nil {
				b.Fatalf("%s: %v", act, act.Err)
			}
		}
	}
	// CPU time of the whole process (all goroutines, the collector included): unlike ns/op, it
	// hardly moves when other work competes for the machine.
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(count), "pkgs/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(count), "ns/pkg")
}

type stamp struct{}

func (*stamp) AFact() {}

// Baseline is a do-nothing analyzer that exports one package fact: run on the same input, it
// times the driver's own share (traversal, fact encoding), to subtract from the others.
var Baseline = &analysis.Analyzer{
	Name:      "baseline",
	Doc:       "baseline: exports one package fact and does nothing else",
	FactTypes: []analysis.Fact{(*stamp)(nil)},
	Run: func(pass *analysis.Pass) (any, error) {
		pass.ExportPackageFact(&stamp{})
		return nil, nil
	},
}
