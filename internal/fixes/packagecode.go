package fixes

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// PackageCodeUses answers which variables the package's non-test files refer to: a fix that
// gives each test its own copy of a variable would not reach that code. Built on first use.
type PackageCodeUses struct {
	pass *analysis.Pass
	uses map[types.Object]bool
}

// NewPackageCodeUses returns the PackageCodeUses of the pass's package.
func NewPackageCodeUses(pass *analysis.Pass) *PackageCodeUses { return &PackageCodeUses{pass: pass} }

// Uses reports whether code in the package's non-test files refers to v.
func (p *PackageCodeUses) Uses(v *types.Var) bool {
	if p.uses == nil {
		p.uses = make(map[types.Object]bool)
		for id, obj := range p.pass.TypesInfo.Uses {
			if _, ok := obj.(*types.Var); ok && !IsTestFile(p.pass, FileOf(p.pass, id.Pos())) {
				p.uses[obj] = true
			}
		}
	}
	return p.uses[v]
}
