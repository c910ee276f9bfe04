package schedule

import (
	"go/ast"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// This file covers a suite whose specs come from both test packages of a directory: the
// package's own _test.go files (package x) and its external test package (package x_test)
// register their nodes in the one suite of the test binary, and whichever calls RunSpecs
// runs them all. A pass sees one package, and neither needs to import the other, so the
// engine reads the other package's test files of the directory itself, by syntax: whether
// they focus specs (then only focused specs run here too) and whether they register nodes
// outside any container, which run around this package's specs too.

// ginkgoElsewhere reports what the other test package of the package's directory registers:
// focused specs, and nodes that run around every spec or once for the suite (a BeforeEach or
// BeforeSuite outside any container). Unreadable files count for nothing.
func (e *Source) ginkgoElsewhere() (focus, around bool) {
	other := e.pass.Pkg.Name() + "_test"
	if base, ok := strings.CutSuffix(e.pass.Pkg.Name(), "_test"); ok {
		other = base
	}
	for _, f := range e.OtherTestFiles() {
		if f.Name.Name == other {
			fo, ar := ginkgoSyntax(f)
			focus, around = focus || fo, around || ar
		}
	}
	return focus, around
}

// ginkgoSyntax reports whether the file registers focused specs, and nodes outside any
// container, recognizing Ginkgo's functions by the names its imports give them.
func ginkgoSyntax(f *ast.File) (focus, around bool) {
	names := make(map[string]bool) // the names the file imports Ginkgo's packages under
	dot := false
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		if !knowledge.GinkgoPaths[path] {
			continue
		}
		switch {
		case imp.Name == nil:
			names[filepath.Base(strings.TrimSuffix(path, "/v2"))] = true // ginkgo, table
		case imp.Name.Name == ".":
			dot = true
		default:
			names[imp.Name.Name] = true
		}
	}
	if !dot && len(names) == 0 {
		return false, false
	}
	ginkgoName := func(e ast.Expr) string {
		switch e := ast.Unparen(e).(type) {
		case *ast.Ident:
			if dot {
				return e.Name
			}
		case *ast.SelectorExpr:
			if x, ok := e.X.(*ast.Ident); ok && names[x.Name] {
				return e.Sel.Name
			}
		}
		return ""
	}
	var visit func(n ast.Node, inContainer bool)
	visit = func(n ast.Node, inContainer bool) {
		ast.Inspect(n, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			name := ginkgoName(call.Fun)
			if name == "" {
				return true
			}
			for _, arg := range call.Args {
				switch ginkgoName(arg) {
				case "Pending":
					return false
				case "Focus":
					focus = true
				}
			}
			if knowledge.GinkgoPending[name] {
				return false
			}
			if knowledge.GinkgoContainers[name] || knowledge.GinkgoSubjects[name] || name == "FEntry" {
				focus = true
			}
			if _, ok := knowledge.GinkgoContainers[name]; ok {
				for _, arg := range call.Args {
					visit(arg, true)
				}
				return false
			}
			if _, ok := knowledge.GinkgoPhases[name]; ok && knowledge.GinkgoPhases[name] != 3 && !inContainer {
				around = true
			}
			return true
		})
	}
	visit(f, false)
	return focus, around
}

// GinkgoSuite returns the package's suite, built on first use.
func (e *Source) GinkgoSuite() *GinkgoSuite {
	if e.ginkgo == nil {
		focus, around := e.ginkgoElsewhere()
		e.ginkgo = NewGinkgoSuite(e.findGinkgoTree(), focus)
		e.ginkgo.AroundElsewhere = around
	}
	return e.ginkgo
}
