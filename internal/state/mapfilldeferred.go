package state

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/httpfacts"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// The same memo with its fill deferred, made only when a flag says that a key was computed:
//
//	computed := false
//	mu.Lock()
//	defer mu.Unlock()
//	defer func() {
//		if !computed {
//			return
//		}
//		keys[host] = key
//	}()
//	if existing, ok := keys[host]; ok {
//		return existing
//	}
//	key, computed = compute(host), true
//
// The deferred function runs on every return, the early one too, but the flag is still false
// there: it is set only after the missing-key check returned. The fill writes a key that was
// missing, as the plain one does.

// isDeferredFill reports whether write, the map element written (path runs from it to the
// file), is in a deferred function literal that writes only when a flag of the enclosing
// function is true, and that flag starts false and is set only after an `if ok { return }`
// on the same map and key that follows the defer in its block. The key, when a variable of
// the enclosing function, is not assigned after its definition, and the map is not replaced.
func isDeferredFill(info *types.Info, path []ast.Node, write *ast.IndexExpr) bool {
	lit, at := enclosingFuncLit(path)
	if lit == nil || at+3 >= len(path) {
		return false
	}
	call, isCall := path[at+1].(*ast.CallExpr)
	deferred, isDefer := path[at+2].(*ast.DeferStmt)
	block, isBlock := path[at+3].(*ast.BlockStmt)
	if !isCall || !isDefer || !isBlock || call.Fun != lit || deferred.Call != call {
		return false
	}
	outer := enclosingBody(path[at+1:])
	if outer == nil {
		return false
	}
	flag := writeFlag(info, lit, write)
	if flag == nil {
		return false
	}
	oks := presenceVars(info, outer, write)
	var check ast.Stmt // if ok { return ... }, after the defer
	for _, st := range block.List {
		if st.Pos() <= deferred.Pos() {
			continue
		}
		if ifs, ok := st.(*ast.IfStmt); ok && ifs.Else == nil && isPresent(ifs.Cond, oks, info) && endsInReturn(ifs.Body) {
			check = st
			break
		}
	}
	if check == nil {
		return false
	}
	return setOnlyAfter(info, outer, flag, check.End()) && keyUnchanged(info, outer, lit, write.Index) && mapUnchanged(info, outer, write)
}

// enclosingFuncLit returns the innermost function literal of path, and its index, or nil
// when a function declaration comes first.
func enclosingFuncLit(path []ast.Node) (*ast.FuncLit, int) {
	for i, n := range path {
		switch n := n.(type) {
		case *ast.FuncLit:
			return n, i
		case *ast.FuncDecl:
			return nil, -1
		}
	}
	return nil, -1
}

// enclosingBody returns the body of the innermost function of path.
func enclosingBody(path []ast.Node) *ast.BlockStmt {
	for _, n := range path {
		switch n := n.(type) {
		case *ast.FuncLit:
			return n.Body
		case *ast.FuncDecl:
			return n.Body
		}
	}
	return nil
}

// writeFlag returns the variable, declared outside lit, that lit's body returns on before
// write when it is false (`if !flag { return }` at the top of the body, before the statement
// that holds write), or nil.
func writeFlag(info *types.Info, lit *ast.FuncLit, write *ast.IndexExpr) *types.Var {
	for _, st := range lit.Body.List {
		if st.End() > write.Pos() {
			break // the statement that holds the write: an if around it is not a return before it
		}
		ifs, ok := st.(*ast.IfStmt)
		if !ok || ifs.Init != nil || ifs.Else != nil || !endsInReturn(ifs.Body) {
			continue
		}
		u, ok := ast.Unparen(ifs.Cond).(*ast.UnaryExpr)
		if !ok || u.Op != token.NOT {
			continue
		}
		id, ok := ast.Unparen(u.X).(*ast.Ident)
		if !ok {
			continue
		}
		if v, ok := info.Uses[id].(*types.Var); ok && !(lit.Pos() <= v.Pos() && v.Pos() < lit.End()) {
			return v
		}
	}
	return nil
}

// setOnlyAfter reports whether the variable flag is defined in body, false (or with no
// value), and given any other value only after pos; its address is never taken.
func setOnlyAfter(info *types.Info, body *ast.BlockStmt, flag *types.Var, pos token.Pos) bool {
	isFalse := func(e ast.Expr) bool {
		tv := info.Types[e]
		return tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value)
	}
	ok, defined := true, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				id, isIdent := ast.Unparen(lhs).(*ast.Ident)
				if !isIdent {
					continue
				}
				switch {
				case info.Defs[id] == flag:
					defined = true
					ok = ok && len(n.Lhs) == len(n.Rhs) && isFalse(n.Rhs[i])
				case info.Uses[id] == flag:
					ok = ok && n.Pos() > pos
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if info.Defs[name] == flag {
					defined = true
					ok = ok && (len(n.Values) == 0 || len(n.Values) == len(n.Names) && isFalse(n.Values[i]))
				}
			}
		case *ast.RangeStmt:
			for _, e := range []ast.Expr{n.Key, n.Value} {
				if id, isIdent := e.(*ast.Ident); isIdent && info.Uses[id] == flag {
					ok = false
				}
			}
		case *ast.UnaryExpr:
			if id, isIdent := ast.Unparen(n.X).(*ast.Ident); isIdent && n.Op == token.AND && info.Uses[id] == flag {
				ok = false
			}
		}
		return ok
	})
	return ok && defined
}

// keyUnchanged reports whether key is a constant, or a local variable declared in body
// outside lit that body does not assign after its definition: the key the deferred write uses
// is the one the check looked up.
func keyUnchanged(info *types.Info, body *ast.BlockStmt, lit *ast.FuncLit, key ast.Expr) bool {
	id, ok := ast.Unparen(key).(*ast.Ident)
	if !ok {
		_, isLit := ast.Unparen(key).(*ast.BasicLit)
		return isLit
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pos() < body.Pos() || v.Pos() >= body.End() || lit.Pos() <= v.Pos() && v.Pos() < lit.End() {
		return false
	}
	isV := func(e ast.Expr) bool {
		x, isIdent := ast.Unparen(e).(*ast.Ident)
		return isIdent && info.Uses[x] == v
	}
	unchanged := true
	ast.Inspect(body, func(n ast.Node) bool {
		for _, e := range gocode.WrittenBy(n) {
			unchanged = unchanged && !isV(e)
		}
		return unchanged
	})
	return unchanged
}

// mapUnchanged reports whether body assigns the map the write stores into only by creating it
// when it is nil (isNilMapInit's shape): another map would hold other entries.
func mapUnchanged(info *types.Info, body *ast.BlockStmt, write *ast.IndexExpr) bool {
	mapText := types.ExprString(ast.Unparen(write.X))
	unchanged := true
	var inNilCheck []*ast.IfStmt
	ast.Inspect(body, func(n ast.Node) bool {
		if ifs, ok := n.(*ast.IfStmt); ok {
			if cond, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr); ok && cond.Op == token.EQL && httpfacts.IsNil(info, cond.Y) && types.ExprString(ast.Unparen(cond.X)) == mapText {
				inNilCheck = append(inNilCheck, ifs)
			}
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return unchanged
		}
		for i, lhs := range as.Lhs {
			if types.ExprString(ast.Unparen(lhs)) != mapText {
				continue
			}
			guarded := false
			for _, ifs := range inNilCheck {
				if ifs.Body.Pos() <= as.Pos() && as.End() <= ifs.Body.End() && len(as.Rhs) == len(as.Lhs) && isNewMap(info, as.Rhs[i]) {
					guarded = true
				}
			}
			unchanged = unchanged && guarded
		}
		return unchanged
	})
	return unchanged
}
