package flow

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// HiddenVarsFact is a package's description of the unexported package-level variables that
// its exported summaries name, which an importer analysed from export data cannot see (see
// typedesc.go): by name, the type's description.
type HiddenVarsFact struct {
	Names []string
	Types []string
}

func (*HiddenVarsFact) AFact() {}

func (f *HiddenVarsFact) String() string { return "hiddenVars(" + strings.Join(f.Names, " ") + ")" }

// ExportHiddenVars exports the HiddenVarsFact of pass's package for the summaries about to be
// exported: the unexported package-level variables of the package that they access.
func ExportHiddenVars(pass *analysis.Pass, funcs map[string]*Summary, methods map[*types.TypeName]map[string]*Summary) {
	path := pass.Pkg.Path()
	seen := make(map[string]bool)
	var names []string
	add := func(s *Summary) {
		for _, a := range s.Accesses {
			if a.Root.PkgPath == path && !a.Root.Env && !token.IsExported(a.Root.Name) && !seen[a.Root.Name] {
				seen[a.Root.Name] = true
				names = append(names, a.Root.Name)
			}
		}
	}
	for _, s := range funcs {
		add(s)
	}
	for _, m := range methods {
		for _, s := range m {
			add(s)
		}
	}
	if len(names) == 0 {
		return
	}
	slices.Sort(names)
	f := &HiddenVarsFact{}
	for _, name := range names {
		v, ok := pass.Pkg.Scope().Lookup(name).(*types.Var)
		if !ok {
			continue
		}
		f.Names = append(f.Names, name)
		f.Types = append(f.Types, describeType(v.Type(), pass.Pkg))
	}
	if len(f.Names) > 0 {
		pass.ExportPackageFact(f)
	}
}

// HiddenVar returns a variable that stands for the package-level variable name of package p,
// which pass's view of p lacks, with the type p's HiddenVarsFact describes; nil when there is
// no such fact or name. The stand-in counts as package-level (gocode.IsPackageLevel). pkgs
// gives pass's view of a package by path, for the named types of the description; made holds
// the named types built for the pass so far.
func HiddenVar(pass *analysis.Pass, p *types.Package, name string, pkgs func(string) *types.Package, made map[string]*types.Named) *types.Var {
	var f HiddenVarsFact
	if !pass.ImportPackageFact(p, &f) {
		return nil
	}
	i := slices.Index(f.Names, name)
	if i < 0 || i >= len(f.Types) {
		return nil
	}
	v := types.NewVar(token.NoPos, p, name, readType(f.Types[i], pkgs, made))
	gocode.MarkStandIn(v)
	return v
}
