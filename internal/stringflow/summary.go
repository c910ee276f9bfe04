package stringflow

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/groupjoin"
)

// A summary says what a function does with group IDs: which sinks its code (or code it
// calls) feeds, from constants or from its parameters, what group ID it returns, and
// whether it creates a broker of its own.
type funcSummary struct {
	sinks   []summarySinkUse
	returns *stringValue // nil: not a template of constants and parameters
	graph   *gokaGraph   // the goka group graph it returns, if any
	broker  bool
	// fields are the string fields of the struct it returns, by field path
	// (resultfields.go).
	fields map[string]*stringValue
	// recvWrites are the field paths of its receiver that a method writes (receiver.go).
	recvWrites []string
	// paramWrites are the field paths that it writes through each pointer parameter, by
	// index (paramwrites.go).
	paramWrites map[int][]string
	// joinsModelled marks a function that calls one joining a group from a field of a
	// modelled configuration (readsModelledField): the package uses a sink.
	joinsModelled bool
	// returnsRecv marks a method that returns its receiver (a builder's).
	returnsRecv bool
	// isOption marks a function that returns a functional option, and option lists the
	// fields the option sets (options.go).
	isOption bool
	option   []optionWrite
	// concrete is the type of the value behind the interface it returns (concrete.go).
	concrete *concreteType
}

func (s *funcSummary) empty() bool {
	return len(s.sinks) == 0 && s.returns == nil && s.graph == nil && !s.broker && len(s.fields) == 0 && len(s.recvWrites) == 0 && len(s.paramWrites) == 0 && !s.joinsModelled && !s.isOption && !s.returnsRecv && s.concrete == nil
}

// A sinkUse is a group ID template reaching a sink.
type summarySinkUse struct {
	val  *stringValue
	sink string         // "kgo.ConsumerGroup"
	site token.Position // where the sink is
	// sitePos is site in this package's files; NoPos for sinks in other packages.
	sitePos token.Pos
	// holder is the package-level variable whose initializer holds the sink, if any.
	holder *types.Var
	via    []string // helpers from the summarized function down to the sink
	// once reports that the sink runs in a function that sync.Once (or OnceFunc, OnceValue,
	// OnceValues) runs: one join per test binary, whichever test arrives first.
	once bool
	// spawned reports that the sink runs in parallel subtests that a callee starts, several
	// at once: a constructor that a shared suite runs per case (spawned.go).
	spawned bool

	// viaResult is the consumer's type ("pkg.Type") when the sink joins only through the
	// consumer the function returns (its first result): each caller decides by what it does
	// with the result (internal/groupjoin/consumeruse.go). "" when the sink joins in the function itself.
	viaResult string

	// target is where the constant is written, in this package, when val depends on no
	// parameter: the expression a fix replaces. Nil for summaries read from facts.
	target *summaryTarget
}

// A target is a constant group ID expression that a fix can replace.
type summaryTarget struct {
	fn     ast.Node // *ast.FuncDecl or *ast.FuncLit holding expr
	decl   *ast.FuncDecl
	expr   ast.Expr
	prefix string // literal text kept before the new ID ("group.id=")
	noFix  string // why expr cannot be fixed; "" when it can
}

const maxSinks = 16

// funcFact is the exported form of a summary, for helpers in other packages.
type funcFact struct {
	Sinks   []factSink
	Returns []valuePart // nil: none
	Broker  bool
	// Graph is the group of the goka graph the function returns, when GraphSet.
	Graph        []valuePart
	GraphSet     bool
	GraphPersist bool
	// Fields are the string fields of the struct the function returns.
	Fields []factField
	// RecvWrites are the field paths of the receiver that a method writes.
	RecvWrites []string
	// ParamWrites are the field paths that it writes through its pointer parameters.
	ParamWrites []factParamWrites `json:",omitempty"`
	ReturnsRecv bool
	// Option lists the fields that the functional option the function returns sets, when
	// IsOption; a field without Known is set to a value that is not a template.
	IsOption bool
	Option   []factField
	// Concrete names the type, declared in the function's package, of the value behind
	// the interface it returns; ConcretePtr when the value is a pointer to it.
	Concrete    string `json:",omitempty"`
	ConcretePtr bool   `json:",omitempty"`
}

type factParamWrites struct {
	Param int
	Paths []string
}

type factField struct {
	Path  string
	Parts []valuePart
	Known bool
}

type factSink struct {
	Parts    []valuePart
	Sink     string
	Site     token.Position
	Via      []string
	DeclName string
	Once     bool
	Spawned  bool
	// ViaResult is sinkUse.viaResult.
	ViaResult string `json:",omitempty"`
}

func (*funcFact) AFact() {}

func (f *funcFact) String() string {
	var b []string
	for _, s := range f.Sinks {
		once := ""
		if s.Once {
			once = " once"
		}
		if s.Spawned {
			once += " spawned"
		}
		if s.ViaResult != "" {
			once += " via-result"
		}
		b = append(b, fmt.Sprintf("sink(%s=%s%s)", s.Sink, partsString(s.Parts), once))
	}
	if f.Returns != nil {
		b = append(b, "returns("+partsString(f.Returns)+")")
	}
	if f.GraphSet {
		b = append(b, "graph("+partsString(f.Graph)+")")
	}
	if f.Broker {
		b = append(b, "broker")
	}
	for _, fl := range f.Fields {
		b = append(b, "field("+fl.Path+"="+partsString(fl.Parts)+")")
	}
	if len(f.RecvWrites) > 0 {
		b = append(b, "writes(recv."+strings.Join(f.RecvWrites, ",recv.")+")")
	}
	for _, pw := range f.ParamWrites {
		var ws []string
		for _, p := range pw.Paths {
			ws = append(ws, gocode.JoinPath(fmt.Sprintf("param%d", pw.Param), p))
		}
		b = append(b, "writes("+strings.Join(ws, ",")+")")
	}
	if f.ReturnsRecv {
		b = append(b, "returns(recv)")
	}
	if f.Concrete != "" {
		star := ""
		if f.ConcretePtr {
			star = "*"
		}
		b = append(b, "concrete("+star+f.Concrete+")")
	}
	if f.IsOption {
		var sets []string
		for _, o := range f.Option {
			val := "?"
			if o.Known {
				val = partsString(o.Parts)
			}
			sets = append(sets, o.Path+"="+val)
		}
		b = append(b, "option("+strings.Join(sets, ",")+")")
	}
	return strings.Join(b, " ")
}

func partsString(ps []valuePart) string {
	var b []string
	for _, p := range ps {
		var s string
		switch {
		case p.isLit():
			s = fmt.Sprintf("%q", p.Lit)
		case p.Param == receiverParam:
			s = "recv"
		case p.Opts:
			s = fmt.Sprintf("opts%d", p.Param)
		default:
			s = fmt.Sprintf("param%d", p.Param)
		}
		if p.Path != "" {
			s += "." + p.Path
		}
		switch {
		case p.NoDefault:
			s += "|?"
		case p.Opts:
			s += fmt.Sprintf("|%q", p.Lit)
		}
		b = append(b, s)
	}
	return strings.Join(b, "+")
}

// varFact is exported for a package-level string variable initialized from constants and
// never written in its package.
type varFact struct{ Value string }

func (*varFact) AFact() {}

func (f *varFact) String() string { return fmt.Sprintf("const(%q)", f.Value) }

// pkgFact marks a package that uses a group-ID sink or creates a broker, itself or through
// the packages it imports, so that importers that touch no Kafka package return early.
type pkgFact struct{}

func (*pkgFact) AFact() {}

func (*pkgFact) String() string { return "kafka" }

// summaryOf returns the summary of fn: computed for this package's functions, imported as
// a fact for others. Nil when there is nothing to say.
func (a *StringFlow) summaryOf(fn *types.Func) *funcSummary {
	if fn == nil {
		return nil
	}
	fn = fn.Origin()
	if s, ok := a.summaries[fn]; ok {
		return s
	}
	a.summaries[fn] = nil // recursion
	var s *funcSummary
	if fn.Pkg() == a.Pass.Pkg {
		if decl := a.Res.FuncDecl(fn); decl != nil {
			a.summarizing[fn] = true
			s = a.summarize(decl)
			delete(a.summarizing, fn)
		}
	} else {
		var f funcFact
		if a.Pass.ImportObjectFact(fn, &f) {
			s = &funcSummary{broker: f.Broker, recvWrites: f.RecvWrites, isOption: f.IsOption, returnsRecv: f.ReturnsRecv}
			for _, pw := range f.ParamWrites {
				if s.paramWrites == nil {
					s.paramWrites = make(map[int][]string)
				}
				s.paramWrites[pw.Param] = pw.Paths
			}
			for _, fl := range f.Fields {
				if s.fields == nil {
					s.fields = make(map[string]*stringValue)
				}
				s.fields[fl.Path] = &stringValue{parts: fl.Parts}
			}
			for _, o := range f.Option {
				w := optionWrite{path: o.Path}
				if o.Known {
					w.val = &stringValue{parts: o.Parts}
				}
				s.option = append(s.option, w)
			}
			if f.Returns != nil {
				s.returns = &stringValue{parts: f.Returns}
			}
			if tn, ok := fn.Pkg().Scope().Lookup(f.Concrete).(*types.TypeName); ok && f.Concrete != "" {
				s.concrete = &concreteType{name: tn, ptr: f.ConcretePtr}
			}
			if f.GraphSet {
				s.graph = &gokaGraph{val: &stringValue{parts: f.Graph}, persist: f.GraphPersist,
					target: &summaryTarget{noFix: "the graph is defined in package " + fn.Pkg().Name()}}
			}
			for _, fs := range f.Sinks {
				s.sinks = append(s.sinks, summarySinkUse{
					val:  &stringValue{parts: fs.Parts, name: fs.DeclName},
					sink: fs.Sink, site: fs.Site, via: fs.Via, once: fs.Once, spawned: fs.Spawned, viaResult: fs.ViaResult,
					target: &summaryTarget{noFix: "the constant is written in package " + fn.Pkg().Name()},
				})
			}
		}
	}
	a.summaries[fn] = s
	return s
}

// summarize computes the summary of a function declared in this package.
func (a *StringFlow) summarize(decl *ast.FuncDecl) *funcSummary {
	ev := a.evaluatorFor(decl)
	s := &funcSummary{}
	outer := a.joinedModelled
	a.joinedModelled = false
	defer func() { a.joinedModelled = outer }()
	a.walk(decl, decl.Body, nil, ev, func(u summarySinkUse, _ ast.Node) {
		if c, ok := u.val.constant(); ok && c == "" {
			return // an unset field: no group
		}
		if len(s.sinks) < maxSinks {
			s.sinks = append(s.sinks, u)
		}
	}, func() { s.broker = true })
	s.joinsModelled = a.joinedModelled
	s.returns = a.returnValue(decl, ev)
	s.graph = a.returnGraph(decl, ev)
	s.fields = a.resultFields(decl, ev)
	s.recvWrites = a.receiverWrites(decl, ev.sig)
	s.paramWrites = a.paramWrites(decl, ev.sig)
	s.returnsRecv = a.returnsReceiver(decl, ev.sig)
	if s.returnsRecv {
		for path, v := range s.fields {
			if len(v.parts) == 1 && v.parts[0] == (valuePart{Param: receiverParam, Path: path}) {
				delete(s.fields, path) // the receiver's own field: implied
			}
		}
	}
	s.option, s.isOption = a.optionOf(decl, ev)
	s.concrete = a.concreteResult(decl, ev)
	if s.empty() {
		return nil
	}
	return s
}

// returnValue is the template every return statement of decl agrees on, for a function
// with a single string result.
func (a *StringFlow) returnValue(decl *ast.FuncDecl, ev *valueEvaluator) *stringValue {
	if ev.sig == nil || ev.sig.Results().Len() != 1 || !groupjoin.IsString(ev.sig.Results().At(0).Type()) {
		return nil
	}
	results, ok := singleResults(decl.Body)
	if !ok {
		return nil
	}
	var ret *stringValue
	for _, res := range results {
		v := ev.eval(res)
		if v == nil || (ret != nil && partsString(v.parts) != partsString(ret.parts)) {
			return nil
		}
		ret = v
	}
	return ret
}

// singleResults returns the result of every return statement of body, outside the function
// literals in it; false when one of them does not return exactly one value.
func singleResults(body *ast.BlockStmt) ([]ast.Expr, bool) {
	var results []ast.Expr
	ok := true
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				ok = false
			} else {
				results = append(results, n.Results[0])
			}
		}
		return ok
	})
	return results, ok
}

// walk visits body (the body of fn, a declaration or a function literal inside decl) and
// reports each group ID template that reaches a sink: directly, or through a call of a
// function with a summary. Function literals that skip reports are not entered (they are
// regions of their own). onUse receives the use and the node in body it is attributed to.
func (a *StringFlow) walk(fn ast.Node, body *ast.BlockStmt, skip func(*ast.FuncLit) bool, ev *valueEvaluator, onUse func(summarySinkUse, ast.Node), onBroker func()) {
	info := a.Pass.TypesInfo
	decl := ev.fn
	once := onceBodies(info, body)
	var spawnedLits []*ast.FuncLit // function literals that a callee runs in several parallel subtests at once
	// scope is where a fix declares the unique ID for a constant written at pos: the
	// spawned literal around it, which runs once per subtest, or fn.
	scope := func(pos token.Pos) (ast.Node, bool) {
		if lit := innermostLit(spawnedLits, pos); lit != nil {
			return lit, true
		}
		return fn, false
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && skip != nil && skip(lit) {
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok {
			joins, at, lits := a.spawnedJoins(fn, call)
			spawnedLits = append(spawnedLits, lits...)
			for i, u := range joins {
				onUse(u, at[i])
			}
		}
		hits := a.Sinks.Hits(info, n)
		viaResult := ""
		if len(hits) > 0 {
			a.ReachedLazy = false
			if a.Unconsumed(n) || a.NoBroker(n) {
				hits = nil // a configuration that no consumer gets: compared, printed, validated, or without brokers
			} else {
				viaResult = a.JoinsThroughResult(n)
			}
		}
		for _, h := range hits {
			v := ev.hitValue(h)
			if v == nil {
				continue
			}
			in, spawned := scope(h.Pos)
			u := summarySinkUse{val: v, sink: h.Sink, site: a.Pass.Fset.Position(h.Pos), sitePos: h.Pos, once: once.contains(h.Pos), spawned: spawned, viaResult: viaResult}
			if _, ok := v.constant(); ok {
				u.target = a.hitTarget(h, v, in, decl)
			}
			onUse(u, h.Expr)
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if groupjoin.IsBroker(info, call) || a.fakeBuilder(call) {
			onBroker()
			return true
		}
		if g := a.processorJoin(ev, call); g != nil && g.val != nil {
			u := summarySinkUse{val: g.val, sink: "goka.NewProcessor", site: a.Pass.Fset.Position(call.Pos()), sitePos: call.Pos(), once: once.contains(call.Pos())}
			if _, ok := g.val.constant(); ok {
				u.target = g.target
				if g.persist {
					u.target = &summaryTarget{noFix: "goka names the group's table topic after it (<group>-table), which the test may read; rename the group and its table together"}
				}
			}
			onUse(u, call.Args[1])
		}
		if a.Sinks.IsConfig(info.TypeOf(call)) && a.Unconsumed(call) {
			return true // a configuration built to be compared, printed or validated only
		}
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodExpr {
				return true // T.m(recv, args...): arguments are shifted by the receiver
			}
		}
		sum, sig, calleeName := a.calleeSummary(call)
		if sum == nil {
			return true
		}
		if sum.broker {
			onBroker()
		}
		for _, s := range sum.sinks {
			if a.readsModelledField(s.val, sig) {
				a.joinedModelled = true
				continue // the same join, reported where the configuration's field is written
			}
			viaResult := ""
			if s.viaResult != "" {
				joins, returned := a.ResultJoins(call, s.viaResult)
				if !joins && !returned {
					continue // the consumer it returns never joins here
				}
				if !joins {
					viaResult = s.viaResult // returned again: this function's callers decide
				}
			}
			v := substitute(s.val, call, sig, ev)
			if v == nil {
				continue
			}
			if !v.decl.IsValid() && s.val.decl.IsValid() {
				v.decl, v.name = s.val.decl, s.val.name
			}
			in, spawned := scope(call.Pos())
			u := summarySinkUse{val: v, sink: s.sink, site: s.site, sitePos: s.sitePos, via: append([]string{calleeName}, s.via...),
				once: s.once || once.contains(call.Pos()), spawned: s.spawned || spawned, viaResult: viaResult}
			if _, ok := v.constant(); ok {
				if s.val.throughFields() {
					// The constant went into a field of an argument (a configuration, an
					// option, a constructor's result): replace it where it is written.
					u.target = a.originTarget(v.origin, in, decl)
				} else if ps := s.val.params(); len(ps) > 0 {
					// The constant is an argument of this call: replace it here.
					arg := argFor(call, sig, ps[0])
					if av := ev.eval(arg); av != nil {
						if _, ok := av.constant(); ok {
							u.target = &summaryTarget{fn: in, decl: decl, expr: arg}
						}
					}
					if u.target == nil {
						u.target = &summaryTarget{noFix: "the constant is built from several arguments"}
					}
				} else {
					u.target = s.target
				}
			}
			onUse(u, call)
		}
		return true
	})
}

func sortedKeys(m map[string]*stringValue) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func calleeKey(fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		if named := groupjoin.NamedOf(recv.Type()); named != nil {
			name = named.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

func isLiteral(e ast.Expr) bool {
	_, ok := ast.Unparen(e).(*ast.BasicLit)
	return ok
}

// exportFacts exports the summaries of the package's functions and the values of its
// constant package-level variables.
func (a *StringFlow) exportFacts() bool {
	exported := false
	for _, obj := range a.Res.Funcs() {
		if decl := a.Res.FuncDecl(obj); strings.HasSuffix(a.Pass.Fset.File(decl.Pos()).Name(), "_test.go") {
			continue // nothing outside the test binary calls functions of _test.go files
		}
		s := a.summaryOf(obj)
		if s == nil {
			continue
		}
		f := &funcFact{Broker: s.broker}
		if s.returns != nil {
			f.Returns = s.returns.parts
		}
		if s.graph != nil && s.graph.val != nil {
			f.Graph, f.GraphSet, f.GraphPersist = s.graph.val.parts, true, s.graph.persist
		}
		for _, u := range s.sinks {
			f.Sinks = append(f.Sinks, factSink{Parts: u.val.parts, Sink: u.sink, Site: u.site, Via: u.via, DeclName: u.val.name, Once: u.once, Spawned: u.spawned, ViaResult: u.viaResult})
		}
		for _, path := range sortedKeys(s.fields) {
			f.Fields = append(f.Fields, factField{Path: path, Parts: s.fields[path].parts, Known: true})
		}
		f.RecvWrites, f.IsOption, f.ReturnsRecv = s.recvWrites, s.isOption, s.returnsRecv
		if s.concrete != nil {
			f.Concrete, f.ConcretePtr = s.concrete.name.Name(), s.concrete.ptr
		}
		for _, i := range slices.Sorted(maps.Keys(s.paramWrites)) {
			f.ParamWrites = append(f.ParamWrites, factParamWrites{Param: i, Paths: s.paramWrites[i]})
		}
		f.Option = optionFields(s.option)
		if len(f.Sinks) > 0 || f.Broker || s.joinsModelled {
			exported = true
		}
		if reflect.ValueOf(*f).IsZero() {
			continue // it only calls a join that the caller's configuration field reports
		}
		a.Pass.ExportObjectFact(obj, f)
	}
	return exported
}

func (a *StringFlow) exportVarFacts() {
	scope := a.Pass.Pkg.Scope()
	for _, name := range scope.Names() {
		v, ok := scope.Lookup(name).(*types.Var)
		if !ok || !groupjoin.IsString(v.Type()) || strings.HasSuffix(a.Pass.Fset.File(v.Pos()).Name(), "_test.go") {
			continue
		}
		if s, ok := a.varValue(v).constant(); ok {
			a.Pass.ExportObjectFact(v, &varFact{Value: s})
		}
	}
}
