package stringflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/groupjoin"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// An fieldWrite is a definition of or an assignment to a variable in this package, or to a field
// of it (path).
type fieldWrite struct {
	pos token.Pos
	rhs ast.Expr      // the value written; nil when unknown (x += y, &x, range, f() results)
	def bool          // the variable's definition (x := v, var x = v)
	fn  *ast.FuncDecl // the function it is in; nil at package level
	// rng is the range statement that assigns the variable its elements (rhs is nil).
	rng *ast.RangeStmt
	// path is the field path written below the variable ("GroupID" for cfg.GroupID = g);
	// empty for the variable itself.
	path string
	// zero marks a declaration without a value (var cfg Config): the zero value.
	zero bool
	// addr is the &x (or &x.f) expression of a write that takes the address.
	addr *ast.UnaryExpr
	// tuple and index are the call and the result index of x in x, err := f().
	tuple *ast.CallExpr
	index int
}

// writes indexes, once per package, every write to every variable in the package's files.
func (a *StringFlow) writes() map[*types.Var][]fieldWrite {
	if a.writeIndex != nil {
		return a.writeIndex
	}
	idx := make(map[*types.Var][]fieldWrite)
	info := a.Pass.TypesInfo
	varOf := func(e ast.Expr) *types.Var {
		switch e := ast.Unparen(e).(type) {
		case *ast.Ident:
			if v, ok := info.Defs[e].(*types.Var); ok {
				return v
			}
			v, _ := info.Uses[e].(*types.Var)
			return v
		case *ast.SelectorExpr:
			if v, ok := info.Uses[e.Sel].(*types.Var); ok && gocode.IsPackageLevel(v) {
				return v
			}
		}
		return nil
	}
	for _, file := range a.Pass.Files {
		for _, decl := range file.Decls {
			fn, _ := decl.(*ast.FuncDecl)
			if fn == nil {
				continue // package-level initializers are read from their ValueSpec
			}
			add := func(e ast.Expr, w fieldWrite) {
				if v := varOf(e); v != nil && !v.IsField() {
					w.fn = fn
					idx[v] = append(idx[v], w)
				} else if v, path := groupjoin.FieldRoot(info, e); v != nil {
					w.fn, w.path = fn, path
					idx[v] = append(idx[v], w)
				}
			}
			ast.Inspect(fn, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for i, lhs := range n.Lhs {
						w := fieldWrite{pos: lhs.Pos(), def: n.Tok == token.DEFINE}
						if len(n.Lhs) == len(n.Rhs) && (n.Tok == token.ASSIGN || n.Tok == token.DEFINE) {
							w.rhs = n.Rhs[i]
						} else if call, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr); ok && len(n.Rhs) == 1 && (n.Tok == token.ASSIGN || n.Tok == token.DEFINE) {
							w.tuple, w.index = call, i
						}
						if id, ok := lhs.(*ast.Ident); ok && n.Tok == token.DEFINE && info.Defs[id] == nil {
							w.def = false // redeclared in a := with a new variable
						}
						add(lhs, w)
					}
				case *ast.ValueSpec:
					for i, name := range n.Names {
						w := fieldWrite{pos: name.Pos(), def: true, zero: len(n.Values) == 0}
						if len(n.Names) == len(n.Values) {
							w.rhs = n.Values[i]
						}
						add(name, w)
					}
				case *ast.IncDecStmt:
					add(n.X, fieldWrite{pos: n.Pos()})
				case *ast.RangeStmt:
					if n.Key != nil {
						add(n.Key, fieldWrite{pos: n.Key.Pos()})
					}
					if n.Value != nil {
						add(n.Value, fieldWrite{pos: n.Value.Pos(), rng: n})
					}
				case *ast.UnaryExpr:
					if n.Op == token.AND {
						add(n.X, fieldWrite{pos: n.Pos(), addr: n})
					}
				}
				return true
			})
		}
	}
	a.writeIndex = idx
	return idx
}

// varValue is the constant value of a package-level variable, or nil: it is initialized
// from constants and never written, or written exactly once from constants by TestMain or
// an init function.
func (a *StringFlow) varValue(v *types.Var) *stringValue {
	if v == nil || !groupjoin.IsString(v.Type()) {
		return nil
	}
	if val, ok := a.varCache[v]; ok {
		return val
	}
	a.varCache[v] = nil // cycles
	val := a.computeVarValue(v)
	if val != nil {
		val.decl, val.name = v.Pos(), v.Name()
		a.varAt[v.Pos()] = v
	}
	a.varCache[v] = val
	return val
}

func (a *StringFlow) computeVarValue(v *types.Var) *stringValue {
	var init *stringValue
	if v.Pkg() == a.Pass.Pkg {
		if spec, i := a.valueSpec(v); spec != nil && len(spec.Values) == len(spec.Names) {
			init = a.evaluatorFor(nil).eval(spec.Values[i])
			if _, ok := init.constant(); !ok {
				return nil
			}
		}
	} else {
		var f varFact
		if a.Pass.ImportObjectFact(v, &f) {
			init = literalValue(f.Value)
		}
	}
	// Writes in this package's code.
	var setup []ast.Expr
	for _, w := range a.writes()[v] {
		if !a.isSetupFunc(w.fn) || w.rhs == nil {
			return nil
		}
		setup = append(setup, w.rhs)
	}
	// Writes the engine sees from test code, through helpers in any package.
	if a.Res != nil {
		for _, acc := range a.Res.Accesses {
			if acc.Var == v && acc.Op == flow.Write {
				return nil
			}
		}
		for _, acc := range a.Res.Setup {
			if acc.Var == v && acc.Op == flow.Write && acc.Value == nil {
				return nil // written in setup by code outside this package
			}
		}
	}
	switch len(setup) {
	case 0:
		return init
	case 1:
		if v.Pkg() == a.Pass.Pkg {
			if spec, _ := a.valueSpec(v); spec != nil && len(spec.Values) > 0 {
				return nil // initialized and then set again: two values
			}
		}
		val := a.evaluatorFor(nil).eval(setup[0])
		if _, ok := val.constant(); !ok {
			return nil
		}
		return val
	}
	return nil
}

// isSetupFunc reports whether fn is TestMain or an init function.
func (a *StringFlow) isSetupFunc(fn *ast.FuncDecl) bool {
	if fn == nil || fn.Recv != nil {
		return false
	}
	if fn.Name.Name == "init" {
		return true
	}
	if a.Res != nil {
		for _, t := range a.Res.Tests {
			if t.Kind == schedule.KindMain && t.Decl == fn {
				return true
			}
		}
	}
	return false
}

// valueSpec returns the package-level declaration of v and v's index in it.
func (a *StringFlow) valueSpec(v *types.Var) (*ast.ValueSpec, int) {
	if a.Res == nil {
		return nil, 0
	}
	if d := a.Res.VarDecl(v); d != nil {
		return d.Spec, d.Index
	}
	return nil, 0
}
