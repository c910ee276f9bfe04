package parallel_test

import (
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/internal/e2etest"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// probe reports what the engine found, so that testdata can state it with // want comments:
// each region ("region NAME parallel|serial", and "runs in SPEC, ..." for a Ginkgo node), each access ("OP VAR.PATH in NAME parallel|serial",
// with "locked", "via CALLEE" and "key EXPR" when they apply), and each setup access ("setup OP VAR").
var probe = &analysis.Analyzer{
	Name:     "probe",
	Doc:      "reports the engine's result for tests",
	Requires: []*analysis.Analyzer{parallel.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[parallel.Analyzer].(*parallel.Result)
		for _, r := range res.Regions {
			pos := r.Func.Pos()
			if r.Call != nil {
				pos = r.Call.Pos()
			}
			msg := fmt.Sprintf("region %s %s", r.Name, mode(r.IsParallel()))
			if len(r.Runs) > 0 {
				var names []string
				for _, run := range r.Runs {
					names = append(names, run.Name)
				}
				msg += " runs in " + strings.Join(names, ", ")
			}
			pass.Reportf(pos, "%s", msg)
		}
		for _, a := range res.Accesses {
			pass.Reportf(a.Pos(), "%s", describe(a))
		}
		for _, a := range res.Setup {
			pass.Reportf(a.Pos(), "setup %s", describe(a))
		}
		for _, a := range res.Env {
			pass.Reportf(a.Pos(), "%s", describe(a))
		}
		for _, a := range res.SetupEnv {
			pass.Reportf(a.Pos(), "setup %s", describe(a))
		}
		return nil, nil
	},
}

func mode(parallel bool) string {
	if parallel {
		return "parallel"
	}
	return "serial"
}

func describe(a *parallel.Access) string {
	if a.IsEnv() {
		s := fmt.Sprintf("env %s %s", a.Op, a.Env)
		if a.Region != nil {
			s += fmt.Sprintf(" in %s %s", a.Region.Name, mode(a.Parallel))
		}
		if a.Restores {
			s += " restores"
		}
		if a.Scoped {
			s += " scoped"
		}
		if a.Unsets {
			s += " unsets"
		}
		for _, step := range a.Via {
			s += " via " + step.Callee
		}
		return s
	}
	name := a.Var.Name()
	if a.Var.Pkg() != nil {
		name = a.Var.Pkg().Name() + "." + name
	}
	if a.Path != "" {
		name += "." + a.Path
	}
	s := fmt.Sprintf("%s %s", strings.ReplaceAll(a.Op.String(), " ", "-"), name)
	if a.Region != nil {
		s += fmt.Sprintf(" in %s %s", a.Region.Name, mode(a.Parallel))
	}
	if a.Locked {
		s += " locked"
	}
	if a.Once {
		s += " once"
	}
	for _, step := range a.Via {
		s += " via " + step.Callee
	}
	if a.Key != nil {
		s += " key " + types.ExprString(a.Key)
	}
	if a.Spawned {
		s += " spawned"
	}
	if a.Arg != nil {
		s += " arg " + types.ExprString(a.Arg)
	}
	for _, g := range a.Guards {
		s += " guarded " + g.String()
	}
	return s
}

// TestEngine checks the engine on every testdata package in one load: loading net/http from
// source dominates the cost of each analysistest.Run.
func TestEngine(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), probe, "basic", "crosspkg", "external/...", "tags", "suites", "sinks", "environ", "funcparam", "ginkgospecs", "ginkgov2", "setteruse", "guarded", "guardedset", "guardedchain", "guardedx", "guardednil", "lazyinit", "lazyinitsib", "lazyinit2", "lazyinitsib2", "envrestore", "ginkgoenv", "ginkgofocus", "ginkgosplit", "ginkgoaround", "ginkgoinside")
}

// TestEngineReal checks the engine on the testdata packages that use real third-party
// libraries, at the versions the testdata module testdata/real pins, in one load.
func TestEngineReal(t *testing.T) {
	dir := filepath.Join(analysistest.TestData(), "real")
	e2etest.DownloadModules(t, dir)
	analysistest.Run(t, dir, probe, "./authapis")
}

func TestDirectives(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), parallel.Analyzer, "directives", "transportfacts/...")
}

func TestIsStd(t *testing.T) {
	for path, want := range map[string]bool{
		"net/http": true, "testing": true, "crypto/tls": true,
		"github.com/x/y": false, "example.com/net": false, "basic": false,
	} {
		if got := parallel.IsStd(path); got != want {
			t.Errorf("IsStd(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestRegionParallelAt(t *testing.T) {
	r := &parallel.Region{}
	if r.ParallelAt(token.Pos(10)) || r.IsParallel() {
		t.Error("a region without t.Parallel() reports parallel code")
	}
	r.Inherited = true
	if !r.ParallelAt(token.Pos(1)) || !r.IsParallel() {
		t.Error("an inherited region reports serial code")
	}
}

// TestGeneratedNotExported checks that the functions of generated files get no summaries in
// the facts (see run).
func TestGeneratedNotExported(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), parallel.Analyzer, "generated")
}

// TestPrivateVarsOfDependencies checks which variables of a dependency's package the facts
// leave out (see privateVars).
func TestPrivateVarsOfDependencies(t *testing.T) {
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "modules", "private"), parallel.Analyzer, "example.com/dep")
}
