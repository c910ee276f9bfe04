package gocode

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// FileAt returns the file of pass that contains pos (its end included); nil when pos is in
// none of them (a position in another package). The files are in position order, as the
// parser gives them out, so this is a binary search: it is asked once per query, and a
// package of generated code has hundreds of files.
func FileAt(pass *analysis.Pass, pos token.Pos) *ast.File {
	files := pass.Files
	i := sort.Search(len(files), func(i int) bool { return files[i].FileEnd >= pos })
	if i < len(files) && files[i].FileStart <= pos && pos <= files[i].FileEnd {
		return files[i]
	}
	for _, f := range files { // files out of position order (a driver that sorts by name)
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// DeclAt returns the top-level declaration of pass's files that contains pos (a function,
// or a var, const or type declaration), and its file; a nil declaration when pos is in a
// file but outside every declaration (the package clause, an import). A local variable is
// mentioned only inside its declaration: questions about one read that, not the whole file,
// so that their cost does not grow with the file (a generated API client is one file of
// thousands of functions).
func DeclAt(pass *analysis.Pass, pos token.Pos) (ast.Decl, *ast.File) {
	f := FileAt(pass, pos)
	if f == nil {
		return nil, nil
	}
	decls := f.Decls
	i := sort.Search(len(decls), func(i int) bool { return decls[i].End() > pos })
	if i < len(decls) && decls[i].Pos() <= pos {
		return decls[i], f
	}
	return nil, f
}

// ScopeSyntax returns the syntax that holds every mention of v in pass's files: a local
// variable's top-level declaration, or for any other variable (package-level, or declared
// elsewhere) its file; nil when v is declared in none of them.
func ScopeSyntax(pass *analysis.Pass, v *types.Var) ast.Node {
	decl, f := DeclAt(pass, v.Pos())
	if f == nil {
		return nil
	}
	if decl != nil && v.Parent() != nil && v.Pkg() != nil && v.Parent() != v.Pkg().Scope() {
		return decl
	}
	return f
}

// PathAt returns the nodes that enclose [pos, end) in its file of pass, innermost first
// (astutil.PathEnclosingInterval); nil when the interval is in none of the pass's files. It
// reads only the top-level declaration around the interval: the path ends with that
// declaration and the file.
func PathAt(pass *analysis.Pass, pos, end token.Pos) []ast.Node {
	decl, file := DeclAt(pass, pos)
	if file == nil {
		return nil
	}
	if decl == nil || end > decl.End() {
		path, _ := astutil.PathEnclosingInterval(file, pos, end)
		return path
	}
	// A file of this one declaration, so that the search does not list the others.
	one := &ast.File{Package: file.Package, Name: file.Name, Decls: []ast.Decl{decl}, FileStart: file.FileStart, FileEnd: file.FileEnd}
	path, _ := astutil.PathEnclosingInterval(one, pos, end)
	if len(path) > 0 && path[len(path)-1] == one {
		path[len(path)-1] = file
	}
	return path
}

// FuncOf returns the function that n calls (a call) or refers to (a function value such as
// t.Cleanup's argument httpmock.DeactivateAndReset); nil otherwise.
func FuncOf(info *types.Info, n ast.Node) *types.Func {
	switch n := n.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, n).(*types.Func)
		return fn
	case *ast.Ident:
		fn, _ := info.Uses[n].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		fn, _ := info.Uses[n.Sel].(*types.Func)
		return fn
	}
	return nil
}

// Mentions reports whether the subtree n refers to obj.
func Mentions(info *types.Info, n ast.Node, obj types.Object) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == obj {
			found = true
		}
		return !found
	})
	return found
}

// VarRefAt returns the expression at pos, in a file of pass, that refers to v: the
// identifier, or the qualified identifier pkg.V; nil when there is none.
func VarRefAt(pass *analysis.Pass, v *types.Var, pos token.Pos) ast.Node {
	if !pos.IsValid() {
		return nil
	}
	path := PathAt(pass, pos, pos)
	if len(path) == 0 {
		return nil
	}
	id, ok := path[0].(*ast.Ident)
	if !ok {
		return nil
	}
	if pass.TypesInfo.Uses[id] == v {
		if len(path) > 1 {
			if sel, ok := path[1].(*ast.SelectorExpr); ok && sel.Sel == id {
				return sel // pkg.V
			}
		}
		return id
	}
	if len(path) > 1 { // pos at the package name of pkg.V
		if sel, ok := path[1].(*ast.SelectorExpr); ok && sel.X == id && pass.TypesInfo.Uses[sel.Sel] == v {
			return sel
		}
	}
	return nil
}

// SelectedFields returns the field path that the expression around n selects from it
// (env.API.Timeout: "API.Timeout", through index expressions and parentheses); "" when
// n is used whole.
func SelectedFields(pass *analysis.Pass, n ast.Node) string {
	path := PathAt(pass, n.Pos(), n.End())
	i := 0
	for i < len(path) && path[i] != n {
		i++
	}
	if i == len(path) {
		return ""
	}
	var segs []string
	cur := path[i]
	for _, parent := range path[i+1:] {
		switch p := parent.(type) {
		case *ast.ParenExpr, *ast.StarExpr:
		case *ast.IndexExpr:
			if p.X != cur {
				return strings.Join(segs, ".")
			}
		case *ast.SelectorExpr:
			s, ok := pass.TypesInfo.Selections[p]
			if p.X != cur || !ok || s.Kind() != types.FieldVal {
				return strings.Join(segs, ".")
			}
			segs = append(segs, p.Sel.Name)
		default:
			return strings.Join(segs, ".")
		}
		cur = parent
	}
	return strings.Join(segs, ".")
}

// DefiningCall returns the call that defined the local variable id refers to (req, _ :=
// http.NewRequest(...)), or nil.
func DefiningCall(pass *analysis.Pass, id *ast.Ident) *ast.CallExpr {
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	return DefiningCallOf(pass, v)
}

// DefiningCallOf is DefiningCall for a variable: the call assigned to it where it is
// defined, in its declaring function; nil for a package-level variable.
func DefiningCallOf(pass *analysis.Pass, v *types.Var) *ast.CallExpr {
	call, _ := DefiningExprOf(pass, v).(*ast.CallExpr)
	return call
}

// DefiningExprOf returns the expression assigned to a local variable where it is defined
// (x := e, or x, err := e), or nil.
func DefiningExprOf(pass *analysis.Pass, v *types.Var) ast.Expr {
	if IsPackageLevel(v) {
		return nil // set by = in some function, or by a var declaration: not an assignment here
	}
	f := ScopeSyntax(pass, v)
	if f == nil {
		return nil
	}
	var def ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			return def == nil
		}
		for _, lhs := range as.Lhs {
			if l, ok := lhs.(*ast.Ident); ok && pass.TypesInfo.Defs[l] == v {
				def = ast.Unparen(as.Rhs[0])
			}
		}
		return def == nil
	})
	return def
}

// LiteralAt follows a field path ("Extra", "Auth.Token") through keyed composite literals
// (and & of one) from e, and returns the expression the literal gives the last field; nil
// when a step is not a keyed literal field. The empty path is e itself.
func LiteralAt(e ast.Expr, path string) ast.Expr {
	if path == "" {
		return ast.Unparen(e)
	}
	for seg := range strings.SplitSeq(path, ".") {
		e = ast.Unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		lit, ok := e.(*ast.CompositeLit)
		if !ok {
			return nil
		}
		var next ast.Expr
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if id, ok := ast.Unparen(kv.Key).(*ast.Ident); ok && id.Name == seg {
				next = kv.Value
				break
			}
		}
		if next == nil {
			return nil
		}
		e = next
	}
	return ast.Unparen(e)
}

// ConstString returns the value of a constant string expression.
func ConstString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// WrittenBy returns the expressions that the node n itself may change: the left-hand sides
// of an assignment (also :=, whose new names it defines), the variables of a range with =,
// the operand of ++ and --, and the operand of & (whose address lets anything change it).
// Nil for other nodes. Walk a body with ast.Inspect and ask each node.
func WrittenBy(n ast.Node) []ast.Expr {
	switch n := n.(type) {
	case *ast.AssignStmt:
		return n.Lhs
	case *ast.IncDecStmt:
		return []ast.Expr{n.X}
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			return []ast.Expr{n.X}
		}
	case *ast.RangeStmt:
		if n.Tok == token.ASSIGN {
			if n.Value != nil {
				return []ast.Expr{n.Key, n.Value}
			}
			return []ast.Expr{n.Key}
		}
	}
	return nil
}
