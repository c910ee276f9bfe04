package state

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/httpfacts"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// A memo filled on first use writes each key once and never replaces an entry:
//
//	mu.Lock()
//	defer mu.Unlock()
//	if s, ok := names[k]; ok {
//		return s
//	}
//	names[k] = compute(k)
//
// Like lazy initialization under sync.Once, such a fill is not a refresh: no reader can hold
// an entry that it replaces. It is still a write, and a data race when no mutex is held.

// IsFill reports whether a is a map element write, made while a mutex is held, that a
// missing-key check on the same map and key in the same function guards: the write is in
// the body of if !ok, or follows if ok { return ... }, where ok comes from v, ok := m[k]
// (also in a deferred function, isDeferredFill); or the map's own lazy creation, if m ==
// nil { m = make(...) }, which replaces no entry. Only writes in the files of pass are
// examined.
func IsFill(pass *analysis.Pass, a *flow.Access) bool {
	if a.Op != flow.ElemWrite && a.Op != flow.Write && a.Op != flow.FieldWrite || !a.Locked || !a.Site.IsValid() {
		return false
	}
	var file *ast.File
	for _, f := range pass.Files {
		if pass.Fset.File(f.FileStart).Name() == a.Site.Filename {
			file = f
			break
		}
	}
	if file == nil {
		return false
	}
	tf := pass.Fset.File(file.FileStart)
	if a.Site.Offset < 0 || a.Site.Offset >= tf.Size() {
		return false
	}
	pos := tf.Pos(a.Site.Offset)
	path := gocode.PathAt(pass, pos, pos)
	if a.Op != flow.ElemWrite {
		return isNilMapInit(pass.TypesInfo, path, pos)
	}
	var write *ast.IndexExpr
	var body *ast.BlockStmt
	for _, n := range path {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if write != nil {
				continue
			}
			for _, lhs := range n.Lhs {
				if ix, ok := ast.Unparen(lhs).(*ast.IndexExpr); ok && ix.Pos() <= pos && pos < ix.End() {
					write = ix
				}
			}
		case *ast.FuncDecl:
			body = n.Body
		case *ast.FuncLit:
			body = n.Body
		}
		if body != nil {
			break
		}
	}
	if write == nil || body == nil {
		return false
	}
	if isDeferredFill(pass.TypesInfo, path, write) {
		return true
	}
	oks := presenceVars(pass.TypesInfo, body, write)
	if len(oks) == 0 {
		return false
	}
	for i, n := range path {
		if i == 0 {
			continue
		}
		child := path[i-1]
		switch n := n.(type) {
		case *ast.IfStmt:
			// if !ok { m[k] = v }
			if child == n.Body && isAbsent(n.Cond, oks, pass.TypesInfo) {
				return true
			}
		case *ast.BlockStmt:
			// if ok { return v }; m[k] = v
			for _, st := range n.List {
				if st == child {
					break
				}
				if ifs, ok := st.(*ast.IfStmt); ok && ifs.Else == nil && isPresent(ifs.Cond, oks, pass.TypesInfo) && endsInReturn(ifs.Body) {
					return true
				}
			}
		}
		if n == body {
			break
		}
	}
	return false
}

// presenceVars returns the variables that hold whether the key of write is present in its
// map: ok in v, ok := m[k] (or =) anywhere in body.
func presenceVars(info *types.Info, body *ast.BlockStmt, write *ast.IndexExpr) map[types.Object]bool {
	mapText, keyText := types.ExprString(write.X), types.ExprString(write.Index)
	oks := make(map[types.Object]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			return true
		}
		ix, ok := ast.Unparen(as.Rhs[0]).(*ast.IndexExpr)
		if !ok || types.ExprString(ix.X) != mapText || types.ExprString(ix.Index) != keyText {
			return true
		}
		if _, isMap := underOf(info.TypeOf(ix.X)).(*types.Map); !isMap {
			return true
		}
		if id, ok := as.Lhs[1].(*ast.Ident); ok {
			if obj := info.ObjectOf(id); obj != nil {
				oks[obj] = true
			}
		}
		return true
	})
	return oks
}

func underOf(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

// isPresent reports whether cond is one of the presence variables.
func isPresent(cond ast.Expr, oks map[types.Object]bool, info *types.Info) bool {
	id, ok := ast.Unparen(cond).(*ast.Ident)
	return ok && oks[info.Uses[id]]
}

// isAbsent reports whether cond is !ok for one of the presence variables.
func isAbsent(cond ast.Expr, oks map[types.Object]bool, info *types.Info) bool {
	u, ok := ast.Unparen(cond).(*ast.UnaryExpr)
	return ok && u.Op == token.NOT && isPresent(u.X, oks, info)
}

// endsInReturn reports whether a block ends in a return or a panic.
func endsInReturn(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	switch st := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		if call, ok := st.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}

// isNilMapInit reports whether the write at pos (path runs from it to the file) is m =
// make(map...) or m = map...{} in the body of if m == nil: a nil map holds no entry that a
// reader could have taken.
func isNilMapInit(info *types.Info, path []ast.Node, pos token.Pos) bool {
	for i, n := range path {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			continue
		}
		if len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Tok != token.ASSIGN || i+2 >= len(path) || !isNewMap(info, as.Rhs[0]) {
			return false
		}
		block, isBlock := path[i+1].(*ast.BlockStmt)
		ifs, isIf := path[i+2].(*ast.IfStmt)
		if !isBlock || !isIf || ifs.Body != block {
			return false
		}
		cond, isBinary := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
		return isBinary && cond.Op == token.EQL && httpfacts.IsNil(info, cond.Y) &&
			types.ExprString(ast.Unparen(cond.X)) == types.ExprString(ast.Unparen(as.Lhs[0])) &&
			!locksIn(block) // if m == nil { mu.Lock(); m = make(...) }: the check ran without the lock
	}
	return false
}

// locksIn reports whether block calls a Lock method: a nil check outside it did not hold the
// mutex, and a sibling may have filled the map meanwhile.
func locksIn(block *ast.BlockStmt) bool {
	found := false
	ast.Inspect(block, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "Lock" {
				found = true
			}
		}
		return !found
	})
	return found
}

// isNewMap reports whether e makes an empty map: make(map...) or an empty map literal.
func isNewMap(info *types.Info, e ast.Expr) bool {
	if _, isMap := underOf(info.TypeOf(e)).(*types.Map); !isMap {
		return false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		name, ok := gocode.BuiltinName(info, x)
		return ok && name == "make"
	case *ast.CompositeLit:
		return len(x.Elts) == 0
	}
	return false
}
