package fixes

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// OwnMock returns the edits that give region r a mock registry of its own instead of the
// library's one (registry r.Fixable: httpmock): the install call (httpmock.Activate(...))
// becomes mock := httpmock.NewMockTransport() and client.Transport = mock for the one client
// the region declares before it (DeclaredClient), each package-level registration or reset
// in the region becomes the same method of mock, and the statements that put the library's
// registry back (defer httpmock.DeactivateAndReset(), t.Cleanup(httpmock.Deactivate)) go.
// It also returns the client's name. It refuses (false) unless every use of the library's
// registry-bound functions in the region's function is one of these, written in its body
// after the install call, and mock's name is free there: a registration left on the
// package's registry would no longer reach the test's client.
func OwnMock(pass *analysis.Pass, r *schedule.Region, reg *knowledge.MockRegistry, install *ast.CallExpr) ([]analysis.TextEdit, string, bool) {
	info := pass.TypesInfo
	if !reg.Fixable || r.Body == nil {
		return nil, "", false
	}
	stmt := exprStmtOf(r.Body, install)
	if stmt == nil || !isPkgFunc(info, install.Fun, reg.Pkg, reg.Install) {
		return nil, "", false
	}
	client := DeclaredClient(info, r.Body, install.Pos())
	if client == nil {
		return nil, "", false
	}
	scope := FuncScope(info, r.Func)
	if obj, ok := LookupAt(scope, client.Name(), install.Pos()); !ok || obj != client {
		return nil, "", false
	}
	file := FileOf(pass, install.Pos())
	mock := FreeName(Scope(info, pass.Pkg, file, install.Pos()), install.Pos(), "mock")
	qual, ok := ast.Unparen(install.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, "", false
	}
	indent := Indent(pass, stmt.Pos())
	edits := []analysis.TextEdit{{Pos: stmt.Pos(), End: stmt.End(),
		NewText: []byte(mock + " := " + Text(pass, qual.X) + "." + reg.Constructor + "()\n" + indent + client.Name() + ".Transport = " + mock)}}
	refuse := false
	ast.Inspect(r.Body, func(n ast.Node) bool {
		if refuse {
			return false
		}
		switch n := n.(type) {
		case *ast.DeferStmt:
			if isPkgFunc(info, n.Call.Fun, reg.Pkg, reg.Teardowns...) && len(n.Call.Args) == 0 {
				edits = append(edits, deleteLine(pass, n))
				return false
			}
		case *ast.ExprStmt:
			call, ok := ast.Unparen(n.X).(*ast.CallExpr)
			if !ok {
				return true
			}
			switch {
			case isPkgFunc(info, call.Fun, reg.Pkg, reg.Teardowns...) && len(call.Args) == 0,
				isCleanupOf(info, call, reg.Pkg, reg.Teardowns):
				edits = append(edits, deleteLine(pass, n))
				return false
			}
		case *ast.SelectorExpr:
			fn, ok := info.Uses[n.Sel].(*types.Func)
			if !ok || fn.Pkg() == nil || fn.Pkg().Path() != reg.Pkg || fn.Signature().Recv() != nil {
				return true
			}
			switch {
			case n == qual:
			case slices.Contains(reg.AsMethods, fn.Name()) && n.Pos() > install.End():
				edits = append(edits, analysis.TextEdit{Pos: n.X.Pos(), End: n.X.End(), NewText: []byte(mock)})
			case fn.Name() == reg.Install || slices.Contains(reg.AsMethods, fn.Name()) || slices.Contains(reg.Teardowns, fn.Name()) || slices.Contains(reg.Unrewritable, fn.Name()):
				refuse = true // another install, a registration before it, a teardown used otherwise
			}
			return false
		}
		return true
	})
	if refuse {
		return nil, "", false
	}
	return edits, client.Name(), true
}

// isPkgFunc reports whether fun names a package-level function of the package at path with
// one of names.
func isPkgFunc(info *types.Info, fun ast.Expr, path string, names ...string) bool {
	fn := gocode.FuncOf(info, ast.Unparen(fun))
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == path && fn.Signature().Recv() == nil && slices.Contains(names, fn.Name())
}

// isCleanupOf reports whether call is t.Cleanup(f) for one of the package's teardowns f.
func isCleanupOf(info *types.Info, call *ast.CallExpr, path string, teardowns []string) bool {
	fn := gocode.FuncOf(info, call)
	if fn == nil || fn.Name() != "Cleanup" || fn.Pkg() == nil || fn.Pkg().Path() != "testing" || len(call.Args) != 1 {
		return false
	}
	return isPkgFunc(info, call.Args[0], path, teardowns...)
}

// exprStmtOf returns the statement of body that is call alone; nil when call is part of
// another statement.
func exprStmtOf(body *ast.BlockStmt, call *ast.CallExpr) *ast.ExprStmt {
	var out *ast.ExprStmt
	ast.Inspect(body, func(n ast.Node) bool {
		if s, ok := n.(*ast.ExprStmt); ok && ast.Unparen(s.X) == call {
			out = s
		}
		return out == nil
	})
	return out
}

// deleteLine removes the statement n and the line it stands on.
func deleteLine(pass *analysis.Pass, n ast.Node) analysis.TextEdit {
	tf := pass.Fset.File(n.Pos())
	start := tf.LineStart(tf.Line(n.Pos()))
	end := n.End()
	if l := tf.Line(end); l < tf.LineCount() {
		end = tf.LineStart(l + 1)
	}
	return analysis.TextEdit{Pos: start, End: end}
}
