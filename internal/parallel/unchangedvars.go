package parallel

import (
	"go/ast"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// unchangedPackageVar reports whether the package-level variable v keeps the value it is
// initialized with, so that the names its literal holds are the names a loop over it sees:
// every reference reads it (a range over it, an index or selector read, len, an argument to
// a function declared in this package or a reading one of the standard library), and none
// assigns it or an element, deletes from it, takes its address, or hands it to another
// module's function or to one that changes it (maps.Copy, slices.Sort). Answered
// from the package's references to v, once per variable.
func (e *engine) unchangedPackageVar(v *types.Var) bool {
	if e.refs == nil {
		return false
	}
	if ok, seen := e.unchanged[v]; seen {
		return ok
	}
	ok := true
	for _, id := range e.refs.of(e.pass.TypesInfo, v) {
		if !e.readsOnly(id) {
			ok = false
			break
		}
	}
	if e.unchanged == nil {
		e.unchanged = make(map[*types.Var]bool)
	}
	e.unchanged[v] = ok
	return ok
}

// readsOnly reports whether the reference id to a package-level variable only reads it.
func (e *engine) readsOnly(id *ast.Ident) bool {
	path := gocode.PathAt(e.pass, id.Pos(), id.End())
	if len(path) < 2 || path[0] != id {
		return false
	}
	switch parent := path[1].(type) {
	case *ast.RangeStmt:
		return parent.X == id
	case *ast.IndexExpr:
		return parent.X == id && len(path) > 2 && !assignedAt(path[2], parent)
	case *ast.SelectorExpr:
		return parent.X == id && len(path) > 2 && !assignedAt(path[2], parent)
	case *ast.BinaryExpr:
		return true
	case *ast.CallExpr:
		for i, arg := range parent.Args {
			if arg != id {
				continue
			}
			if name, ok := gocode.BuiltinName(e.pass.TypesInfo, parent); ok {
				return name == "len"
			}
			fn := gocode.FuncOf(e.pass.TypesInfo, parent)
			switch {
			case fn == nil || fn.Pkg() == nil:
				return false
			case fn.Pkg() == e.pass.Pkg:
				return true
			case gocode.IsStd(fn.Pkg().Path()):
				// The standard library reads what it is given (strings.Join, slices.Contains),
				// except the first argument of the functions that sort or copy into it.
				return !(i == 0 && changesFirstArgument[fn.Pkg().Path()+"."+fn.Name()])
			}
		}
	}
	return false
}

// changesFirstArgument are the standard library's functions that change the map or slice
// they are given first.
var changesFirstArgument = map[string]bool{
	"maps.Copy": true, "maps.DeleteFunc": true,
	"slices.Sort": true, "slices.SortFunc": true, "slices.SortStableFunc": true, "slices.Reverse": true,
	"sort.Strings": true, "sort.Ints": true, "sort.Sort": true, "sort.Stable": true, "sort.Slice": true, "sort.SliceStable": true,
}

// assignedAt reports whether the statement or expression n assigns to x (x = ..., x++), or
// takes its address (&s[i], which may be written through later).
func assignedAt(n ast.Node, x ast.Expr) bool {
	switch n := n.(type) {
	case *ast.AssignStmt:
		for _, lhs := range n.Lhs {
			if lhs == x {
				return true
			}
		}
	case *ast.IncDecStmt:
		return n.X == x
	case *ast.UnaryExpr:
		return n.X == x
	}
	return false
}
