package tokencache

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// This file decides how tests put the environment back, beyond a deferred or cleanup
// write of the same variable: a restore of the whole environment from a snapshot (a
// deferred call that clears it and sets the saved entries again), an unset (which leaves
// the variable as a clean environment has it), and the reads that only save the old value
// for the restore.

// restoresAll reports whether the test of w clears the whole environment when it ends, in
// w's region or one that encloses it (defer popEnv(stashEnv())): every variable the test
// set is gone then, replaced by the snapshot. A write in a function literal (a table case's
// init func) may run in any subtest of its test, so a snapshot restore in one of those
// covers it too.
func (c *checker) restoresAll(w *parallel.Access, all []*parallel.Access) bool {
	for _, r := range all {
		if !r.Restores || r.Region == nil || r.Region.Test != w.Region.Test {
			continue
		}
		if coversRegion(r, w) || (isAncestor(w.Region, r.Region) && c.inTableCase(w)) {
			return true
		}
	}
	return false
}

// coversRegion reports whether the restore r runs after w's code ends: r is in w's region or
// one that encloses it, or r is a Ginkgo teardown node that runs after every run of w's
// node (parallel.TeardownCovers).
func coversRegion(r, w *parallel.Access) bool {
	if r.Region == nil || w.Region == nil || r.Region.Test != w.Region.Test {
		return false
	}
	if isAncestor(r.Region, w.Region) {
		return true
	}
	return parallel.TeardownCovers(r.Region, w.Region)
}

// inTableCase reports whether a's code is in a function literal that is an element or
// field of a composite literal in its region's body: a table case's function, which the
// subtests call.
func (c *checker) inTableCase(a *parallel.Access) bool {
	file := c.fileOf(a.Node)
	if file == nil || a.Region.Body == nil {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, a.Node.Pos(), a.Node.End())
	for i, n := range path {
		if n == a.Region.Body {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok && i+1 < len(path) {
			switch path[i+1].(type) {
			case *ast.KeyValueExpr, *ast.CompositeLit:
				return true
			}
			return false
		}
	}
	return false
}

// savesForRestore reports whether the read u only saves the variable's value to put it back
// when its test ends: the call that reads it also restores it (a helper that returns the
// restore function, rollback := memory("A", "B")), or it is os.Getenv or os.LookupEnv whose
// results its function uses only as values that os.Setenv puts back, and in conditions.
func (c *checker) savesForRestore(u *parallel.Access, accs []*parallel.Access) bool {
	if saving, ok := c.saving[u]; ok {
		return saving // asked again for every unrestored write of the variable
	}
	if c.saving == nil {
		c.saving = make(map[*parallel.Access]bool)
	}
	saving := c.savesValue(u, accs)
	c.saving[u] = saving
	return saving
}

func (c *checker) savesValue(u *parallel.Access, accs []*parallel.Access) bool {
	for _, w := range accs {
		if w.Op == parallel.Write && w.Restores && !w.Scoped && w.Node == u.Node && w.Test() == u.Test() {
			return true
		}
	}
	call, ok := u.Node.(*ast.CallExpr)
	if !ok || len(u.Via) > 0 {
		return false
	}
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "os" || (fn.Name() != "Getenv" && fn.Name() != "LookupEnv") {
		return false
	}
	file := c.fileOf(call)
	if file == nil {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	var saved []*types.Var
	var body ast.Node
	for i, n := range path {
		if i == 1 {
			saved = c.definedBy(n, call)
			if saved == nil {
				return false
			}
		}
		if fd, ok := n.(*ast.FuncDecl); ok {
			body = fd.Body
			break
		}
	}
	return body != nil && c.onlyPutBack(body, saved)
}

// definedBy returns the local variables that the assignment or declaration n defines with
// the value of call (orig := os.Getenv(k); orig, ok := os.LookupEnv(k)); nil otherwise.
func (c *checker) definedBy(n ast.Node, call *ast.CallExpr) []*types.Var {
	var lhs []ast.Expr
	switch n := n.(type) {
	case *ast.AssignStmt:
		if len(n.Rhs) != 1 || ast.Unparen(n.Rhs[0]) != call {
			return nil
		}
		lhs = n.Lhs
	case *ast.ValueSpec:
		if len(n.Values) != 1 || ast.Unparen(n.Values[0]) != call {
			return nil
		}
		for _, name := range n.Names {
			lhs = append(lhs, name)
		}
	default:
		return nil
	}
	var out []*types.Var
	for _, e := range lhs {
		id, ok := e.(*ast.Ident)
		if !ok {
			return nil
		}
		if id.Name == "_" {
			continue
		}
		v, _ := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
		if v == nil || parallel.IsPackageLevel(v) {
			return nil
		}
		out = append(out, v)
	}
	return out
}

// onlyPutBack reports whether the saved variables are put back with os.Setenv, and every
// other use of them in body is part of an if or switch condition (if ok { ... }).
func (c *checker) onlyPutBack(body ast.Node, saved []*types.Var) bool {
	isSaved := func(id *ast.Ident) bool {
		for _, v := range saved {
			if c.pass.TypesInfo.Uses[id] == v {
				return true
			}
		}
		return false
	}
	allowed := make(map[*ast.Ident]bool)
	setenvArg := make(map[*ast.Ident]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if fn, _ := typeutil.Callee(c.pass.TypesInfo, n).(*types.Func); fn != nil && fn.Pkg() != nil &&
				fn.Pkg().Path() == "os" && fn.Name() == "Setenv" && len(n.Args) == 2 {
				if id, ok := ast.Unparen(n.Args[1]).(*ast.Ident); ok {
					allowed[id], setenvArg[id] = true, true
				}
			}
		case *ast.IfStmt:
			markIdents(n.Cond, allowed)
		case *ast.SwitchStmt:
			if n.Tag != nil {
				markIdents(n.Tag, allowed)
			}
		}
		return true
	})
	ok, putBack := true, false
	ast.Inspect(body, func(n ast.Node) bool {
		if id, isID := n.(*ast.Ident); isID && isSaved(id) {
			if !allowed[id] {
				ok = false
			}
			putBack = putBack || setenvArg[id]
		}
		return ok
	})
	return ok && putBack
}

func markIdents(e ast.Expr, into map[*ast.Ident]bool) {
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			into[id] = true
		}
		return true
	})
}
