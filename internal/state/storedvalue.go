package state

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/report"
)

// This file answers what a write stores, in the syntax of the analysed package: the value
// of an assignment, the value argument of a method that stores (sync.Map's Store, a
// header's Set), and what a local variable used as the value was assigned (one level, like
// the engine's flow).

// IsMethodStore reports whether a is a method call that stores its value argument in the
// variable: Store, LoadOrStore or Swap of a sync.Map, Set or Add of a header map.
func IsMethodStore(a *flow.Access) bool {
	if a.Op != flow.MethodCall {
		return false
	}
	switch gocode.LastSegment(a.Path) {
	case "Store", "LoadOrStore", "Swap", "Set", "Add":
		return true
	}
	return false
}

// StoredValue returns the node of a write in a file of pass and the value it stores: the
// access's Value, the call of a tuple assignment (cached, err = conf.Token(ctx)), the value
// argument of a method store (IsMethodStore), or, for a write inside a helper of this
// package, the assignment at the access's Site and its value. The value is nil when none is
// known; both are nil for a write inside a helper of another package.
func StoredValue(pass *analysis.Pass, a *flow.Access) (ast.Node, ast.Expr) {
	if len(a.Via) == 0 {
		if v := assignedValue(pass, a); v != nil {
			return a.Node, v
		}
		if call, ok := a.Node.(*ast.CallExpr); ok && IsMethodStore(a) && len(call.Args) == 2 {
			return call, call.Args[1]
		}
		return a.Node, nil
	}
	pos := report.PosIn(pass, a.Site)
	if !pos.IsValid() {
		return nil, nil
	}
	for _, n := range gocode.PathAt(pass, pos, pos) {
		if as, ok := n.(*ast.AssignStmt); ok {
			for i, lhs := range as.Lhs {
				if lhs.Pos() <= pos && pos < lhs.End() {
					switch {
					case len(as.Lhs) == len(as.Rhs):
						return as, as.Rhs[i]
					case len(as.Rhs) == 1:
						return as, as.Rhs[0]
					}
				}
			}
			return nil, nil
		}
	}
	return nil, nil
}

// assignedValue returns what a direct write stores: the access's Value, or the single call
// of a tuple assignment to the variable.
func assignedValue(pass *analysis.Pass, a *flow.Access) ast.Expr {
	if a.Value != nil {
		return a.Value
	}
	if a.Node == nil || a.Op != flow.Write {
		return nil
	}
	for _, n := range gocode.PathAt(pass, a.Node.Pos(), a.Node.End()) {
		if as, ok := n.(*ast.AssignStmt); ok {
			if len(as.Rhs) == 1 && len(as.Lhs) > 1 && ast.Unparen(as.Lhs[0]) == a.Node {
				return as.Rhs[0]
			}
			return nil
		}
	}
	return nil
}

// LocalAssignments returns what the local variable at the root of value (tok in tok or
// tok.AccessToken) is assigned in the function around at: one level, like the engine's flow.
func LocalAssignments(pass *analysis.Pass, at ast.Node, value ast.Expr) []ast.Expr {
	root := ast.Unparen(value)
	for {
		sel, ok := root.(*ast.SelectorExpr)
		if !ok {
			break
		}
		root = ast.Unparen(sel.X)
	}
	id, ok := root.(*ast.Ident)
	if !ok {
		return nil
	}
	info := pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || gocode.IsPackageLevel(v) {
		return nil
	}
	var body ast.Node
	for _, n := range gocode.PathAt(pass, at.Pos(), at.End()) {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			body = n
		}
		if body != nil {
			break
		}
	}
	if body == nil {
		return nil
	}
	var out []ast.Expr
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for i, lhs := range as.Lhs {
			lid, ok := ast.Unparen(lhs).(*ast.Ident)
			if !ok || info.ObjectOf(lid) != v {
				continue
			}
			switch {
			case len(as.Lhs) == len(as.Rhs):
				out = append(out, as.Rhs[i])
			case len(as.Rhs) == 1 && i == 0:
				out = append(out, as.Rhs[0])
			}
		}
		return true
	})
	return out
}
