package parallel_test

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/e2etest"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/parallel"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// probe reports what the engine found, so that testdata can state it with // want comments:
// each region ("region NAME parallel|serial", and "runs in SPEC, ..." for a Ginkgo node), each access ("OP VAR.PATH in NAME parallel|serial",
// with "locked", "via CALLEE" and "key EXPR" when they apply), and each setup access ("setup OP VAR").
var probe = newProbe(func(*analysis.Pass, *flow.Access) bool { return true })

// realProbe is probe for the testdata module testdata/real, whose packages call into real
// libraries: it leaves out what the engine finds a library doing to its own state (its own
// package-level variables, and the environment variables that a library function the test
// calls reads in its own code, such as Ginkgo's GINKGO_* settings), which is the library's
// business and changes with each release, and keeps every access to the state of the
// testdata's packages and of the standard library.
var realProbe = newProbe(func(pass *analysis.Pass, a *flow.Access) bool {
	if a.IsEnv() {
		call, ok := a.Node.(*ast.CallExpr)
		if len(a.Via) == 0 || !ok {
			return true
		}
		fn := typeutil.Callee(pass.TypesInfo, call)
		return fn == nil || fn.Pkg() == nil || ownOrStd(fn.Pkg().Path())
	}
	return a.Var.Pkg() == nil || ownOrStd(a.Var.Pkg().Path())
})

// ownOrStd reports whether path is a package of the testdata module testdata/real or of the
// standard library.
func ownOrStd(path string) bool {
	return gocode.IsStd(path) || strings.HasPrefix(path, "example.com/real/")
}

func newProbe(keep func(*analysis.Pass, *flow.Access) bool) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "probe",
		Doc:      "reports the engine's result for tests",
		Requires: []*analysis.Analyzer{parallel.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			return nil, probeRun(pass, keep)
		},
	}
}

func probeRun(pass *analysis.Pass, keep func(*analysis.Pass, *flow.Access) bool) error {
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
		if keep(pass, a) {
			pass.Reportf(a.Pos(), "%s", describe(a))
		}
	}
	for _, a := range res.Setup {
		if keep(pass, a) {
			pass.Reportf(a.Pos(), "setup %s", describe(a))
		}
	}
	for _, a := range res.Env {
		if keep(pass, a) {
			pass.Reportf(a.Pos(), "%s", describe(a))
		}
	}
	for _, a := range res.SetupEnv {
		if keep(pass, a) {
			pass.Reportf(a.Pos(), "setup %s", describe(a))
		}
	}
	return nil
}

func mode(parallel bool) string {
	if parallel {
		return "parallel"
	}
	return "serial"
}

func describe(a *flow.Access) string {
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
	analysistest.Run(t, analysistest.TestData(), probe, "basic", "crosspkg", "external/...", "tags", "sinks", "environ", "funcparam", "setteruse", "guarded", "guardedset", "guardedchain", "guardedx", "guardednil", "lazyinit", "lazyinitsib", "lazyinit2", "lazyinitsib2", "envrestore")
}

// TestEngineReal checks the engine on the testdata packages that use real third-party
// libraries, at the versions the testdata module testdata/real pins, in one load.
func TestEngineReal(t *testing.T) {
	dir := filepath.Join(analysistest.TestData(), "real")
	e2etest.DownloadModules(t, dir)
	analysistest.Run(t, dir, realProbe, "./authapis", "./suites", "./ginkgospecs", "./ginkgov2", "./ginkgoenv", "./ginkgofocus", "./ginkgosplit", "./ginkgoaround", "./ginkgoinside")
}

// TestDirectives checks the engine's own reports (malformed suppression directives) and the
// summaries it exports as facts for a library without tests.
func TestDirectives(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), parallel.Analyzer, "directives", "summaryfacts")
}

func TestIsStd(t *testing.T) {
	for path, want := range map[string]bool{
		"net/http": true, "testing": true, "crypto/tls": true,
		"github.com/x/y": false, "example.com/net": false, "basic": false,
	} {
		if got := gocode.IsStd(path); got != want {
			t.Errorf("IsStd(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestRegionParallelAt(t *testing.T) {
	r := &schedule.Region{}
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
// leave out (see flow.DropPrivateVars).
func TestPrivateVarsOfDependencies(t *testing.T) {
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "modules", "private"), parallel.Analyzer, "example.com/dep")
}
