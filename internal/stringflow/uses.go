package stringflow

import (
	"fmt"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"go/ast"
	"go/token"
	"go/types"
)

// A FlowUse is a constant string reaching a registered sink from code that runs in a test.
type FlowUse struct {
	Value   string         // the constant
	Sink    string         // the sink, as messages name it: "kgo.ConsumerGroup"
	Site    token.Position // where the sink is
	SitePos token.Pos      // Site in this package's files; NoPos for sinks in other packages
	// Holder is the package-level variable whose initializer holds the sink, if any.
	Holder *types.Var
	// Via are the helpers from the region's code down to the sink, outermost first.
	Via []string
	// Once reports that the sink runs in a function that sync.Once (or OnceFunc, OnceValue,
	// OnceValues) runs: once per test binary, whichever test arrives first.
	Once bool
	// Spawned reports that the sink runs in parallel subtests that a callee starts, several
	// at once: a constructor that a shared suite runs per case.
	Spawned bool
	// Parallel reports that the use is in the parallel part of its region (or Spawned).
	Parallel bool
	// Idle reports that the use builds a consumer that the test only lets join and closes:
	// it neither reads nor moves the group's committed offsets (idle.go).
	Idle bool

	Region *schedule.Region
	Node   ast.Node // where the use is in the region: the sink's argument or the helper call

	// Decl is where the constant is declared (a constant, a package-level variable),
	// NoPos for a literal; DeclName names it.
	Decl     token.Pos
	DeclName string

	// Target is the expression that writes the constant, for a fix; nil when the constant
	// is not written in this package.
	Target *FlowTarget
}

// A FlowTarget is a constant string expression that a fix can replace.
type FlowTarget struct {
	Fn     ast.Node // *ast.FuncDecl or *ast.FuncLit holding Expr
	Decl   *ast.FuncDecl
	Expr   ast.Expr
	Prefix string // literal text kept before the new value ("group.id=")
	NoFix  string // why Expr cannot be fixed; "" when it can
}

// Uses returns the constants that reach sinks from each region of the package (directly,
// through helpers in any package, or through package-level configurations the region
// reaches), without the tests that create a broker of their own.
func (a *StringFlow) Uses() []*FlowUse {
	regionFuncs := make(map[ast.Node]bool)
	for _, r := range a.Res.Regions {
		regionFuncs[r.Func] = true
	}
	skip := func(lit *ast.FuncLit) bool { return regionFuncs[lit] }
	ownBroker := make(map[*schedule.Test]bool)
	var uses []*FlowUse
	seen := make(map[string]bool)
	add := func(u summarySinkUse, node ast.Node, r *schedule.Region, par, spawned bool) {
		s, ok := u.val.constant()
		if !ok || s == "" || r.Test == nil || r.Test.Kind == schedule.KindMain {
			return
		}
		key := fmt.Sprintf("%d|%s|%s|%q", node.Pos(), u.site, u.sink, s)
		if !seen[key] {
			seen[key] = true
			uses = append(uses, &FlowUse{Value: s, Sink: u.sink, Site: u.site, SitePos: u.sitePos, Holder: u.holder,
				Via: u.via, Once: u.once, Spawned: spawned, Parallel: par || spawned, Region: r, Node: node,
				Decl: u.val.decl, DeclName: u.val.name, Target: a.exportTarget(u.target)})
		}
	}
	for _, r := range a.Res.Regions {
		if r.Test == nil || r.Test.Kind == schedule.KindMain || r.Body == nil || r.Test.Decl == nil {
			continue
		}
		a.walk(r.Func, r.Body, skip, a.evaluatorFor(r.Test.Decl), func(u summarySinkUse, node ast.Node) {
			add(u, node, r, r.ParallelAt(node.Pos()), u.spawned)
		}, func() { ownBroker[r.Test] = true })
	}
	a.varUses(add)
	out := uses[:0]
	for _, u := range uses {
		if !ownBroker[u.Region.Test] {
			out = append(out, u)
		}
	}
	a.markIdle(out)
	return out
}

func (a *StringFlow) exportTarget(t *summaryTarget) *FlowTarget {
	if t == nil {
		return nil
	}
	if x, ok := a.targets[t]; ok {
		return x
	}
	x := &FlowTarget{Fn: t.fn, Decl: t.decl, Expr: t.expr, Prefix: t.prefix, NoFix: t.noFix}
	a.targets[t] = x
	return x
}

// TargetValue returns the constant that t's expression writes, past its prefix.
func (a *StringFlow) TargetValue(t *FlowTarget) (string, bool) {
	return stripPrefix(a.evaluatorFor(t.Decl).eval(t.Expr), t.Prefix).constant()
}

// ConstantIn returns the constant string that expr, in decl, evaluates to.
func (a *StringFlow) ConstantIn(decl *ast.FuncDecl, expr ast.Expr) (string, bool) {
	return a.evaluatorFor(decl).eval(expr).constant()
}

// VarDeclaredAt returns the constant package-level string variable declared at pos that
// the flow has evaluated, or nil.
func (a *StringFlow) VarDeclaredAt(pos token.Pos) *types.Var { return a.varAt[pos] }
