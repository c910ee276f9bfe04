package schedule

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// Reached returns the tests that go test reaches in a default run: all of them, unless a
// test waits for an OS signal that nothing but the user sends (a manual harness: it
// subscribes with signal.Notify, then blocks on the channel, until go test's timeout kills
// the binary). The tests after the first such test, in run order, never start, and nothing
// they do is reported; the waiting test itself runs up to its wait. TestMain stays.
func Reached(info *types.Info, tests []*Test) []*Test {
	var endless *Test
	for _, t := range tests {
		if t.Kind == KindTest && waitsForSignal(info, t.Decl.Body) && (endless == nil || t.Order < endless.Order) {
			endless = t
		}
	}
	if endless == nil {
		return tests
	}
	var out []*Test
	for _, t := range tests {
		if t.Kind == KindMain || t.Order <= endless.Order {
			out = append(out, t)
		}
	}
	return out
}

// waitsForSignal reports whether body, among its own statements (not in a branch, loop or
// function literal), receives from a channel it made for os.Signal values that it hands to
// signal.Notify and to nothing else: no code sends on it, closes it or passes it on, so only
// a signal from outside ends the wait.
func waitsForSignal(info *types.Info, body *ast.BlockStmt) bool {
	for _, s := range body.List {
		es, ok := s.(*ast.ExprStmt)
		if !ok {
			continue
		}
		recv, ok := ast.Unparen(es.X).(*ast.UnaryExpr)
		if !ok || recv.Op != token.ARROW {
			continue
		}
		id, ok := ast.Unparen(recv.X).(*ast.Ident)
		if !ok {
			continue
		}
		ch, ok := info.Uses[id].(*types.Var)
		if ok && isSignalChan(ch.Type()) && onlyNotified(info, body, ch, id) {
			return true
		}
	}
	return false
}

// isSignalChan reports whether t is a chan os.Signal.
func isSignalChan(t types.Type) bool {
	c, ok := t.Underlying().(*types.Chan)
	return ok && gocode.IsNamed(c.Elem(), "os", "Signal")
}

// onlyNotified reports whether the local ch is declared in body with make, and every other
// use of it is an argument of signal.Notify.
func onlyNotified(info *types.Info, body *ast.BlockStmt, ch *types.Var, wait *ast.Ident) bool {
	if ch.Parent() == nil || ch.Pkg() == nil || ch.Parent() == ch.Pkg().Scope() || ch.Pos() < body.Pos() || ch.Pos() >= body.End() {
		return false
	}
	made, notified, ok := false, false, true
	notifyArgs := make(map[*ast.Ident]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if fn := gocode.FuncOf(info, n); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "os/signal" && fn.Name() == "Notify" && len(n.Args) > 0 {
				if id, isID := ast.Unparen(n.Args[0]).(*ast.Ident); isID && info.Uses[id] == ch {
					notifyArgs[id] = true
					notified = true
				}
			}
		case *ast.AssignStmt:
			if len(n.Lhs) == 1 && len(n.Rhs) == 1 {
				if id, isID := n.Lhs[0].(*ast.Ident); isID && info.Defs[id] == ch {
					if call, isCall := ast.Unparen(n.Rhs[0]).(*ast.CallExpr); isCall {
						name, builtin := gocode.BuiltinName(info, call)
						made = builtin && name == "make"
					}
				}
			}
		}
		return true
	})
	ast.Inspect(body, func(n ast.Node) bool {
		id, isID := n.(*ast.Ident)
		if !isID || info.Uses[id] != ch {
			return true
		}
		if !notifyArgs[id] && id != wait {
			ok = false
		}
		return true
	})
	return made && notified && ok
}
