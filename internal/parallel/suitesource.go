package parallel

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/decls"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// A suiteSource reads what the scheduler needs from the analysed package beyond its tests:
// its Ginkgo suite (ginkgotree.go), and the test files of its directory that the pass does
// not analyse (othertestfiles.go), each built on first use.
type suiteSource struct {
	pass       *analysis.Pass
	decls      *decls.Index
	ginkgo     *schedule.GinkgoSuite // the package's Ginkgo suite, built when a test calls RunSpecs
	otherTests []*ast.File           // the directory's test files this pass does not analyse
}
