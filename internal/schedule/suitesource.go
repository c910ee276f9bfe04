package schedule

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/decls"
)

// A Source reads what the scheduler needs from the analysed package beyond its tests:
// its Ginkgo suite (ginkgotree.go), and the test files of its directory that the pass does
// not analyse (othertestfiles.go), each built on first use.
type Source struct {
	pass       *analysis.Pass
	decls      *decls.Index
	ginkgo     *GinkgoSuite // the package's Ginkgo suite, built when a test calls RunSpecs
	otherTests []*ast.File  // the directory's test files this pass does not analyse
}

// NewSource returns the Source of the package that pass analyses.
func NewSource(pass *analysis.Pass, index *decls.Index) *Source {
	return &Source{pass: pass, decls: index}
}
