package fixes

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// LeftUnused reports a local variable or an import whose only uses are in the expressions
// that a fix replaces, which would no longer compile: "replacing the constant would leave x
// unused". kept are objects that the fix's new code uses, and imported the packages that it
// imports; both stay used. It returns "" when nothing is left unused.
func LeftUnused(info *types.Info, file *ast.File, replaced []ast.Expr, kept []types.Object, imported map[string]bool) string {
	inReplaced := func(pos token.Pos) bool {
		for _, e := range replaced {
			if e.Pos() <= pos && pos < e.End() {
				return true
			}
		}
		return false
	}
	check := make(map[types.Object]bool)
	for _, e := range replaced {
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				switch obj := info.Uses[id].(type) {
				case *types.PkgName:
					check[obj] = true
				case *types.Var:
					packageLevel := obj.Pkg() != nil && obj.Pkg().Scope().Lookup(obj.Name()) == obj
					if !packageLevel && !obj.IsField() {
						check[obj] = true
					}
				}
			}
			return true
		})
	}
	for obj := range check {
		used := slices.Contains(kept, obj)
		if pn, ok := obj.(*types.PkgName); ok && imported[pn.Imported().Path()] {
			used = true
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if used {
				return false
			}
			if id, ok := n.(*ast.Ident); ok && info.Uses[id] == obj && !inReplaced(id.Pos()) {
				used = true
			}
			return true
		})
		if !used {
			return "replacing the constant would leave " + obj.Name() + " unused"
		}
	}
	return ""
}
