package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fixturelint/fixturelint/internal/envnames"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// This file records the process environment as shared state: every test of a binary sees
// one environment, and code under test reads credentials from it (os.Getenv("API_TOKEN")).
// An environment access is recorded only when the variable's name is known: a constant, or
// a parameter of a helper whose callers pass a constant (the summary's KeyParam), so that
// summaries of large dependencies carry only what a check can name; or, for a read whose
// name a configuration loader computes from struct tags, the tags of its callers'
// arguments (EnvTagged, envtags.go).

// EnvAll is the name of an environment access that stands for every variable: os.Clearenv,
// which a restore function calls before it sets back a saved snapshot of the environment.
const EnvAll = "*"

// envFunc classifies the calls that read or write environment variables by name: os.Getenv,
// os.LookupEnv and os.ExpandEnv read, os.Setenv and os.Unsetenv write, os.Clearenv writes
// every variable (EnvAll), and the testing package's Setenv (of T, B, F or TB) is a write
// that the testing package undoes. os.Environ names no variable: it is a read of computed
// names, which only a summary of a package that reads struct tags keeps (EnvTagged).
func envFunc(fn *types.Func) (op flow.Op, scoped, ok bool) {
	if fn == nil || fn.Pkg() == nil {
		return 0, false, false
	}
	switch fn.Pkg().Path() {
	case "os":
		if fn.Signature().Recv() != nil {
			return 0, false, false
		}
		switch fn.Name() {
		case "Getenv", "LookupEnv", "ExpandEnv", "Environ":
			return flow.Read, false, true
		case "Setenv", "Unsetenv", "Clearenv":
			return flow.Write, false, true
		}
	case "testing":
		if fn.Name() == "Setenv" && fn.Signature().Recv() != nil {
			return flow.Write, true, true
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
	if fn.Name() == "Clearenv" {
		w.emitEnv(rawAccess{op: op, node: call, restores: w.restoresAt(call)}, EnvAll)
		return true
	}
	if fn.Name() == "Environ" {
		w.emitEnv(rawAccess{op: op, node: call}, "")
		return true
	}
	if len(call.Args) == 0 {
		return true
	}
	arg := call.Args[0]
	if fn.Name() == "ExpandEnv" {
		// os.ExpandEnv("$HOME/.netrc") reads the variables its constant template names.
		if s, ok := w.constString(arg); ok {
			for _, name := range envnames.Expanded(s) {
				w.emitEnv(rawAccess{op: op, node: call}, name)
			}
		}
		return true
	}
	raw := rawAccess{op: op, node: call, restores: scoped || w.restoresAt(call), scoped: scoped, unsets: fn.Name() == "Unsetenv", looksUp: fn.Name() == "LookupEnv"}
	if fn.Name() == "Unsetenv" && inRanges(w.environLoops, call.Pos()) && len(w.envKeyOf(arg).names) == 0 {
		// for _, kv := range os.Environ() { ... os.Unsetenv(name of kv) }: it unsets every
		// variable it matches, as os.Clearenv does (a restore of the whole environment when
		// it runs at a test's end).
		w.emitEnv(rawAccess{op: op, node: call, restores: w.restoresAt(call)}, EnvAll)
		return true
	}
	if op == flow.Write && len(call.Args) == 2 {
		raw.value = call.Args[1]
		raw.envValue, raw.envValueKnown = w.constValue(call.Args[1])
	}
	w.emitEnvKey(raw, w.envKeyOf(arg))
	return true
}

// An envKey is what names the variable of an environment access: constant names, or a
// parameter of the summarized function that holds the name or, with elems, a list of names
// (with mapKeys, a map whose keys are the names).
type envKey struct {
	names   []string
	oneCase map[string]bool // names that one case of a table alone holds (namesByCase)
	param   ast.Expr
	elems   bool
	mapKeys bool
}

// maxEnvNames bounds the names that one access stands for (envnames.MaxNames).
const maxEnvNames = envnames.MaxNames

// envTables returns the resolver of names from tables for the walked body.
func (w *walker) envTables() *envnames.Tables {
	if w.tab == nil {
		w.tab = &envnames.Tables{Pass: w.e.pass, Decls: w.e.decls, Unchanged: w.e.unchangedPackageVar, ReadsOnly: w.e.readsOnly, Body: w.body}
		if w.e.refs != nil {
			w.tab.Refs = func(v *types.Var) []*ast.Ident { return w.e.refs.of(w.info, v) }
		}
	}
	return w.tab
}

// tableKey is the envKey of names from a table.
func tableKey(n envnames.Names) envKey {
	return envKey{names: n.List, oneCase: n.OneCase}
}

// envKeyOf returns what names the variable that e holds: a constant; the constants that e
// may hold, through a table's cases, the keys or elements of the literals a loop ranges over
// and the variables that nothing changes (envnames.Tables); or else a parameter,
// which summarize keeps only when it is one of the summarized function's, or the list or map
// parameter that the loop defining e ranges over.
func (w *walker) envKeyOf(e ast.Expr) envKey {
	if s, ok := w.constString(e); ok {
		return envKey{names: []string{s}}
	}
	if key := tableKey(w.envTables().Held(e)); len(key.names) > 0 {
		return key
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return envKey{} // a computed name: nothing a check could name
	}
	if v, _ := w.info.Uses[id].(*types.Var); v != nil {
		x, keys := w.rangedKeys[v], true
		if x == nil {
			x, keys = w.rangedOver[v], false
		}
		if x != nil {
			if xid, ok := ast.Unparen(x).(*ast.Ident); ok {
				return envKey{param: xid, elems: true, mapKeys: keys}
			}
			return envKey{}
		}
	}
	return envKey{param: id}
}

// isMap reports whether t is a map type.
func isMap(t types.Type) bool {
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Map)
	return ok
}

// emitEnvKey records raw for each name of key, or once for its parameter; a read whose name
// is computed is recorded without one (a summary may keep it as EnvTagged).
func (w *walker) emitEnvKey(raw rawAccess, key envKey) {
	for _, name := range key.names {
		r := raw
		r.oneCase = key.oneCase[name]
		w.emitEnv(r, name)
	}
	switch {
	case len(key.names) > 0:
	case key.param != nil:
		raw.key, raw.keyElems, raw.keyMapKeys = key.param, key.elems, key.mapKeys
		w.emitEnv(raw, "")
	case raw.op == flow.Read:
		w.emitEnv(raw, "")
	}
}

// emitEnv records an access to the environment variable name ("" when raw.key, a parameter
// of the summarized function, names it) at raw.node.
func (w *walker) emitEnv(raw rawAccess, name string) {
	if name != "" {
		raw.key, raw.keyElems, raw.keyMapKeys = nil, false, false
	}
	pos := raw.node.Pos()
	raw.root = ref{key: flow.Root{Env: true, Name: name}}
	raw.site = w.e.pass.Fset.Position(pos)
	raw.locked = w.locked(pos)
	raw.inParallelTest = w.inParallelRange(pos)
	raw.once = inRanges(w.onceRanges, pos)
	w.out = append(w.out, raw)
}

// applyEnv returns a callee's summarized environment access at node, naming the variable by
// the argument that the caller passes for the callee's key parameter when the summary does
// not name it; nothing when the caller's code cannot name it either.
func (w *walker) applyEnv(raw rawAccess, acc flow.SummaryAccess, args []ast.Expr, node ast.Node, fn *types.Func) []rawAccess {
	raw.path, raw.key = acc.Path, nil // a Sink's path names the sink
	raw.restores = acc.Restores || w.restoresAt(node)
	raw.scoped, raw.unsets, raw.looksUp = acc.Scoped, acc.Unsets, acc.LooksUp
	raw.value, raw.envValue, raw.envValueKnown = nil, acc.EnvValue, acc.EnvValueKnown
	if acc.ValueParam > 0 && !acc.EnvValueKnown {
		// setenv(t, "MODE", "fast") for a helper that stores its parameter.
		if arg := argAt(args, acc.ValueParam-1); arg != nil {
			raw.value = arg
			raw.envValue, raw.envValueKnown = w.constValue(arg)
		}
	}
	if acc.Root.Name == EnvTagged {
		return w.applyEnvTagged(raw, args)
	}
	if acc.Root.Name != "" {
		raw.root = ref{key: flow.Root{Env: true, Name: acc.Root.Name}}
		return []rawAccess{raw}
	}
	arg := argAt(args, acc.KeyParam-1)
	if arg == nil {
		return nil
	}
	var key envKey
	switch {
	case !acc.KeyElems:
		key = w.envKeyOf(arg)
	case variadicAt(fn, node, acc.KeyParam-1, len(args)):
		// memory("A", "B") for func memory(keys ...string): the names are the arguments.
		key.names = w.constArgs(args[acc.KeyParam-1:])
	default:
		// setAll(reservedKeys(), v) for a helper that ranges over its map parameter's keys.
		key = tableKey(w.envTables().Names(arg, acc.KeyMapKeys))
		if id, ok := ast.Unparen(arg).(*ast.Ident); ok && len(key.names) == 0 {
			key = envKey{param: id, elems: true, mapKeys: acc.KeyMapKeys}
		}
	}
	var out []rawAccess
	for _, name := range key.names {
		r := raw
		r.root = ref{key: flow.Root{Env: true, Name: name}}
		r.oneCase = key.oneCase[name]
		out = append(out, r)
	}
	if len(key.names) == 0 && key.param != nil {
		raw.root = ref{key: flow.Root{Env: true}}
		raw.key, raw.keyElems, raw.keyMapKeys = key.param, key.elems, key.mapKeys
		out = append(out, raw)
	}
	return out
}

// variadicAt reports whether argument i of the call at node (receiver first, as in
// Root.Param) is the first of fn's variadic arguments, passed one by one (no ...).
func variadicAt(fn *types.Func, node ast.Node, i, nargs int) bool {
	call, ok := node.(*ast.CallExpr)
	if fn == nil || !ok || call.Ellipsis.IsValid() || !fn.Signature().Variadic() {
		return false
	}
	last := fn.Signature().Params().Len() - 1
	if fn.Signature().Recv() != nil {
		last++
	}
	return i == last && i < nargs
}

// constArgs returns the constant strings of args; nil when one is not a constant string or
// there are more than maxEnvNames.
func (w *walker) constArgs(args []ast.Expr) []string {
	if len(args) > maxEnvNames {
		return nil
	}
	var names []string
	for _, a := range args {
		s, ok := w.constString(a)
		if !ok {
			return nil
		}
		names = append(names, s)
	}
	return names
}

// envRead returns the environment variable that call reads, when it is os.Getenv or
// os.LookupEnv of a constant name: a value that can flow into an auth sink.
func (w *walker) envRead(call *ast.CallExpr) (ref, bool) {
	fn := w.e.callee(call)
	if op, _, ok := envFunc(fn); !ok || op != flow.Read || fn.Name() == "ExpandEnv" || len(call.Args) != 1 {
		return ref{}, false
	}
	name, ok := w.constString(call.Args[0])
	if !ok {
		return ref{}, false
	}
	return ref{key: flow.Root{Env: true, Name: name}}, true
}

// constString returns the value of e when it is a non-empty constant string: a variable's
// name.
func (w *walker) constString(e ast.Expr) (string, bool) {
	s, ok := w.constValue(e)
	return s, ok && s != ""
}

// constValue returns the value of e when it is a constant string, "" included: the value
// a write stores ("" is what os.Getenv gives for an unset variable too).
func (w *walker) constValue(e ast.Expr) (string, bool) {
	return gocode.ConstString(w.info, e)
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
// of a test (see restoresAt), what each range loop's value variable ranges over (see
// envKeyOf), and the loops over os.Environ() (see envCall).
func (w *walker) scanRestores(n ast.Node) {
	addLit := func(e ast.Expr) {
		switch e := ast.Unparen(e).(type) {
		case *ast.FuncLit:
			w.restoreRanges = append(w.restoreRanges, [2]token.Pos{e.Pos(), e.End()})
		case *ast.Ident:
			// A local that holds a function literal (reset := func() {...}; return reset):
			// its literals are added once the whole body is scanned (addHeldRestores).
			if v, ok := w.info.Uses[e].(*types.Var); ok && !gocode.IsPackageLevel(v) {
				w.restoreVars = append(w.restoreVars, v)
			}
		}
	}
	switch n := n.(type) {
	case *ast.AssignStmt:
		if len(n.Lhs) == len(n.Rhs) {
			for i, lhs := range n.Lhs {
				lit, ok := ast.Unparen(n.Rhs[i]).(*ast.FuncLit)
				id, isIdent := lhs.(*ast.Ident)
				if !ok || !isIdent {
					continue
				}
				if v, ok := w.info.ObjectOf(id).(*types.Var); ok {
					if w.heldLits == nil {
						w.heldLits = make(map[*types.Var][]*ast.FuncLit)
					}
					w.heldLits[v] = append(w.heldLits[v], lit)
				}
			}
		}
	case *ast.DeferStmt:
		if w.deferred == nil {
			w.deferred = make(map[*ast.CallExpr]bool)
		}
		w.deferred[n.Call] = true
		addLit(n.Call.Fun)
	case *ast.CallExpr:
		if fn := w.e.callee(n); fn != nil && (isCleanup(fn) && len(n.Args) == 1 || isDeferCleanup(fn) && len(n.Args) > 0) {
			addLit(n.Args[0])
			// A function value given to Cleanup (t.Cleanup(httpmock.DeactivateAndReset), as
			// httpmock.Activate(t) registers it) runs when the test ends too: what its summary
			// writes there puts state back, and is no change made now.
			if gocode.FuncOf(w.info, ast.Unparen(n.Args[0])) != nil {
				w.restoreRanges = append(w.restoreRanges, [2]token.Pos{n.Args[0].Pos(), n.Args[0].End()})
			}
		}
	case *ast.ReturnStmt:
		for _, res := range n.Results {
			addLit(res)
		}
	case *ast.RangeStmt:
		if call, ok := ast.Unparen(n.X).(*ast.CallExpr); ok && gocode.FuncIs(gocode.FuncOf(w.info, call), "os", "", "Environ") {
			w.environLoops = append(w.environLoops, [2]token.Pos{n.Body.Pos(), n.Body.End()})
		}
		if id, ok := n.Value.(*ast.Ident); ok && n.Tok == token.DEFINE {
			if v, ok := w.info.Defs[id].(*types.Var); ok {
				if w.rangedOver == nil {
					w.rangedOver = make(map[*types.Var]ast.Expr)
				}
				w.rangedOver[v] = n.X
			}
		}
		if id, ok := n.Key.(*ast.Ident); ok && n.Tok == token.DEFINE && isMap(w.info.TypeOf(n.X)) {
			if v, ok := w.info.Defs[id].(*types.Var); ok {
				if w.rangedKeys == nil {
					w.rangedKeys = make(map[*types.Var]ast.Expr)
				}
				w.rangedKeys[v] = n.X
			}
		}
	}
}

// addHeldRestores adds to the ranges that run when the test ends the function literals
// held in locals that are deferred, given to a Cleanup method or returned.
func (w *walker) addHeldRestores() {
	for _, v := range w.restoreVars {
		for _, lit := range w.heldLits[v] {
			w.restoreRanges = append(w.restoreRanges, [2]token.Pos{lit.Pos(), lit.End()})
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
func (e *engine) envAccess(raw rawAccess, r *schedule.Region) *flow.Access {
	if raw.root.key.Name == "" || raw.root.key.Name == EnvTagged {
		return nil
	}
	return &flow.Access{
		Env: raw.root.key.Name, Op: raw.op, Path: raw.path, Node: raw.node, Site: raw.site, FixSite: raw.site, Via: raw.via,
		Region: r, Locked: raw.locked, Once: raw.once, Restores: raw.restores, Scoped: raw.scoped,
		Unsets: raw.unsets, EnvValue: raw.envValue, EnvValueKnown: raw.envValueKnown, LooksUp: raw.looksUp,
		OneCase: raw.oneCase,
	}
}
