package parallel

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/authsink"
	"github.com/fixturelint/fixturelint/internal/envnames"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
)

// A ref is what an expression refers to when it denotes a tracked value: a package-level
// variable (resolved, or named by a summary) or a parameter of the function being
// summarized, and the field path below it.
type ref struct {
	v     *types.Var // the package-level variable, when resolved
	key   flow.Root  // the variable named by a summary (v == nil), or the parameter
	path  string
	param bool
}

// rawAccess is an access found by a walker, before it is attributed to a region.
type rawAccess struct {
	root  ref
	op    flow.Op
	path  string
	node  ast.Node
	site  token.Position
	via   []flow.Step
	value ast.Expr
	key   ast.Expr // the map key, in the walked function's code, when known
	// guards, nil for almost every access, are the variables that must have been replaced for
	// the access to run (guards.go): a pointer keeps the walkers' many accesses small.
	guards         *[]flow.Guard
	locked         bool
	inParallelTest bool
	once           bool
	throughArg     bool     // reached through an argument of the call at node
	restores       bool     // the access runs when the test ends (Access.Restores)
	scoped         bool     // t.Setenv (Access.Scoped)
	keyElems       bool     // key is a list of environment variable names (SummaryAccess.KeyElems)
	keyMapKeys     bool     // key is a map whose keys are the names (SummaryAccess.KeyMapKeys)
	arg            ast.Expr // for a write through a callee, the argument it stores (SummaryAccess.ValueParam)
	unsets         bool     // os.Unsetenv (Access.Unsets)
	envValue       string   // the constant an environment write stores, when envValueKnown (Access.EnvValue)
	envValueKnown  bool
	looksUp        bool // os.LookupEnv (Access.LooksUp)
	oneCase        bool // the name is one case's of a table (Access.OneCase)
}

// guardList returns the access's guards.
func (r *rawAccess) guardList() []flow.Guard {
	if r.guards == nil {
		return nil
	}
	return *r.guards
}

// A walker collects the accesses of one function body (including the closures inside it).
type walker struct {
	e       *engine
	info    *types.Info
	params  map[*types.Var]int
	aliases map[*types.Var]ref
	rebound map[*types.Var]bool // locals assigned more than one thing: not aliases
	// aliasDefs are the assignments of each local that give it a root, for the uses of a
	// rebound one that the package's SSA form resolves (ssaaliases.go).
	aliasDefs map[*types.Var][]aliasDef

	lockEvents     []lockEvent                   // Lock and Unlock calls of the body, in source order
	parallelRanges [][2]token.Pos                // parts of closures that run as parallel subtests
	onceRanges     [][2]token.Pos                // functions run once, by sync.Once and friends
	restoreRanges  [][2]token.Pos                // function literals that run when the test ends (environ.go)
	environLoops   [][2]token.Pos                // bodies of loops over os.Environ() (environ.go)
	restoreVars    []*types.Var                  // locals deferred, given to Cleanup or returned (addHeldRestores)
	heldLits       map[*types.Var][]*ast.FuncLit // the function literals assigned to each local
	guardRanges    []guardRange                  // parts that run only once a variable was replaced (guards.go)
	asserts        bool                          // the body has a type assertion, a type switch or a field's nil test: guards are possible
	variadic       *types.Var                    // the summarized function's variadic parameter, whose length its body may test (variadicGuard)
	variadicAt     int                           // its index among the parameters, the receiver first
	assignedParams map[*types.Var]bool           // parameters the body assigns or takes the address of (paramAssigned)
	labels         int                           // 0 unknown, 1 none, 2 the body has a label (hasLabels)
	deferred       map[*ast.CallExpr]bool
	rangedOver     map[*types.Var]ast.Expr // v -> x for each for _, v := range x of the body
	rangedKeys     map[*types.Var]ast.Expr // k -> m for each for k := range m of the body over a map
	tab            *envnames.Tables        // names from tables, built on first use (environ.go)
	claimed        map[ast.Node]bool
	skip           map[ast.Node]bool
	indexedBy      map[ast.Node]ast.Expr   // m -> k for each m[k] of the body
	assertedFrom   map[*types.Var]ast.Expr // locals defined by a type assertion: tt, ok := tb.(*testing.T)

	// subtest, when set, is asked about each call: it returns true when the call starts a
	// child region whose function must not be walked as part of this body.
	subtest func(call *ast.CallExpr) bool

	parallelParams []int
	out            []rawAccess

	// Function-typed parameters (funcparams.go): the calls of the summarized function's
	// parameters, the function literals passed to callees that call them, and the functions
	// that tables of cases store in function-typed fields.
	paramCalls    []flow.ParamCall
	funcRanges    []funcRange
	tables        map[*types.Var][]*types.Func
	spawnedValues map[ast.Node]bool // function values already applied as spawned code

	// For auth sinks (authflow.go): the walked function's body, the locals assigned in it
	// with what they are assigned, and, for a summary, all of the function's parameters,
	// also those passed by value (a token string reaches a sink as well as a pointer does).
	body        *ast.BlockStmt
	localValues map[*types.Var][]ast.Expr // built on first use; nil until then
	valueParams map[*types.Var]int        // built on first use; nil until then
}

func (e *engine) newWalker(params map[*types.Var]int) *walker {
	return &walker{
		e:            e,
		info:         e.pass.TypesInfo,
		params:       params,
		aliases:      make(map[*types.Var]ref),
		rebound:      make(map[*types.Var]bool),
		claimed:      make(map[ast.Node]bool),
		skip:         make(map[ast.Node]bool),
		indexedBy:    make(map[ast.Node]ast.Expr),
		assertedFrom: make(map[*types.Var]ast.Expr),
	}
}

// walkFunc walks a function body.
func (w *walker) walkFunc(body *ast.BlockStmt) {
	if body == nil {
		return
	}
	w.body = body
	w.scanLocksAndAliases(body)
	w.addHeldRestores()
	w.scanGuards(body)
	ast.Inspect(body, w.visit)
}

// scanLocksAndAliases records the body's mutex locks and its local aliases of tracked
// values. Aliases are flow-insensitive: a local that is ever assigned a shared pointer is
// taken to hold it, which is what test code that copies a client into a local means.
func (w *walker) scanLocksAndAliases(body *ast.BlockStmt) {
	var assigns []func()
	ast.Inspect(body, func(n ast.Node) bool {
		w.scanRestores(n)
		switch n := n.(type) {
		case *ast.TypeAssertExpr:
			w.asserts = true
		case *ast.BinaryExpr:
			if (n.Op == token.EQL || n.Op == token.NEQ) && w.mayGuardNil(n) {
				w.asserts = true
			}
			if w.variadic != nil && (w.isLenOfVariadic(n.X) || w.isLenOfVariadic(n.Y)) {
				w.asserts = true
			}
		case *ast.DeferStmt:
			// A deferred Unlock runs at return: the lock is held until then.
			if fn := w.e.callee(n.Call); fn != nil && lockKind(fn) == unlocks {
				return false
			}
		case *ast.CallExpr:
			if fn := w.e.callee(n); fn != nil && lockKind(fn) != notLock {
				w.lockEvents = append(w.lockEvents, lockEvent{n.Pos(), lockKind(fn)})
			} else if fn != nil && isOnce(fn) && len(n.Args) > 0 {
				w.onceRanges = append(w.onceRanges, [2]token.Pos{n.Args[0].Pos(), n.Args[0].End()})
			}
		case *ast.AssignStmt:
			w.recordAssertion(n)
			if len(n.Lhs) == len(n.Rhs) {
				for i := range n.Lhs {
					lhs, rhs := n.Lhs[i], n.Rhs[i]
					assigns = append(assigns, func() { w.alias(lhs, rhs) })
				}
			} else if isCommaOk(n) && w.inTestFile(n.Pos()) {
				// tr, ok := shared.(*T) and c, ok := m[k] assign tr and c what the one-value
				// forms do, or the zero value, through which no write reaches anything. Only
				// in test code: in a library's code such a local (a handler's lookup of a
				// connection in a map) would root, through its summary, writes that callers
				// far away reach only on paths the summaries cannot tell apart.
				lhs, rhs := n.Lhs[0], n.Rhs[0]
				assigns = append(assigns, func() { w.alias(lhs, rhs) })
			} else {
				for _, lhs := range n.Lhs {
					w.rebind(lhs) // a result of a call: not an alias the scan can follow
				}
			}
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				w.rebind(n.Key) // each iteration assigns the loop's elements
				w.rebind(n.Value)
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				w.rebind(n.X) // whoever holds the address may assign it
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i := range n.Names {
					lhs, rhs := n.Names[i], n.Values[i]
					assigns = append(assigns, func() { w.alias(lhs, rhs) })
				}
			}
		}
		return true
	})
	// Twice, so that aliases of aliases declared in any order are found.
	for range 2 {
		for _, f := range assigns {
			f()
		}
	}
	for v := range w.rebound {
		delete(w.aliases, v)
	}
}

// inTestFile reports whether pos is in a _test.go file.
func (w *walker) inTestFile(pos token.Pos) bool {
	return strings.HasSuffix(w.e.pass.Fset.Position(pos).Filename, "_test.go")
}

// isCommaOk reports whether as is the two-value form of a type assertion or a map index.
func isCommaOk(as *ast.AssignStmt) bool {
	if len(as.Lhs) != 2 || len(as.Rhs) != 1 {
		return false
	}
	switch ast.Unparen(as.Rhs[0]).(type) {
	case *ast.TypeAssertExpr, *ast.IndexExpr:
		return true
	}
	return false
}

// rebind marks a local that e names as assigned something the alias scan does not
// follow, so that it is no alias: with a flow-insensitive scan, which value a later write
// through it reaches depends on the path taken.
func (w *walker) rebind(e ast.Expr) {
	if v := w.localNamed(e); v != nil {
		w.rebound[v] = true
	}
}

// localNamed returns the local variable that e, an identifier, declares or uses, or nil.
func (w *walker) localNamed(e ast.Expr) *types.Var {
	if e == nil {
		return nil
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	obj := w.info.Defs[id]
	if obj == nil {
		obj = w.info.Uses[id]
	}
	v, ok := obj.(*types.Var)
	if !ok || gocode.IsPackageLevel(v) {
		return nil
	}
	return v
}

func (w *walker) alias(lhs, rhs ast.Expr) {
	v := w.localNamed(lhs)
	if v == nil || !gocode.PointerLike(v.Type()) {
		return
	}
	id, _ := ast.Unparen(lhs).(*ast.Ident)
	if _, isParam := w.params[v]; isParam {
		// The parameter holds its argument until this assignment: which one a use reads
		// is for the SSA form to say (identRoot).
		w.rebound[v] = true
		if r, ok := w.rootOf(rhs); ok {
			w.addAliasDef(v, id, rhs, r)
		}
		return
	}
	r, ok := w.rootOf(rhs)
	if !ok {
		// The local also holds something else: which value a later write reaches depends
		// on the path taken, and a report would be a guess.
		w.rebound[v] = true
		return
	}
	w.addAliasDef(v, id, rhs, r)
	if prev, seen := w.aliases[v]; seen && prev != r {
		w.rebound[v] = true
	}
	w.aliases[v] = r
}

type lockEvent struct {
	pos  token.Pos
	kind lockOp
}

type lockOp int

const (
	notLock lockOp = iota
	locks          // takes a lock that excludes every other holder
	unlocks        // releases it
)

// lockKind classifies calls of sync.Mutex and sync.RWMutex. RLock is not a lock here: other
// readers hold it at the same time, so a write under it still races.
func lockKind(fn *types.Func) lockOp {
	if fn.Pkg() == nil || fn.Pkg().Path() != "sync" {
		return notLock
	}
	switch gocode.FullFuncName(fn) {
	case "sync.Mutex.Lock", "sync.RWMutex.Lock":
		return locks
	case "sync.Mutex.Unlock", "sync.RWMutex.Unlock":
		return unlocks
	}
	return notLock
}

// isOnce reports whether fn runs its function argument at most once: sync.Once.Do,
// sync.OnceFunc, sync.OnceValue, sync.OnceValues.
func isOnce(fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != "sync" {
		return false
	}
	switch gocode.FullFuncName(fn) {
	case "sync.Once.Do", "sync.OnceFunc", "sync.OnceValue", "sync.OnceValues":
		return true
	}
	return false
}

func inRanges(ranges [][2]token.Pos, pos token.Pos) bool {
	for _, r := range ranges {
		if r[0] <= pos && pos < r[1] {
			return true
		}
	}
	return false
}

// locked reports whether a lock is held at pos: the last Lock or Unlock call before pos
// in source order is a Lock.
func (w *walker) locked(pos token.Pos) bool {
	held := false
	for _, ev := range w.lockEvents {
		if ev.pos >= pos {
			break
		}
		held = ev.kind == locks
	}
	return held
}

func (w *walker) inParallelRange(pos token.Pos) bool {
	return inRanges(w.parallelRanges, pos) || w.spawnedAt(pos)
}

// rootOf returns what e refers to, if it denotes a tracked value or a part of one.
func (w *walker) rootOf(e ast.Expr) (ref, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return w.identRoot(e)
	case *ast.SelectorExpr:
		sel := w.info.Selections[e]
		if sel == nil { // a qualified identifier: pkg.Var
			return w.identRoot(e.Sel)
		}
		if sel.Kind() != types.FieldVal {
			return ref{}, false
		}
		r, ok := w.rootOf(e.X)
		if ok {
			r.path = gocode.JoinPath(r.path, e.Sel.Name)
		}
		return r, ok
	case *ast.StarExpr:
		return w.rootOf(e.X)
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			return w.rootOf(e.X)
		}
	case *ast.IndexExpr:
		if tv, ok := w.info.Types[e.X]; ok && !tv.IsType() {
			return w.rootOf(e.X)
		}
	case *ast.TypeAssertExpr:
		return w.rootOf(e.X)
	case *ast.CallExpr:
		return w.callRoot(e)
	}
	return ref{}, false
}

func (w *walker) identRoot(id *ast.Ident) (ref, bool) {
	v, ok := w.info.Uses[id].(*types.Var)
	if !ok {
		return ref{}, false
	}
	if gocode.Tracked(v) {
		return ref{v: v}, true
	}
	if i, ok := w.params[v]; ok {
		r := ref{key: flow.Root{Param: i}, param: true}
		// An interface parameter (a context, a round tripper) reassigned keeps the
		// syntax's answer: no SSA for the most common reassignment in test helpers,
		// ctx, cancel = context.WithTimeout(ctx, d).
		if w.rebound[v] && !types.IsInterface(v.Type()) && !w.ssaParamMayReach(id, v, r) {
			// Assigned something else on every path to here: what, if it has a root.
			return w.ssaAlias(id, w.aliasDefs[v])
		}
		return r, true
	}
	if r, ok := w.aliases[v]; ok {
		return r, true
	}
	if w.rebound[v] {
		return w.ssaAlias(id, w.aliasDefs[v])
	}
	return ref{}, false
}

// addAliasDef records that v, named by lhs, is assigned rhs, whose root is r (once: the
// scan runs twice).
func (w *walker) addAliasDef(v *types.Var, lhs *ast.Ident, rhs ast.Expr, r ref) {
	if w.aliasDefs == nil {
		w.aliasDefs = make(map[*types.Var][]aliasDef)
	}
	for _, d := range w.aliasDefs[v] {
		if d.RHS == rhs {
			return
		}
	}
	w.aliasDefs[v] = append(w.aliasDefs[v], aliasDef{LHS: lhs, RHS: rhs, Root: r})
}

// callRoot resolves the result of a call: a conversion of a tracked value, or a function
// whose summary says it returns a package-level variable or one of its arguments.
func (w *walker) callRoot(call *ast.CallExpr) (ref, bool) {
	if tv, ok := w.info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		return w.rootOf(call.Args[0])
	}
	fn := w.e.callee(call)
	s := w.e.summaryOf(fn)
	if s == nil {
		return ref{}, false
	}
	for _, acc := range s.Accesses {
		if acc.Op != flow.Return || acc.Root.Env {
			continue
		}
		if acc.Root.PkgPath != "" {
			if v := w.e.lookupVar(acc.Root); v != nil {
				return ref{v: v, path: acc.Path}, true
			}
			return ref{key: acc.Root, path: acc.Path}, true
		}
		args := flatArgs(w.info, call)
		if acc.Root.Param < len(args) {
			if r, ok := w.rootOf(args[acc.Root.Param]); ok {
				r.path = gocode.JoinPath(r.path, acc.Path)
				return r, true
			}
		}
	}
	return ref{}, false
}

// flatArgs returns the call's arguments with the receiver first for method calls, matching
// the parameter indexes of summaries.
func flatArgs(info *types.Info, call *ast.CallExpr) []ast.Expr {
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
			return append([]ast.Expr{sel.X}, call.Args...)
		}
	}
	return call.Args
}

// claimRoot marks the identifier at the root of e, so that it is not also reported as a
// plain read.
func (w *walker) claimRoot(e ast.Expr) {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			w.claimed[x] = true
			return
		case *ast.SelectorExpr:
			if w.info.Selections[x] == nil {
				w.claimed[x.Sel] = true
				return
			}
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.TypeAssertExpr:
			e = x.X
		default:
			return
		}
	}
}

func (w *walker) emit(r ref, op flow.Op, path string, node ast.Node, value ast.Expr) {
	w.out = append(w.out, rawAccess{
		root: r, op: op, path: path, node: node, key: w.keyOf(op, node),
		site:           w.e.pass.Fset.Position(node.Pos()),
		locked:         w.locked(node.Pos()),
		inParallelTest: w.inParallelRange(node.Pos()),
		once:           inRanges(w.onceRanges, node.Pos()),
		restores:       w.restoresAt(node),
		value:          value,
		guards:         guardsOf(w.guardsAt(node.Pos())),
	})
}

// keyOf returns the map key that an access at node uses: k in m[k] (read or written),
// delete(m, k), or the first argument of a method call (tokens.Load(k)).
func (w *walker) keyOf(op flow.Op, node ast.Node) ast.Expr {
	switch n := node.(type) {
	case *ast.IndexExpr:
		return n.Index
	case *ast.CallExpr:
		switch {
		case op == flow.ElemWrite && len(n.Args) == 2: // delete(m, k)
			return n.Args[1]
		case op == flow.MethodCall && len(n.Args) > 0:
			return n.Args[0]
		}
	case *ast.Ident, *ast.SelectorExpr:
		return w.indexedBy[n]
	}
	return nil
}

func (w *walker) visit(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.IndexExpr:
		// Visited before the map expression, whose access then finds its key here.
		x := ast.Unparen(n.X)
		w.indexedBy[x] = n.Index
		if sel, ok := x.(*ast.SelectorExpr); ok {
			w.indexedBy[sel.Sel] = n.Index // pkg.Var[k]: the access is at Var
		}
	case *ast.FuncLit:
		if w.skip[n] {
			return false
		}
		w.markParallelClosure(n)
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			var rhs ast.Expr
			if len(n.Lhs) == len(n.Rhs) {
				rhs = n.Rhs[i]
			}
			w.write(lhs, rhs, n.Tok == token.DEFINE)
			if ix, ok := ast.Unparen(lhs).(*ast.IndexExpr); ok {
				w.sinks(authsink.IndexSink(w.info, ix, rhs))
			}
		}
	case *ast.CompositeLit:
		w.literalSinks(n)
	case *ast.IncDecStmt:
		w.write(n.X, nil, false)
	case *ast.CallExpr:
		w.call(n)
	case *ast.ReturnStmt:
		for _, res := range n.Results {
			if r, ok := w.rootOf(res); ok {
				w.claimRoot(res)
				w.emit(r, flow.Return, r.path, res, nil)
			}
		}
	case *ast.SelectorExpr:
		w.methodValue(n)
	case *ast.Ident:
		w.ident(n)
	}
	return true
}

// write records an assignment to lhs.
func (w *walker) write(lhs, rhs ast.Expr, define bool) {
	if define {
		return // declares locals; aliases were recorded by the scan
	}
	switch x := ast.Unparen(lhs).(type) {
	case *ast.Ident:
		r, ok := w.identRoot(x)
		w.claimed[x] = true
		if ok && r.v != nil && r.path == "" && w.info.Uses[x] == r.v {
			w.emit(r, flow.Write, "", x, rhs)
			if name := w.literalSink(rhs); name != "" {
				w.emit(r, flow.Sink, name, x, nil)
			}
		}
	case *ast.SelectorExpr:
		if w.info.Selections[x] == nil { // pkg.Var = v
			w.claimed[x.Sel] = true
			if r, ok := w.identRoot(x.Sel); ok && r.v != nil {
				w.emit(r, flow.Write, "", x, rhs)
			}
			return
		}
		if r, ok := w.rootOf(x); ok {
			w.claimRoot(x)
			w.emit(r, flow.FieldWrite, r.path, x, rhs)
		}
	case *ast.IndexExpr:
		if r, ok := w.rootOf(x.X); ok {
			w.claimRoot(x.X)
			w.emit(r, flow.ElemWrite, r.path, x, rhs)
		}
	case *ast.StarExpr:
		if r, ok := w.rootOf(x.X); ok {
			w.claimRoot(x.X)
			w.emit(r, flow.Write, gocode.JoinPath(r.path, "*"), x, rhs)
		}
	}
}

// call records what a call does to tracked values: builtins that write maps, method calls
// on shared values, and the effects of the callee's summary.
func (w *walker) call(call *ast.CallExpr) {
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		w.claimed[fun] = true
	case *ast.SelectorExpr:
		w.claimed[fun.Sel] = true
		w.claimed[fun] = true
	}
	if b, ok := gocode.BuiltinName(w.info, call); ok {
		if (b == "delete" || b == "clear") && len(call.Args) > 0 {
			if r, ok := w.rootOf(call.Args[0]); ok {
				w.claimRoot(call.Args[0])
				w.emit(r, flow.ElemWrite, r.path, call, nil)
			}
		}
		return
	}
	if w.subtest != nil {
		w.subtest(call) // a child region's function is skipped here and analysed on its own
	}
	w.funcParamCall(call)
	fn := w.e.callee(call)
	if fn == nil || w.envCall(call, fn) || w.deferredEnvCall(call, fn) || w.envConfigCall(call, fn) {
		return
	}
	w.sinks(authsink.CallSinks(w.info, fn, call))
	args := flatArgs(w.info, call)
	if len(args) > len(call.Args) { // a method call x.M(...)
		recv := args[0]
		if r, ok := w.rootOf(recv); ok && w.recordMethod(r, fn) {
			w.claimRoot(recv)
			w.emit(r, flow.MethodCall, gocode.JoinPath(r.path, fn.Name()), call, nil)
		}
		if gocode.IsParallelMethod(fn) {
			w.parallelOn(recv)
		}
	}
	s := w.e.summaryOf(fn)
	if s == nil {
		return
	}
	for _, i := range s.Parallel {
		if i < len(args) {
			w.parallelOn(args[i])
		}
	}
	if len(s.Calls) > 0 {
		w.passFuncArgs(call, s.Calls, args)
	}
	w.apply(call, fn, s, args, false)
}

// recordMethod reports whether a method call on r is worth recording. Calls on parameters
// are recorded only for the APIs whose state the checks follow, so that summaries of large
// dependencies stay small.
func (w *walker) recordMethod(r ref, fn *types.Func) bool {
	if !r.param || fn.Pkg() == nil {
		return true
	}
	switch path := fn.Pkg().Path(); {
	case path == "net/http":
		return true
	case path == "sync":
		return strings.HasPrefix(gocode.FullFuncName(fn), "sync.Map.")
	default:
		return !gocode.IsStd(path)
	}
}

// parallelOn records that Parallel is called on arg, when arg is one of the summarized
// function's parameters: directly, through a type assertion (tb.(*testing.T).Parallel()), or
// through a local that holds one (tt, ok := tb.(*testing.T); tt.Parallel()).
func (w *walker) parallelOn(arg ast.Expr) {
	if i, ok := w.paramBehind(arg, 0); ok {
		w.parallelParams = append(w.parallelParams, i)
	}
}

// paramBehind returns the index of the parameter that e is, or asserts the type of, or is a
// local assigned from one of those.
func (w *walker) paramBehind(e ast.Expr, depth int) (int, bool) {
	switch x := ast.Unparen(e).(type) {
	case *ast.TypeAssertExpr:
		return w.paramBehind(x.X, depth)
	case *ast.Ident:
		v, ok := w.info.Uses[x].(*types.Var)
		if !ok {
			return 0, false
		}
		if i, ok := w.params[v]; ok {
			return i, true
		}
		if src := w.assertedFrom[v]; src != nil && depth < 2 {
			return w.paramBehind(src, depth+1)
		}
	}
	return 0, false
}

// apply adds the callee's summarized accesses at node: accesses to package-level variables
// as they are, accesses to parameters translated to what the arguments refer to.
func (w *walker) apply(node ast.Node, fn *types.Func, s *flow.Summary, args []ast.Expr, asParallelTest bool) {
	step := flow.Step{Callee: gocode.FullFuncName(fn), Pos: w.e.pass.Fset.Position(node.Pos())}
	library := w.e.outsideModule(fn.Pkg())
	for _, acc := range s.Accesses {
		via := make([]flow.Step, 0, 1+len(acc.Via))
		via = append(via, step)
		via = append(via, acc.Via...)
		if len(via) > maxVia {
			via = via[:maxVia]
		}
		site := acc.Site
		if library {
			// Inside another module's code the test's author can change nothing: the
			// access is, for every check, where this code calls that module.
			site = step.Pos
		}
		raw := rawAccess{
			op: acc.Op, path: acc.Path, node: node, site: site, via: via,
			key:            argAt(args, acc.KeyParam-1),
			arg:            argAt(args, acc.ValueParam-1),
			locked:         acc.Locked || w.locked(node.Pos()),
			inParallelTest: acc.InParallelTest || asParallelTest || w.inParallelRange(node.Pos()),
			once:           acc.Once || inRanges(w.onceRanges, node.Pos()),
			restores:       acc.Restores || w.restoresAt(node),
		}
		guards, feasible := w.applyGuards(acc.Guards, node, args)
		if !feasible {
			continue
		}
		for _, g := range w.guardsAt(node.Pos()) {
			guards = addGuard(guards, g)
		}
		raw.guards = guardsOf(guards)
		if acc.Root.Env {
			w.out = append(w.out, w.applyEnv(raw, acc, args, node, fn)...)
			continue
		}
		if acc.Root.PkgPath != "" {
			raw.root = ref{v: w.e.lookupVar(acc.Root), key: acc.Root}
			if raw.op == flow.Return {
				raw.op = flow.Read // the caller reads the shared value the callee returns
			}
			w.out = append(w.out, raw)
			continue
		}
		if acc.Op == flow.Return || acc.Root.Param >= len(args) {
			continue // returned arguments are resolved by rootOf at the use
		}
		if acc.Op == flow.Sink {
			// What the caller passes reaches the callee's sink: the argument itself, or
			// what it is built from.
			name, _ := splitSinkPath(acc.Path)
			for _, f := range w.sinkRoots(args[acc.Root.Param]) {
				sink := raw
				sink.root, sink.path, sink.throughArg = f.ref, sinkPath(f.ref, name), true
				if sink.key == nil {
					sink.key = sinkKey(f.expr) // authorize(req, tokens["alice"])
				}
				w.out = append(w.out, sink)
			}
			continue
		}
		r, ok := w.rootOf(args[acc.Root.Param])
		if !ok {
			continue
		}
		raw.root = r
		raw.path = gocode.JoinPath(r.path, acc.Path)
		raw.throughArg = true
		w.out = append(w.out, raw)
	}
}

// argAt returns args[i], or nil when there is no such argument.
func argAt(args []ast.Expr, i int) ast.Expr {
	if i < 0 || i >= len(args) {
		return nil
	}
	return args[i]
}

// methodValue records a method value taken from a shared value (t.Cleanup(client.CloseIdleConnections)).
func (w *walker) methodValue(sel *ast.SelectorExpr) {
	if w.claimed[sel] {
		return
	}
	s := w.info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal {
		return
	}
	w.claimed[sel.Sel] = true
	fn, _ := s.Obj().(*types.Func)
	if fn == nil {
		return
	}
	fn = fn.Origin()
	if r, ok := w.rootOf(sel.X); ok && w.recordMethod(r, fn) {
		w.claimRoot(sel.X)
		w.emit(r, flow.MethodCall, gocode.JoinPath(r.path, fn.Name()), sel, nil)
	}
	if sum := w.e.summaryOf(fn); sum != nil && !w.spawnedValues[sel] {
		w.apply(sel, fn, sum, []ast.Expr{sel.X}, false)
	}
}

// ident records a read of a tracked variable, or a reference to a function (a function
// value that will be called: its effects count where it is taken).
func (w *walker) ident(id *ast.Ident) {
	if w.claimed[id] {
		return
	}
	switch obj := w.info.Uses[id].(type) {
	case *types.Var:
		if r, ok := w.identRoot(id); ok && !r.param {
			w.emit(r, flow.Read, r.path, id, nil)
		}
	case *types.Func:
		fn := obj.Origin()
		s := w.e.summaryOf(fn)
		if s == nil || w.spawnedValues[id] {
			return
		}
		// A test function passed by name (to t.Run, a table) runs as a parallel test when
		// it calls Parallel on its own *testing.T.
		asTest := false
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() == nil && sig.Params().Len() == 1 &&
			gocode.IsTestingType(sig.Params().At(0).Type(), "T") {
			for _, i := range s.Parallel {
				asTest = asTest || i == 0
			}
		}
		w.apply(id, fn, s, nil, asTest)
	}
}

// markParallelClosure records the part of a func(t *testing.T) literal that follows its
// t.Parallel() call: the literal runs as a parallel (sub)test wherever it is called from.
func (w *walker) markParallelClosure(lit *ast.FuncLit) {
	params := lit.Type.Params
	if params == nil || len(params.List) == 0 || len(params.List[0].Names) == 0 {
		return
	}
	t, ok := w.info.Defs[params.List[0].Names[0]].(*types.Var)
	if !ok || !gocode.IsTestingType(t.Type(), "T") {
		return
	}
	if call := w.e.findParallelCall(lit.Body, t); call != nil {
		w.parallelRanges = append(w.parallelRanges, [2]token.Pos{call.End(), lit.End()})
	}
}

// returnsOtherValues reports whether the function whose body this is returns, on some path,
// a value other than a tracked one where another path returns a tracked one: its result is
// then the shared value only sometimes (oauth2.NewClient returns http.DefaultClient only for
// a nil token source), and callers must not take it for an alias. nil does not count: the
// error paths of a getter return it. Returns of closures inside the body are their own.
func (w *walker) returnsOtherValues(body *ast.BlockStmt) bool {
	tracked, other := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			for _, res := range n.Results {
				if _, ok := w.rootOf(res); ok {
					tracked = true
					continue
				}
				tv, ok := w.info.Types[res]
				if ok && !tv.IsNil() && gocode.PointerLike(tv.Type) {
					other = true
				}
			}
		}
		return true
	})
	return tracked && other
}

// recordAssertion remembers a local defined by a type assertion (tt, ok := tb.(*testing.T)),
// so that a Parallel call on it counts as one on tb.
func (w *walker) recordAssertion(as *ast.AssignStmt) {
	if as.Tok != token.DEFINE || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
		return
	}
	ta, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
	if !ok || ta.Type == nil {
		return
	}
	if id, ok := as.Lhs[0].(*ast.Ident); ok {
		if v, ok := w.info.Defs[id].(*types.Var); ok {
			w.assertedFrom[v] = ta
		}
	}
}
