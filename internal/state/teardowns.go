package state

import (
	"go/ast"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// This file knows the library functions that release a transport fixture or put the
// transport defaults back, and which of them a deferred call makes.

const (
	httpmockPkg = "github.com/jarcoal/httpmock"
	gockPkg     = "github.com/h2non/gock"
	gockV1Pkg   = "gopkg.in/h2non/gock.v1"
)

// IsTransportRestore reports whether fn puts http.DefaultTransport back after a mock
// replaced it: httpmock's Deactivate, DeactivateAndReset and Reset; gock's Off, OffAll,
// Disable, RestoreClient and Flush.
func IsTransportRestore(fn *types.Func) bool {
	for _, name := range []string{"Deactivate", "DeactivateAndReset", "Reset"} {
		if gocode.FuncIs(fn, httpmockPkg, "", name) {
			return true
		}
	}
	for _, p := range []string{gockPkg, gockV1Pkg} {
		for _, name := range []string{"Off", "OffAll", "Disable", "RestoreClient", "Flush"} {
			if gocode.FuncIs(fn, p, "", name) {
				return true
			}
		}
	}
	return false
}

// restoreSteps are the transport restores as call paths name them (Access.Via).
var restoreSteps = map[string]bool{
	"httpmock.Deactivate": true, "httpmock.DeactivateAndReset": true, "httpmock.Reset": true,
	"gock.Off": true, "gock.OffAll": true, "gock.Disable": true, "gock.RestoreClient": true,
}

// IsRestoring reports whether a puts a saved value back: its node calls or names a transport
// restore (IsTransportRestore), it is a write in a deferred call or in a function given to
// t.Cleanup (Access.Restores), or it is reached through a transport restore.
func IsRestoring(info *types.Info, a *parallel.Access) bool {
	if IsTransportRestore(gocode.FuncOf(info, a.Node)) {
		return true
	}
	for _, step := range a.Via {
		if restoreSteps[step.Callee] {
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
