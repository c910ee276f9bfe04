package parallel

import (
	"go/ast"
	"go/types"
	"sort"
	"strings"

	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file models testify suites: suite.Run(t, s) runs, through reflection, each method of
// s named Test... as a subtest of t, one after another (sorted by name, as reflection lists
// them), with the suite's hooks around them. The engine gives each such method of this
// package a region of its own, a sequential subtest of the region that calls suite.Run; code
// that the suite's tests run is then attributed to them, and runs at the same time as other
// tests exactly when that region's code does.

// suiteRegions returns the regions that call starts when it is suite.Run(t, s): one per
// Test method and hook of s's type declared in this package.
func (e *engine) suiteRegions(parent *schedule.Region, call *ast.CallExpr) []*schedule.Region {
	fn := e.callee(call)
	if fn == nil || fn.Name() != "Run" || fn.Pkg() == nil || fn.Pkg().Path() != knowledge.TestifySuitePath || len(call.Args) != 2 {
		return nil
	}
	t := e.pass.TypesInfo.TypeOf(call.Args[1])
	if t == nil {
		return nil
	}
	var methods []*types.Func
	mset := types.NewMethodSet(t)
	for i := 0; i < mset.Len(); i++ {
		m, ok := mset.At(i).Obj().(*types.Func)
		if !ok || e.decls.FuncDecl(m) == nil {
			continue
		}
		sig := m.Type().(*types.Signature)
		_, hook := knowledge.TestifyHooks[m.Name()]
		if (strings.HasPrefix(m.Name(), "Test") && sig.Params().Len() == 0 && sig.Results().Len() == 0) || hook {
			methods = append(methods, m)
		}
	}
	sort.Slice(methods, func(i, j int) bool { return methods[i].Name() < methods[j].Name() })
	var out []*schedule.Region
	for _, m := range methods {
		decl := e.decls.FuncDecl(m)
		out = append(out, &schedule.Region{
			Test: parent.Test, Parent: parent, Call: call,
			Name: parent.Name + "/" + m.Name(),
			Func: decl, Body: decl.Body,
			Inherited: parent.ParallelAt(call.Pos()),
			Spec:      true,
			Setup:     knowledge.TestifyHooks[m.Name()],
		})
	}
	return out
}
