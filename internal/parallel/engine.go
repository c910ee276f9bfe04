package parallel

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/decls"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/knowledge"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/ssaform"
)

// engine holds what one pass of the engine analyzer has learned so far.
type engine struct {
	pass       *analysis.Pass
	decls      *decls.Index                  // the package's function and variable declarations
	http       *httpfacts.Facts              // what the package does with net/http's shared state and cookie jars
	summaries  map[*types.Func]*flow.Summary // computed or imported; nil when there is nothing to say
	inProgress map[*types.Func]bool          // summaries being computed (recursion)
	pkgs       map[string]*types.Package     // the import closure, by path, built on demand
	imported   map[any]*flow.SummariesFact   // facts looked up so far, by *types.Package or *types.TypeName (nil: none)
	testing    bool                          // the package imports testing: its helpers may start subtests
	suites     *schedule.Source              // the package's Ginkgo suite and its directory's other test files
	aliasSSA   *ssaform.Package              // the package's SSA form with each expression's value, for aliases in test code
	standIns   map[flow.Root]*types.Var      // shared library state that export data hides (standIn)
	madeTypes  map[string]*types.Named       // named types built for hidden variables (hiddenVar)
	structTags *bool                         // the package reads struct tags (readsStructTags), once asked
	envSetup   *envConfigSetup               // how the package set up its configuration library (envConfig), once asked
	refs       *refIndex                     // the identifiers that refer to each object (the Result's)
	unchanged  map[*types.Var]bool           // package-level variables that keep their initial value (unchangedPackageVar)
}

func newEngine(pass *analysis.Pass, index *decls.Index) *engine {
	return &engine{
		pass:       pass,
		decls:      index,
		suites:     schedule.NewSource(pass, index),
		summaries:  make(map[*types.Func]*flow.Summary),
		inProgress: make(map[*types.Func]bool),
		testing:    ImportsTesting(pass.Pkg),
	}
}

// summaryOf returns fn's summary: computed for the package's own functions, imported from
// facts for others. It returns nil when fn touches nothing the engine tracks.
func (e *engine) summaryOf(fn *types.Func) *flow.Summary {
	if fn == nil {
		return nil
	}
	fn = fn.Origin()
	if s, ok := e.summaries[fn]; ok {
		return s
	}
	var s *flow.Summary
	switch {
	case fn.Pkg() == e.pass.Pkg:
		decl := e.decls.FuncDecl(fn)
		if decl == nil || e.inProgress[fn] {
			return nil // recursion: the partial summary being built is what callers get
		}
		e.inProgress[fn] = true
		s = e.summarize(decl)
		delete(e.inProgress, fn)
	case fn.Pkg() != nil && !gocode.IsStd(fn.Pkg().Path()):
		if f := e.importedSummaries(fn); f != nil {
			_, name := flow.SummaryHolder(fn)
			s = f.Lookup(name)
		}
	}
	e.summaries[fn] = s
	return s
}

// importedSummaries returns the fact that holds the summary of fn, a function of another
// package: its package's fact, or its receiver type's.
func (e *engine) importedSummaries(fn *types.Func) *flow.SummariesFact {
	tn, name := flow.SummaryHolder(fn)
	if name == "" {
		return nil
	}
	var key any = fn.Pkg()
	if tn != nil {
		key = tn
	}
	if f, ok := e.imported[key]; ok {
		return f
	}
	f := new(flow.SummariesFact)
	var found bool
	if tn != nil {
		found = e.pass.ImportObjectFact(tn, f)
	} else {
		found = e.pass.ImportPackageFact(fn.Pkg(), f)
	}
	if !found {
		f = nil
	}
	if e.imported == nil {
		e.imported = make(map[any]*flow.SummariesFact)
	}
	e.imported[key] = f
	return f
}

// callee returns the function a call statically calls, or nil.
func (e *engine) callee(call *ast.CallExpr) *types.Func {
	switch obj := typeutil.Callee(e.pass.TypesInfo, call).(type) {
	case *types.Func:
		return obj.Origin()
	case *types.Var:
		return e.funcVarTarget(obj)
	}
	return nil
}

// funcVarTarget returns the function that a package-level variable of this package's
// non-test files is initialized with (var lookupEnv = os.LookupEnv, a seam that tests may
// swap): a call through the variable calls that function unless a test replaced it.
func (e *engine) funcVarTarget(v *types.Var) *types.Func {
	if v.Pkg() != e.pass.Pkg || !gocode.IsPackageLevel(v) {
		return nil
	}
	d := e.decls.Var(v)
	if d == nil || d.Test || d.Value() == nil {
		return nil
	}
	var id *ast.Ident
	switch x := ast.Unparen(d.Value()).(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	}
	if id == nil {
		return nil
	}
	fn, _ := e.pass.TypesInfo.Uses[id].(*types.Func)
	if fn == nil {
		return nil
	}
	return fn.Origin()
}

// lookupVar finds the package-level variable a summary names, in this package's import
// closure. It returns nil when the variable's package is not visible from here.
func (e *engine) lookupVar(root flow.Root) *types.Var {
	if e.pkgs == nil {
		e.pkgs = make(map[string]*types.Package)
		queue := []*types.Package{e.pass.Pkg}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			if _, seen := e.pkgs[p.Path()]; seen {
				continue
			}
			e.pkgs[p.Path()] = p
			queue = append(queue, p.Imports()...)
		}
	}
	p := e.pkgs[root.PkgPath]
	var v *types.Var
	if p != nil {
		v, _ = p.Scope().Lookup(root.Name).(*types.Var)
	}
	if v == nil && (isHTTPDefaultRoot(root) || knowledge.MockRegistryOf(root.PkgPath, root.Name) != nil) {
		v = e.standIn(p, root)
	}
	if v == nil && p != nil && p != e.pass.Pkg {
		v = e.hiddenVar(p, root)
	}
	return v
}

// hiddenVar returns the stand-in for a variable of an imported package that export data
// hides from this package's view (an unexported variable its functions use), typed as that
// package's analysis described it (flow.HiddenVar); one per variable.
func (e *engine) hiddenVar(p *types.Package, root flow.Root) *types.Var {
	if v, ok := e.standIns[root]; ok {
		return v
	}
	if e.standIns == nil {
		e.standIns = make(map[flow.Root]*types.Var)
	}
	if e.madeTypes == nil {
		e.madeTypes = make(map[string]*types.Named)
	}
	v := flow.HiddenVar(e.pass, p, root.Name, func(path string) *types.Package { return e.pkgs[path] }, e.madeTypes)
	e.standIns[root] = v // nil too: asked once
	return v
}

// isHTTPDefaultRoot reports whether root is http.DefaultClient or http.DefaultTransport.
func isHTTPDefaultRoot(root flow.Root) bool {
	return root.PkgPath == "net/http" && (root.Name == "DefaultClient" || root.Name == "DefaultTransport")
}

// standIn returns the one variable that stands for root, a variable that every test of a
// binary shares (http.DefaultClient and DefaultTransport, a mocking library's registry), when
// the package's view of root's package lacks it. Analysed from export data (go vet), a
// package sees of another only what its imports' export data mention, and never an
// unexported variable: a test whose code under test sends through http.Get, and that
// imports only gock, would lose every access of the defaults and of gock's registry that the
// summaries report. The stand-in carries the name and package that the rules ask about; its
// type is the variable's where the package declares it, else invalid.
func (e *engine) standIn(p *types.Package, root flow.Root) *types.Var {
	if v, ok := e.standIns[root]; ok {
		return v
	}
	if e.standIns == nil {
		e.standIns = make(map[flow.Root]*types.Var)
	}
	if p == nil {
		p = types.NewPackage(root.PkgPath, knowledge.DeclaredName(root.PkgPath))
		e.pkgs[root.PkgPath] = p
	}
	var typ types.Type = types.Typ[types.Invalid]
	switch {
	case root.PkgPath != "net/http":
	case root.Name == "DefaultTransport":
		if tn, ok := p.Scope().Lookup("RoundTripper").(*types.TypeName); ok {
			typ = tn.Type()
		}
	default:
		if tn, ok := p.Scope().Lookup("Client").(*types.TypeName); ok {
			typ = types.NewPointer(tn.Type())
		}
	}
	v := types.NewVar(token.NoPos, p, root.Name, typ)
	e.standIns[root] = v
	return v
}

// summarize computes the summary of one of the package's functions.
func (e *engine) summarize(decl *ast.FuncDecl) *flow.Summary {
	params := make(map[*types.Var]int)
	allParams := make(map[*types.Var]int) // also those passed by value, which can be map keys
	index := 0
	addFields := func(fields *ast.FieldList) {
		if fields == nil {
			return
		}
		for _, field := range fields.List {
			if len(field.Names) == 0 {
				index++
				continue
			}
			for _, name := range field.Names {
				// A parameter passed by value is the callee's own copy: what the callee
				// does to it does not reach the caller's variable.
				if v, ok := e.pass.TypesInfo.Defs[name].(*types.Var); ok {
					allParams[v] = index
					if gocode.PointerLike(v.Type()) && !gocode.Stateless(v.Type()) {
						params[v] = index
					}
				}
				index++
			}
		}
	}
	addFields(decl.Recv)
	addFields(decl.Type.Params)

	w := e.newWalker(params)
	if fn, ok := e.pass.TypesInfo.Defs[decl.Name].(*types.Func); ok && fn.Signature().Variadic() {
		ps := fn.Signature().Params()
		w.variadic, w.variadicAt = ps.At(ps.Len()-1), index-1
	}
	w.walkFunc(decl.Body)
	conditional := w.returnsOtherValues(decl.Body)

	s := &flow.Summary{Parallel: w.parallelParams, Calls: w.paramCalls}
	slices.Sort(s.Parallel)
	s.Parallel = slices.Compact(s.Parallel)
	type key struct {
		root     flow.Root
		op       flow.Op
		path     string
		parallel bool
		once     bool
		locked   bool
		keyParam int
		restores bool
		scoped   bool
		keyElems bool
		mapKeys  bool
		valParam int
		unsets   bool
		envValue string
		valKnown bool
		looksUp  bool
	}
	seen := make(map[key]bool)
	// Guarded accesses are rare: they are told apart in a map of their own, which keeps the
	// common key small.
	type guardedKey struct {
		key
		guards string
	}
	seenGuarded := make(map[guardedKey]bool)
	for _, raw := range w.out {
		if raw.op == flow.Return && conditional {
			continue // the caller gets the shared value on some paths only: not an alias of it
		}
		root := raw.root.key
		if raw.root.v != nil {
			root = flow.Root{PkgPath: raw.root.v.Pkg().Path(), Name: raw.root.v.Name()}
		}
		paramOf := func(x ast.Expr) int {
			if id, ok := ast.Unparen(x).(*ast.Ident); ok && x != nil {
				if v, ok := e.pass.TypesInfo.Uses[id].(*types.Var); ok {
					if i, ok := allParams[v]; ok {
						return i + 1
					}
				}
			}
			return 0
		}
		keyParam := paramOf(raw.key)
		valueParam := 0
		if raw.op.IsWrite() {
			// The value a write stores, or the argument a setter it calls stores.
			if valueParam = paramOf(raw.value); valueParam == 0 {
				valueParam = paramOf(raw.arg)
			}
		}
		if raw.keyElems && keyParam == 0 {
			continue
		}
		if root.Env && root.Name == "" && keyParam == 0 {
			if raw.op != flow.Read || !e.readsStructTags() {
				continue // an environment variable whose name the callers cannot tell either
			}
			root.Name = EnvTagged // a name computed by a package that reads struct tags
		}
		k := key{root, raw.op, raw.path, raw.inParallelTest, raw.once, raw.locked, keyParam, raw.restores, raw.scoped, raw.keyElems, raw.keyMapKeys, valueParam, raw.unsets, raw.envValue, raw.envValueKnown, raw.looksUp}
		if raw.guards == nil {
			if seen[k] {
				continue
			}
			seen[k] = true
		} else {
			gk := guardedKey{k, guardsKey(*raw.guards)}
			if seenGuarded[gk] {
				continue
			}
			seenGuarded[gk] = true
		}
		if len(s.Accesses) == maxSummaryAccesses {
			break
		}
		s.Accesses = append(s.Accesses, flow.SummaryAccess{
			Root: root, Op: raw.op, Path: raw.path, Site: raw.site, Via: raw.via,
			Locked: raw.locked, InParallelTest: raw.inParallelTest, Once: raw.once, KeyParam: keyParam,
			Restores: raw.restores, Scoped: raw.scoped, KeyElems: raw.keyElems, KeyMapKeys: raw.keyMapKeys, ValueParam: valueParam, Unsets: raw.unsets, Guards: raw.guardList(),
			EnvValue: raw.envValue, EnvValueKnown: raw.envValueKnown, LooksUp: raw.looksUp,
		})
	}
	if len(s.Parallel) == 0 && len(s.Calls) == 0 && len(s.Accesses) == 0 {
		return nil
	}
	return s
}

// Bounds that keep facts small on large dependencies.
const (
	maxSummaryAccesses = 64
	maxVia             = 4
)

// fileOf returns the file of the package that contains pos.
func (e *engine) fileOf(pos token.Pos) *ast.File { return gocode.FileAt(e.pass, pos) }

// outsideModule reports whether pkg belongs to another module than the package being
// analysed; see OutsideModule.
func (e *engine) outsideModule(pkg *types.Package) bool { return OutsideModule(e.pass, pkg) }

// OutsideModule reports whether pkg belongs to another module than the package of pass
// (the standard library included): code whose author is not the test's. Without module
// information (GOPATH mode), a package is in another module when its path starts with a
// domain name other than the analysed package's, or is in the standard library.
func OutsideModule(pass *analysis.Pass, pkg *types.Package) bool {
	if pkg == nil || pkg == pass.Pkg {
		return false
	}
	path := pkg.Path()
	if gocode.IsStd(path) {
		return true
	}
	if m := pass.Module; m != nil && m.Path != "" {
		return path != m.Path && !strings.HasPrefix(path, m.Path+"/")
	}
	first := func(p string) string {
		if i := strings.Index(p, "/"); i >= 0 {
			return p[:i]
		}
		return p
	}
	return strings.Contains(first(path), ".") && first(path) != first(pass.Pkg.Path())
}
