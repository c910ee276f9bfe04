package state

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// KeepsInitialValue reports whether write a stores, where it writes, what the variable's
// own initializer already holds there, so that the write changes nothing a later test can
// see: the variable assigned the expression it is declared with (client = &http.Client{}
// again), or a field or map element of a composite-literal initializer assigned the same
// constant that the literal gives it (claims.Extra["foo"] = "bar" when the initializer has
// Extra: map[string]any{"foo": "bar"}), directly or by a function this package calls (the
// stored argument and the key it is given, Access.Arg and Access.Key). Only a variable
// declared in this package has an initializer to compare with.
func KeepsInitialValue(r *parallel.Result, info *types.Info, a *flow.Access) bool {
	if a == nil || a.Var == nil {
		return false
	}
	d := r.VarDecl(a.Var)
	if d == nil || d.Value() == nil {
		return false
	}
	init := d.Value()
	stored := a.Arg
	if stored == nil {
		stored = a.Value
	}
	if stored == nil {
		return false
	}
	switch a.Op {
	case flow.Write:
		return a.Path == "" && types.ExprString(stored) == types.ExprString(init)
	case flow.FieldWrite:
		at := gocode.LiteralAt(init, a.Path)
		return at != nil && sameConstant(info, stored, at)
	case flow.ElemWrite:
		m, ok := gocode.LiteralAt(init, a.Path).(*ast.CompositeLit)
		if !ok || a.Key == nil || constantOf(info, a.Key) == nil {
			return false
		}
		for _, elt := range m.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && sameConstant(info, a.Key, kv.Key) {
				return sameConstant(info, stored, kv.Value)
			}
		}
	}
	return false
}

// constantOf returns e's constant value, or nil when it has none.
func constantOf(info *types.Info, e ast.Expr) constant.Value {
	if e == nil {
		return nil
	}
	if tv, ok := info.Types[e]; ok {
		return tv.Value
	}
	return nil
}

// sameConstant reports whether x and y are constants of the same kind and value.
func sameConstant(info *types.Info, x, y ast.Expr) bool {
	cx, cy := constantOf(info, x), constantOf(info, y)
	if cx == nil || cy == nil || cx.Kind() != cy.Kind() {
		return false
	}
	return constant.Compare(cx, token.EQL, cy)
}

// ResetsToInitializer reports whether a assigns v the whole expression v is declared with,
// as gofmt prints it (httpClient = &http.Client{Timeout: 2 * time.Second} again): a new
// value like the first, which puts v back in its initial state rather than changing what
// later tests get. Unlike KeepsInitialValue it compares the full text of composite literals
// and only the write's own value.
func ResetsToInitializer(r *parallel.Result, pass *analysis.Pass, v *types.Var, a *flow.Access) bool {
	if a.Op != flow.Write || a.Value == nil {
		return false
	}
	d := r.VarDecl(v)
	if d == nil || d.Value() == nil {
		return false
	}
	return gocode.NodeText(pass, a.Value) == gocode.NodeText(pass, d.Value())
}
