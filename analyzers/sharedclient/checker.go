package sharedclient

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// A checker holds what the rules of one pass share.
type checker struct {
	pass  *analysis.Pass
	res   *parallel.Result
	rep   *parallel.Reporter
	cls   *classifier
	files map[string]*token.File // by name, for positions in other packages

	regionFuncs map[ast.Node]bool                // the functions of all regions
	packageUses map[types.Object]bool            // variables that non-test files use
	clientLits  map[*types.Var]*ast.CompositeLit // see clientLiteralOf

	defaultUsesOf map[*types.Var][]*parallel.Access // see defaultUses
	implicitSends map[implicitKey]bool              // see helperSendsImplicitly
}

func newChecker(pass *analysis.Pass, res *parallel.Result, rep *parallel.Reporter, cls *classifier) *checker {
	return &checker{pass: pass, res: res, rep: rep, cls: cls}
}

// pos converts a position, possibly in another package, to a token.Pos of the pass's file
// set; token.NoPos when the file is unknown.
func (c *checker) pos(p token.Position) token.Pos {
	if !p.IsValid() {
		return token.NoPos
	}
	if c.files == nil {
		c.files = make(map[string]*token.File)
		c.pass.Fset.Iterate(func(f *token.File) bool {
			c.files[f.Name()] = f
			return true
		})
	}
	f := c.files[p.Filename]
	if f == nil || p.Line < 1 || p.Line > f.LineCount() {
		return token.NoPos
	}
	pos := f.LineStart(p.Line)
	if p.Column > 1 && f.Offset(pos)+p.Column-1 <= f.Size() {
		pos += token.Pos(p.Column - 1)
	}
	return pos
}

// calleeName names the function a call expression calls, for messages: "setTimeout",
// "testutil.Login", "sdk.Client.SetRetries"; "" when unknown.
func (c *checker) calleeName(n ast.Node) string {
	call, ok := n.(*ast.CallExpr)
	if !ok {
		return ""
	}
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return ""
	}
	return funcName(fn, c.pass.Pkg)
}

func funcName(fn *types.Func, from *types.Package) string {
	name := fn.Name()
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		if _, tn := parallel.NamedOf(sig.Recv().Type()); tn != "" {
			name = tn + "." + name
		}
	}
	if fn.Pkg() != nil && fn.Pkg() != from {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// via names the helper an access goes through, for messages; "" for a direct access.
func (c *checker) via(a *parallel.Access) string {
	if len(a.Via) == 0 {
		return ""
	}
	if name := c.calleeName(a.Node); name != "" {
		return name
	}
	return a.Via[0].Callee
}

// related returns the Related entries for the declaration of v and the call path of a.
func (c *checker) related(v *types.Var, a *parallel.Access) []analysis.RelatedInformation {
	var rel []analysis.RelatedInformation
	if v != nil && v.Pos().IsValid() {
		rel = append(rel, analysis.RelatedInformation{Pos: v.Pos(), Message: parallel.VarName(c.pass, v) + " is declared here"})
	}
	if a != nil {
		for i, step := range a.Via {
			if i == 0 {
				continue // the call in this package is the diagnostic's own position
			}
			if p := c.pos(step.Pos); p.IsValid() {
				rel = append(rel, analysis.RelatedInformation{Pos: p, Message: "through " + step.Callee})
			}
		}
		if len(a.Via) > 0 {
			if p := c.pos(a.Site); p.IsValid() {
				rel = append(rel, analysis.RelatedInformation{Pos: p, Message: "accessed here"})
			}
		}
	}
	return rel
}

// text returns the source of n, formatted.
func (c *checker) text(n ast.Node) string { return fixes.Text(c.pass, n) }

// fileOf returns the file of the pass that contains pos.
func (c *checker) fileOf(pos token.Pos) *ast.File { return fixes.FileOf(c.pass, pos) }

func (c *checker) isTestFile(f *ast.File) bool {
	return f != nil && strings.HasSuffix(c.pass.Fset.File(f.Pos()).Name(), "_test.go")
}

// funcScope returns the scope of a region's function (parameters and top-level
// declarations of its body).
func (c *checker) funcScope(fn ast.Node) *types.Scope {
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		return c.pass.TypesInfo.Scopes[fn.Type]
	case *ast.FuncLit:
		return c.pass.TypesInfo.Scopes[fn.Type]
	}
	return nil
}

// tName returns the name of the region's *testing.T (or B, F) when code at pos can refer
// to it by that name; "" otherwise.
func (c *checker) tName(r *parallel.Region, pos token.Pos) string {
	if r.T == nil || r.T.Name() == "" || r.T.Name() == "_" {
		return ""
	}
	scope := c.funcScope(r.Func)
	if scope == nil {
		return ""
	}
	inner := scope.Innermost(pos)
	if inner == nil {
		inner = scope
	}
	if _, obj := inner.LookupParent(r.T.Name(), pos); obj != r.T {
		return ""
	}
	return r.T.Name()
}

// regionAt returns the innermost region whose body contains pos.
func (c *checker) regionAt(pos token.Pos) *parallel.Region {
	var best *parallel.Region
	for _, r := range c.res.Regions {
		if r.Body != nil && r.Body.Pos() <= pos && pos < r.Body.End() {
			if best == nil || r.Body.Pos() >= best.Body.Pos() {
				best = r
			}
		}
	}
	return best
}

// inspectRegion calls f for every node of the region's body, skipping the bodies of other
// regions nested in it (they are inspected as their own regions).
func (c *checker) inspectRegion(r *parallel.Region, f func(ast.Node) bool) {
	if c.regionFuncs == nil {
		c.regionFuncs = make(map[ast.Node]bool)
		for _, o := range c.res.Regions {
			if o.Func != nil {
				c.regionFuncs[o.Func] = true
			}
		}
	}
	ast.Inspect(r.Body, func(n ast.Node) bool {
		if n != nil && n != r.Func && c.regionFuncs[n] {
			return false
		}
		return f(n)
	})
}

func sortAccesses(as []*parallel.Access) {
	sort.SliceStable(as, func(i, j int) bool { return as[i].Pos() < as[j].Pos() })
}
