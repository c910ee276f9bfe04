package state

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// This file knows which calls release a transport fixture or put a mocking library's
// transport back (knowledge.MockRegistries), and which of them a deferred call makes.

// mockTransportRole returns what fn, a mocking library's package-level function, does with
// net/http's transports, and the library's registry.
func mockTransportRole(fn *types.Func) (*knowledge.MockRegistry, knowledge.TransportRole) {
	if fn == nil || fn.Pkg() == nil || fn.Signature().Recv() != nil {
		return nil, knowledge.NoTransportRole
	}
	return knowledge.MockTransportRole(fn.Pkg().Path(), fn.Name())
}

// IsTransportRestore reports whether fn puts back a transport that a mocking library
// replaced: http.DefaultTransport (httpmock.Deactivate, gock.Off) or a client's
// (httpmock.DeactivateNonDefault, gock.RestoreClient).
func IsTransportRestore(fn *types.Func) bool {
	_, role := mockTransportRole(fn)
	return role == knowledge.RestoresDefault || role == knowledge.RestoresClient
}

// IsDefaultRestore reports whether fn puts http.DefaultTransport back after a mocking
// library replaced it (httpmock.Deactivate, gock.Off); a function that puts back only a
// client's transport (gock.RestoreClient) does not.
func IsDefaultRestore(fn *types.Func) bool {
	_, role := mockTransportRole(fn)
	return role == knowledge.RestoresDefault
}

// isRestoreStep reports whether a call path's step (Step.Callee: "httpmock.Deactivate")
// names a transport restore of a mocking library.
func isRestoreStep(callee string) bool {
	pkg, name, ok := strings.Cut(callee, ".")
	if !ok {
		return false
	}
	for i := range knowledge.MockRegistries {
		r := &knowledge.MockRegistries[i]
		if role := r.Transports[name]; knowledge.DeclaredName(r.Pkg) == pkg && (role == knowledge.RestoresDefault || role == knowledge.RestoresClient) {
			return true
		}
	}
	return false
}

// IsRestoring reports whether a puts a saved value back: its node calls or names a transport
// restore (IsTransportRestore), it is a write in a deferred call or in a function given to
// t.Cleanup (Access.Restores), or it is reached through a transport restore.
func IsRestoring(info *types.Info, a *flow.Access) bool {
	if IsTransportRestore(gocode.FuncOf(info, a.Node)) {
		return true
	}
	for _, step := range a.Via {
		if isRestoreStep(step.Callee) {
			return true
		}
	}
	return a.Restores
}

// IsTeardown reports whether fn releases a transport fixture: it closes a test server, a
// client's or transport's idle connections or a websocket connection (a method of
// knowledge.ConnectionClosers, whose receiver is the fixture), or it is a transport restore
// (a package-level function that tears down a global interceptor).
func IsTeardown(fn *types.Func) bool {
	if knowledge.ConnectionClosers[methodKey(fn)] {
		return true
	}
	return IsTransportRestore(fn)
}

// A Teardown is a teardown call that a deferred call makes.
type Teardown struct {
	Call *ast.CallExpr
	Func *types.Func
	// Fixture is the variable whose method releases it (srv in srv.Close()); nil for a
	// package-level function, which tears down a global interceptor.
	Fixture types.Object
}

// DeferredTeardowns returns the teardowns (IsTeardown) that the deferred call d makes:
// itself, or the calls in a deferred function literal (not in literals nested in it). A
// method called on anything but a named variable is left out: what it releases is unknown.
func DeferredTeardowns(info *types.Info, d *ast.DeferStmt) []Teardown {
	var calls []*ast.CallExpr
	if lit, ok := ast.Unparen(d.Call.Fun).(*ast.FuncLit); ok {
		ast.Inspect(lit.Body, func(n ast.Node) bool {
			if _, ok := n.(*ast.FuncLit); ok {
				return false
			}
			if call, ok := n.(*ast.CallExpr); ok && IsTeardown(gocode.FuncOf(info, call)) {
				calls = append(calls, call)
			}
			return true
		})
	} else if IsTeardown(gocode.FuncOf(info, d.Call)) {
		calls = append(calls, d.Call)
	}
	var out []Teardown
	for _, call := range calls {
		fn := gocode.FuncOf(info, call)
		if fn == nil {
			continue
		}
		td := Teardown{Call: call, Func: fn}
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && fn.Type().(*types.Signature).Recv() != nil {
			if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
				td.Fixture = info.Uses[id]
			}
			if td.Fixture == nil {
				continue
			}
		}
		out = append(out, td)
	}
	return out
}

// methodKey returns "pkgpath.Type.Method" for a method fn of a named type (or a pointer to
// one), "" for anything else.
func methodKey(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil || fn.Signature().Recv() == nil {
		return ""
	}
	named, _ := types.Unalias(gocode.Deref(fn.Signature().Recv().Type())).(*types.Named)
	if named == nil {
		return ""
	}
	return fn.Pkg().Path() + "." + named.Obj().Name() + "." + fn.Name()
}
