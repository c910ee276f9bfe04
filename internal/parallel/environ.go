package parallel

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"os"
)

// This file records the process environment as shared state: every test of a binary sees
// one environment, and code under test reads credentials from it (os.Getenv("API_TOKEN")).
// An environment access is recorded only when the variable's name is known: a constant, or
// a parameter of a helper whose callers pass a constant (the summary's KeyParam), so that
// summaries of large dependencies carry only what a check can name.

// envFunc classifies the calls that read or write environment variables by name: os.Getenv,
// os.LookupEnv and os.ExpandEnv read, os.Setenv and os.Unsetenv write, and the testing
// package's Setenv (of T, B, F or TB) is a write that the testing package undoes. os.Environ
// and os.Clearenv name no variable and are not recorded.
func envFunc(fn *types.Func) (op Op, scoped, ok bool) {
	if fn == nil || fn.Pkg() == nil {
		return 0, false, false
	}
	switch fn.Pkg().Path() {
	case "os":
		if fn.Signature().Recv() != nil {
			return 0, false, false
		}
		switch fn.Name() {
		case "Getenv", "LookupEnv", "ExpandEnv":
			return Read, false, true
		case "Setenv", "Unsetenv":
			return Write, false, true
		}
	case "testing":
		if fn.Name() == "Setenv" && fn.Signature().Recv() != nil {
			return Write, true, true
		}
	}
	return 0, false, false
}

// envCall records the environment access of call, if fn reads or writes the environment,
// and reports whether it does.
func (w *walker) envCall(call *ast.CallExpr, fn *types.Func) bool {
	op, scoped, ok := envFunc(fn)
	if !ok {
		return false
	}
	if len(call.Args) == 0 {
		return true
	}
	arg := call.Args[0]
	if fn.Name() == "ExpandEnv" {
		// os.ExpandEnv("$HOME/.netrc") reads the variables its constant template names.
		if s, ok := w.constString(arg); ok {
			for _, name := range expandedNames(s) {
				w.emitEnv(name, nil, op, call, false)
			}
		}
		return true
	}
	name, known := w.constString(arg)
	if !known {
		if _, isIdent := ast.Unparen(arg).(*ast.Ident); !isIdent {
			return true // a computed name: nothing a check could name
		}
		// Perhaps a parameter of the summarized function: summarize keeps the access with
		// KeyParam when it is, and drops it otherwise.
	}
	restores := scoped || w.restoresAt(call)
	w.emitEnv(name, arg, op, call, restores)
	if scoped {
		w.out[len(w.out)-1].scoped = true
	}
	return true
}

// emitEnv records an access to the environment variable name ("" when key, a parameter of
// the summarized function, names it).
func (w *walker) emitEnv(name string, key ast.Expr, op Op, node ast.Node, restores bool) {
	if name != "" {
		key = nil
	}
	w.out = append(w.out, rawAccess{
		root: ref{key: Root{Env: true, Name: name}}, op: op, node: node, key: key,
		site:           w.e.pass.Fset.Position(node.Pos()),
		locked:         w.locked(node.Pos()),
		inParallelTest: w.inParallelRange(node.Pos()),
		once:           inRanges(w.onceRanges, node.Pos()),
		restores:       restores,
	})
}

// applyEnv adds a callee's summarized environment access at node, naming the variable by
// the argument that the caller passes for the callee's key parameter when the summary does
// not name it. It reports whether the access is one that the caller's code can name.
func (w *walker) applyEnv(raw rawAccess, acc SummaryAccess, args []ast.Expr, node ast.Node) (rawAccess, bool) {
	name := acc.Root.Name
	raw.key = nil
	if name == "" {
		arg := argAt(args, acc.KeyParam-1)
		if arg == nil {
			return raw, false
		}
		if s, ok := w.constString(arg); ok {
			name = s
		} else if _, isIdent := ast.Unparen(arg).(*ast.Ident); isIdent {
			raw.key = arg // perhaps the caller's own parameter: see summarize
		} else {
			return raw, false
		}
	}
	raw.root = ref{key: Root{Env: true, Name: name}}
	raw.path = ""
	raw.restores = acc.Restores || w.restoresAt(node)
	raw.scoped = acc.Scoped
	return raw, true
}

// constString returns the value of e when it is a constant string.
func (w *walker) constString(e ast.Expr) (string, bool) {
	tv, ok := w.info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	s := constant.StringVal(tv.Value)
	return s, s != ""
}

// expandedNames returns the variables that os.ExpandEnv(s) reads.
func expandedNames(s string) []string {
	var names []string
	os.Expand(s, func(name string) string {
		if name != "" {
			names = append(names, name)
		}
		return ""
	})
	return names
}

// restoresAt reports whether code at n runs when its test ends, to put back what the test
// changed: a deferred call, or code in a function literal that is deferred, given to a
// Cleanup method or returned (for the caller to defer: defer setenv(t, k, v)()).
func (w *walker) restoresAt(n ast.Node) bool {
	if call, ok := n.(*ast.CallExpr); ok && w.deferred[call] {
		return true
	}
	return inRanges(w.restoreRanges, n.Pos())
}

// scanRestores records the deferred calls and the function literals that run at the end
// of a test (see restoresAt).
func (w *walker) scanRestores(n ast.Node) {
	addLit := func(e ast.Expr) {
		if lit, ok := ast.Unparen(e).(*ast.FuncLit); ok {
			w.restoreRanges = append(w.restoreRanges, [2]token.Pos{lit.Pos(), lit.End()})
		}
	}
	switch n := n.(type) {
	case *ast.DeferStmt:
		if w.deferred == nil {
			w.deferred = make(map[*ast.CallExpr]bool)
		}
		w.deferred[n.Call] = true
		addLit(n.Call.Fun)
	case *ast.CallExpr:
		if fn := w.e.callee(n); fn != nil && isCleanup(fn) && len(n.Args) == 1 {
			addLit(n.Args[0])
		}
	case *ast.ReturnStmt:
		for _, res := range n.Results {
			addLit(res)
		}
	}
}

// isCleanup reports whether fn registers a function to run when a test ends: Cleanup of
// testing.T, B, F or TB, or of an interface (a helper's own testing.TB-like parameter).
func isCleanup(fn *types.Func) bool {
	if fn.Name() != "Cleanup" {
		return false
	}
	sig := fn.Signature()
	if sig.Recv() == nil || sig.Params().Len() != 1 {
		return false
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "testing" {
		return true
	}
	_, isIface := sig.Recv().Type().Underlying().(*types.Interface)
	return isIface
}

// envAccess turns a region's raw environment access into an Access; nil when the variable's
// name is not known here.
func (e *engine) envAccess(raw rawAccess, r *Region) *Access {
	if raw.root.key.Name == "" {
		return nil
	}
	return &Access{
		Env: raw.root.key.Name, Op: raw.op, Node: raw.node, Site: raw.site, FixSite: raw.site, Via: raw.via,
		Region: r, Locked: raw.locked, Once: raw.once, Restores: raw.restores, Scoped: raw.scoped,
	}
}
