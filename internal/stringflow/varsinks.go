package stringflow

import (
	"github.com/fixturelint/fixturelint/internal/schedule"
	"go/ast"
	"go/types"
	"strings"
)

// A package-level variable can hold a consumer configuration built at initialization:
//
//	var readerConfig = kafka.ReaderConfig{Brokers: brokers, GroupID: "orders"}
//
// Every test that uses it consumes with that group. The sinks in its initializer are found
// here (and exported as facts for other packages), and each access to the variable from
// a test is a use of them.

// varSinkFact lists the constant group IDs in the initializer of a package-level variable.
type varSinkFact struct{ Sinks []factSink }

func (*varSinkFact) AFact() {}

func (f *varSinkFact) String() string {
	var b []string
	for _, s := range f.Sinks {
		b = append(b, "sink("+s.Sink+"="+partsString(s.Parts)+")")
	}
	return "init " + strings.Join(b, " ")
}

// sinksOfVar returns the constant group IDs that reach sinks in v's initializer.
func (a *StringFlow) sinksOfVar(v *types.Var) []summarySinkUse {
	if uses, ok := a.varSinks[v]; ok {
		return uses
	}
	var uses []summarySinkUse
	if v.Pkg() == a.Pass.Pkg {
		if spec, i := a.valueSpec(v); spec != nil && len(spec.Values) == len(spec.Names) {
			ev := a.evaluatorFor(nil)
			ast.Inspect(spec.Values[i], func(n ast.Node) bool {
				for _, h := range a.Sinks.Hits(a.Pass.TypesInfo, n) {
					val := ev.hitValue(h)
					if _, ok := val.constant(); ok {
						uses = append(uses, summarySinkUse{val: val, sink: h.Sink, site: a.Pass.Fset.Position(h.Pos), sitePos: h.Pos,
							target: &summaryTarget{noFix: "the group ID is in the initializer of " + v.Name() + "; build the configuration in the test"}})
					}
				}
				return true
			})
		}
	} else {
		var f varSinkFact
		if a.Pass.ImportObjectFact(v, &f) {
			for _, fs := range f.Sinks {
				uses = append(uses, summarySinkUse{val: &stringValue{parts: fs.Parts, name: fs.DeclName}, sink: fs.Sink, site: fs.Site,
					target: &summaryTarget{noFix: "the group ID is in the initializer of " + v.Pkg().Name() + "." + v.Name()}})
			}
		}
	}
	a.varSinks[v] = uses
	return uses
}

// exportVarSinkFacts exports the sinks of the package's variable initializers.
func (a *StringFlow) exportVarSinkFacts() bool {
	exported := false
	scope := a.Pass.Pkg.Scope()
	for _, name := range scope.Names() {
		v, ok := scope.Lookup(name).(*types.Var)
		if !ok || strings.HasSuffix(a.Pass.Fset.File(v.Pos()).Name(), "_test.go") {
			continue
		}
		uses := a.sinksOfVar(v)
		if len(uses) == 0 {
			continue
		}
		f := &varSinkFact{}
		for _, u := range uses {
			f.Sinks = append(f.Sinks, factSink{Parts: u.val.parts, Sink: u.sink, Site: u.site, DeclName: u.val.name})
		}
		a.Pass.ExportObjectFact(v, f)
		exported = true
	}
	return exported
}

// varUses turns the engine's accesses to variables with sinks in their initializer into
// uses, attributed to the expression in the region that reaches the variable.
func (a *StringFlow) varUses(emit func(summarySinkUse, ast.Node, *schedule.Region, bool, bool)) {
	for _, acc := range a.Res.Accesses {
		if acc.Region == nil || acc.Var == nil || acc.Node == nil {
			continue
		}
		for _, u := range a.sinksOfVar(acc.Var) {
			u.holder = acc.Var
			u.via = append([]string{acc.Var.Name()}, u.via...)
			if acc.Var.Pkg() != a.Pass.Pkg {
				u.via[0] = acc.Var.Pkg().Name() + "." + acc.Var.Name()
			}
			emit(u, acc.Node, acc.Region, acc.Parallel, acc.Spawned)
		}
	}
}
