package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/decls"
	"github.com/fixturelint/fixturelint/internal/directives"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/ssaform"
)

func run(pass *analysis.Pass) (any, error) {
	res := &Result{}
	if gocode.IsStd(pass.Pkg.Path()) {
		return res, nil // nothing in the standard library is test state the checks follow
	}
	hasTests := ImportsTesting(pass.Pkg) && schedule.HasTestFiles(pass)
	index := pass.ResultOf[decls.Analyzer].(*decls.Index)
	res.decls = index
	res.Directives = directives.Parse(pass, index.Vars(), hasTests)
	if ImportsTesting(pass.Pkg) {
		res.SSA = ssaform.New(pass.Fset, pass.Files, pass.TypesInfo, pass.Pkg)
	}

	e := newEngine(pass, index)
	e.http = pass.ResultOf[httpfacts.Analyzer].(*httpfacts.Facts)
	res.http = e.http
	if res.SSA != nil && hasTests {
		e.aliasSSA = res.SSA.DebugCopy()
	}
	res.engine = e
	e.refs = &res.refIndex
	var tests []*schedule.Test
	if hasTests {
		tests = schedule.FindTests(pass)
	}
	isTest := make(map[*types.Func]bool, len(tests))
	for _, t := range tests {
		isTest[t.Func] = true
	}
	generated := make(map[*ast.File]bool)
	for _, f := range pass.Files {
		if ast.IsGenerated(f) {
			generated[f] = true
		}
	}
	funcs := make(map[string]*flow.Summary)
	methods := make(map[*types.TypeName]map[string]*flow.Summary)
	var holders []*types.TypeName // in source order, for a deterministic export
	for _, fn := range e.decls.Funcs() {
		if isTest[fn] || fn.Name() == "init" {
			continue
		}
		// Only exported functions get a summary in the facts: other packages cannot call the
		// rest, and their effects are already folded into the summaries of the exported
		// ones. This keeps the facts that every importer decodes small.
		if !fn.Exported() {
			continue
		}
		// Nor do functions of generated files (protobuf messages, deep copies, API clients
		// built from a schema): on large services they are most of the code and of the
		// facts (k8s.io/api alone holds thousands of DeepCopyInto methods), their effects are
		// on the values passed to them, and a type's method summaries are passed on by every
		// package above it. Calls of them from the package's other functions still fold in
		// what they do.
		if generated[e.fileOf(fn.Pos())] {
			continue
		}
		s := e.summaryOf(fn)
		if s == nil {
			continue
		}
		tn, name := flow.SummaryHolder(fn)
		switch {
		case name == "":
		case tn == nil:
			funcs[name] = s
		default:
			if methods[tn] == nil {
				methods[tn] = make(map[string]*flow.Summary)
				holders = append(holders, tn)
			}
			methods[tn][name] = s
		}
	}
	startsWithJar := func(v *types.Var) bool { return e.http.InitJarAt(v) != token.NoPos }
	flow.DropPrivateVars(pass, index.Vars(), startsWithJar, funcs, methods)
	if flow.InDependency(pass) {
		flow.DropInternalCalls(funcs, methods)
		flow.DropPositions(funcs, methods)
	}
	flow.ExportHiddenVars(pass, funcs, methods)
	if len(funcs) > 0 {
		pass.ExportPackageFact(flow.NewSummariesFact(funcs))
	}
	for _, tn := range holders {
		if len(methods[tn]) > 0 {
			pass.ExportObjectFact(tn, flow.NewSummariesFact(methods[tn]))
		}
	}
	if hasTests {
		res.Tests = schedule.Reached(pass.TypesInfo, tests)
		e.buildRegions(res)
		e.resolveGuards(res)
		res.IgnoredVars = e.ignoredVars(res)
	}
	return res, nil
}

func ImportsTesting(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if imp.Path() == "testing" {
			return true
		}
	}
	return false
}

// ignoredVars imports, while the engine's pass is live, the directives on other packages'
// variables that the checks may report about.
func (e *engine) ignoredVars(res *Result) map[*types.Var][]string {
	var m map[*types.Var][]string
	seen := make(map[*types.Var]bool)
	for _, list := range [][]*flow.Access{res.Accesses, res.Setup} {
		for _, a := range list {
			if a.Var.Pkg() == e.pass.Pkg || seen[a.Var] {
				continue
			}
			seen[a.Var] = true
			var fact flow.IgnoredVar
			if e.pass.ImportObjectFact(a.Var, &fact) {
				if m == nil {
					m = make(map[*types.Var][]string)
				}
				m[a.Var] = fact.Checks
			}
		}
	}
	return m
}
