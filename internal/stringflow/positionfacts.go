package stringflow

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/ssaform"
)

// A test of another package than the consumer library's asks the same question as one of
// its own (idleConsumer): does the constructor, or the Close, read a fetched message's
// position? Only the library's package has their bodies, so it answers for its exported
// constructors and Close methods as facts (positionsFact), and the test's package reads
// them.

// positionsFact says whether an exported constructor or Close method of a package that
// imports sarama reads a fetched message's position in its own code (readsPositions).
type positionsFact struct{ Reads bool }

func (*positionsFact) AFact() {}

func (f *positionsFact) String() string {
	if f.Reads {
		return "readspositions"
	}
	return "leavespositions"
}

// exportPositionFacts exports a positionsFact for each exported constructor of a consumer
// (constructsHandle) and each exported Close method, in a package that sends sarama's
// group requests itself: only there can a test's consumer be idle (idleConsumer wants the
// request in the constructor's own package). The package's SSA form is built for them when
// the engine has none (a package without tests).
func (a *StringFlow) exportPositionFacts() {
	if !importsSarama(a.Pass.Pkg) || !a.sendsGroupRequests() {
		return
	}
	var fns []*types.Func
	for _, f := range a.Pass.Files {
		if strings.HasSuffix(a.Pass.Fset.Position(f.Pos()).Filename, "_test.go") {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !fd.Name.IsExported() {
				continue
			}
			fn, _ := a.Pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			if fn.Signature().Recv() == nil && constructsHandle(fn) || fn.Signature().Recv() != nil && closes(fn) {
				fns = append(fns, fn)
			}
		}
	}
	if len(fns) == 0 {
		return
	}
	s := a.Res.SSA
	if s == nil {
		s = ssaform.New(a.Pass.Fset, a.Pass.Files, a.Pass.TypesInfo, a.Pass.Pkg)
	}
	for _, fn := range fns {
		if reads, ok := readsPositions(s, fn); ok {
			a.Pass.ExportObjectFact(fn, &positionsFact{Reads: reads})
		}
	}
}

// readsPositionsOf is readsPositions for a function of this package or, by its fact, of
// another; ok is false when there is no answer.
func (a *StringFlow) readsPositionsOf(fn *types.Func) (reads, ok bool) {
	if fn.Pkg() == a.Pass.Pkg {
		return readsPositions(a.Res.SSA, fn)
	}
	var f positionsFact
	if !a.Pass.ImportObjectFact(fn, &f) {
		return false, false
	}
	return f.Reads, true
}

// importsSarama reports whether pkg imports one of sarama's import paths.
func importsSarama(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if slices.Contains(knowledge.SaramaPaths, imp.Path()) {
			return true
		}
	}
	return false
}

// sendsGroupRequests reports whether the package calls a sarama Broker method that sends a
// consumer-group request (knowledge.SaramaGroupRequests).
func (a *StringFlow) sendsGroupRequests() bool {
	for _, obj := range a.Pass.TypesInfo.Uses {
		fn, ok := obj.(*types.Func)
		if !ok || fn.Signature().Recv() == nil {
			continue
		}
		if _, ok := knowledge.SaramaGroupRequests["Broker."+fn.Name()]; ok && isSaramaType(fn.Signature().Recv().Type(), "Broker") {
			return true
		}
	}
	return false
}
