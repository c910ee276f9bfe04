package groupjoin

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// A consumer configuration is a sink only when it reaches a consumer. A unit test of code
// that builds configurations compares them with expected values, and a test of a
// configuration's validation only calls its methods; neither ever reaches a broker:
//
//	want := kafka.ReaderConfig{GroupID: "orders"}
//	if !reflect.DeepEqual(got, want) { ... }
//
//	cfg := kafka.ReaderConfig{Brokers: brokers, GroupID: "orders"}
//	if err := cfg.Validate(); err != nil { ... }
//
// unconsumed follows the uses of such a value in its function (through copies into local
// variables, parentheses, & and *, and field reads) and reports whether none of them can
// hand it to a consumer: every use is an operand of == or !=, an argument of an equality,
// print or log function (reflect.DeepEqual, go-cmp, testify's Equal..., t.Errorf,
// fmt.Sprintf...), a call of one of its methods that returns only basic values or errors
// (Validate, SetKey), a write to one of its fields or keys, or an assignment to _.
// Anything else counts as reaching a consumer: an argument of any other function (a
// consumer constructor, a helper), a return, a store into a field, a package-level
// variable, a slice or another composite literal, a channel send, a closure's capture by
// a goroutine it is passed to, or a parameter or result variable. A constructor whose
// consumer joins only when one of its methods is called (knowledge.LazyJoinFuncs) is followed one
// step further: the configuration counts only when that consumer can join (consumeruse.go).

// Unconsumed reports whether the group ID sinks of node n (a sink of sinks.hits or a
// call whose summary has sinks) belong to a configuration value that never reaches a
// consumer, or to a consumer that never joins its group (consumeruse.go).
func (a *Judge) Unconsumed(n ast.Node) bool {
	info := a.Pass.TypesInfo
	switch n := n.(type) {
	case *ast.CompositeLit:
		return a.Sinks.IsConfig(info.TypeOf(n)) && !a.consumed(n, 0)
	case *ast.CallExpr:
		if a.lazyJoin(n) {
			return !a.consumerJoins(n) // sarama.NewConsumerGroup(addrs, "orders", cfg)
		}
		if a.Sinks.IsConfig(info.TypeOf(n)) {
			// A helper returning a configuration, or a method setting one of its keys.
			return !a.consumed(n, 0)
		}
		if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodVal && a.Sinks.IsConfig(s.Recv()) {
				return a.localUnconsumed(sel.X) // m.SetKey("group.id", ...)
			}
		}
	case *ast.AssignStmt:
		if len(n.Lhs) == 0 {
			return false
		}
		for _, lhs := range n.Lhs {
			var root ast.Expr
			switch lhs := ast.Unparen(lhs).(type) {
			case *ast.SelectorExpr: // cfg.GroupID = ...
				root = lhs.X
			case *ast.IndexExpr: // m["group.id"] = ...
				root = lhs.X
			}
			if root == nil || !a.Sinks.IsConfig(info.TypeOf(root)) || !a.localUnconsumed(root) {
				return false
			}
		}
		return true
	}
	return false
}

// localUnconsumed reports whether e names a local configuration variable that never
// reaches a consumer.
func (a *Judge) localUnconsumed(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := a.Pass.TypesInfo.Uses[id].(*types.Var)
	return ok && !a.varConsumed(v, 0)
}

const MaxUseDepth = 16

// varConsumed reports whether the value of local variable v can reach a consumer.
func (a *Judge) varConsumed(v *types.Var, depth int) bool {
	if v == nil || gocode.IsPackageLevel(v) || v.IsField() || v.Pkg() != a.Pass.Pkg || depth > MaxUseDepth {
		return true
	}
	key := a.consumedKey(v)
	if c, ok := a.varConsumedCache[key]; ok {
		return c
	}
	a.varConsumedCache[key] = false // a cycle of copies adds no consumer
	consumed := func() bool {
		if !a.assignedLocal(v) {
			return true // a parameter, a result, a range variable
		}
		for _, id := range a.UsesOf()[v] {
			if a.consumed(id, depth+1) {
				return true
			}
		}
		return false
	}()
	a.varConsumedCache[key] = consumed
	return consumed
}

// An consumedKey is a variable in the context that its uses are judged in: whether it
// reaches a consumer depends on the calls through which the value entered its function.
type consumedKey struct {
	v             *types.Var
	sites         string
	throughResult bool
}

func (a *Judge) consumedKey(v *types.Var) consumedKey {
	var b strings.Builder
	for _, s := range a.sites {
		fmt.Fprintf(&b, "%d,", s.Lparen)
	}
	return consumedKey{v, b.String(), a.throughResult}
}

// maxParamDepth bounds how many calls deep a configuration is followed into the
// package's functions through their parameters.
const maxParamDepth = 3

// argConsumed reports whether the configuration value e, argument of call, a call of fn
// declared in this package, can reach a consumer in fn. The parameter's uses in fn are
// judged with call as the site through which the value entered: a consumer that fn builds
// from it and returns is judged by what call's caller does with it (consumeruse.go).
func (a *Judge) argConsumed(call *ast.CallExpr, e ast.Expr, fn *types.Func, depth int) bool {
	decl := a.Res.FuncDecl(fn)
	sig := fn.Signature()
	if decl == nil || len(a.sites) >= maxParamDepth || sig.TypeParams().Len() > 0 {
		return true
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s := a.Pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.MethodExpr {
			return true // T.m(recv, args...): arguments are shifted by the receiver
		}
	}
	i := slices.Index(call.Args, e)
	if i < 0 || i >= sig.Params().Len() || (sig.Variadic() && i >= sig.Params().Len()-1) {
		return true
	}
	param := sig.Params().At(i)
	if param.Name() == "" || param.Name() == "_" {
		return false // unnamed: the function cannot use it
	}
	for _, s := range a.sites {
		if s == call {
			return true // recursion
		}
	}
	a.sites = append(a.sites, call)
	defer func() { a.sites = a.sites[:len(a.sites)-1] }()
	key := a.consumedKey(param)
	if c, ok := a.varConsumedCache[key]; ok {
		return c
	}
	a.varConsumedCache[key] = true // a recursive use: assume the worst
	consumed := false
	for _, id := range a.UsesOf()[param] {
		if a.consumed(id, depth+1) {
			consumed = true
			break
		}
	}
	a.varConsumedCache[key] = consumed
	return consumed
}

// consumed reports whether the configuration value of expression e can reach a consumer.
func (a *Judge) consumed(e ast.Expr, depth int) bool {
	if depth > MaxUseDepth {
		return true
	}
	info := a.Pass.TypesInfo
	switch p := a.Parents()[e].(type) {
	case *ast.ParenExpr, *ast.StarExpr:
		return a.consumed(p.(ast.Expr), depth+1)
	case *ast.UnaryExpr:
		return p.Op != token.AND || a.consumed(p, depth+1)
	case *ast.SelectorExpr:
		if p.X != e {
			return true
		}
		s := info.Selections[p]
		if s == nil {
			return true
		}
		switch s.Kind() {
		case types.FieldVal:
			if a.IsAssigned(p) {
				return false // cfg.GroupID = ...: a write, not a use of the value
			}
			return a.consumed(p, depth+1) // the field's value goes on
		case types.MethodVal:
			call, ok := a.Parents()[p].(*ast.CallExpr)
			if !ok || call.Fun != p {
				return true // a method value
			}
			return a.resultConsumed(call, s.Obj(), depth)
		}
		return true
	case *ast.IndexExpr:
		if p.X != e {
			return true
		}
		if a.IsAssigned(p) {
			return false // m["group.id"] = ...
		}
		return a.consumed(p, depth+1)
	case *ast.CallExpr:
		if p.Fun == e {
			return true
		}
		if tv, ok := info.Types[p.Fun]; ok && tv.IsType() {
			return a.consumed(p, depth+1) // a conversion
		}
		callee := typeutil.Callee(info, p)
		if b, ok := callee.(*types.Builtin); ok {
			switch b.Name() {
			case "len", "cap", "print", "println", "delete", "clear":
				return false // delete(*m, "session.timeout.ms"): a write of its keys
			}
			return true
		}
		if fn, ok := callee.(*types.Func); ok && knowledge.LazyJoinFuncs[FuncKey(fn)] {
			return a.consumerJoins(p) // it reaches a consumer: one that may never join (consumeruse.go)
		}
		if isInertFunc(callee) {
			return false
		}
		if fn, ok := callee.(*types.Func); ok && fn.Pkg() == a.Pass.Pkg {
			return a.argConsumed(p, e, fn, depth) // a helper of the package: what does it do with it?
		}
		return true
	case *ast.BinaryExpr:
		return p.Op != token.EQL && p.Op != token.NEQ
	case *ast.ExprStmt:
		return false // the value is discarded
	case *ast.AssignStmt:
		for _, lhs := range p.Lhs {
			if lhs == e {
				return false // overwritten
			}
		}
		if len(p.Lhs) == 2 && len(p.Rhs) == 1 && p.Rhs[0] == e && isCommaOk(e) {
			return a.lhsConsumed(p.Lhs[0], depth) // v, ok := m[k]: ok is a bool
		}
		if len(p.Lhs) != len(p.Rhs) {
			return true
		}
		for i, rhs := range p.Rhs {
			if rhs == e {
				return a.lhsConsumed(p.Lhs[i], depth)
			}
		}
		return true
	case *ast.ValueSpec:
		if len(p.Names) != len(p.Values) {
			return true
		}
		for i, val := range p.Values {
			if val == e {
				return a.lhsConsumed(p.Names[i], depth)
			}
		}
		return true
	}
	return true
}

// isCommaOk reports whether e is an index or a type assertion, which a two-value
// assignment splits into the value and a bool.
func isCommaOk(e ast.Expr) bool {
	switch ast.Unparen(e).(type) {
	case *ast.IndexExpr, *ast.TypeAssertExpr:
		return true
	}
	return false
}

// lhsConsumed reports whether a value assigned to lhs can reach a consumer.
func (a *Judge) lhsConsumed(lhs ast.Expr, depth int) bool {
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok {
		return true // stored in a field, an element or through a pointer
	}
	if id.Name == "_" {
		return false
	}
	obj := a.Pass.TypesInfo.Defs[id]
	if obj == nil {
		obj = a.Pass.TypesInfo.Uses[id]
	}
	v, _ := obj.(*types.Var)
	return a.varConsumed(v, depth+1)
}

// resultConsumed reports whether a call of method m of a configuration can pass it to a
// consumer: a method returning only basic values and errors (Validate, SetKey), or one
// element of the configuration (configElementMethods), does not; one returning a
// configuration (ConfigMap.Clone) passes it on to that result.
func (a *Judge) resultConsumed(call *ast.CallExpr, m types.Object, depth int) bool {
	fn, ok := m.(*types.Func)
	if !ok {
		return true
	}
	if knowledge.ConfigElementMethods[FuncKey(fn)] {
		return false // m.Get("group.id", nil): one value, not the configuration
	}
	res := fn.Signature().Results()
	basic := true
	for i := range res.Len() {
		t := res.At(i).Type()
		if _, ok := t.Underlying().(*types.Basic); ok || types.Identical(t, types.Universe.Lookup("error").Type()) {
			continue
		}
		basic = false
	}
	if basic {
		return false
	}
	if res.Len() == 1 && a.Sinks.IsConfig(res.At(0).Type()) {
		return a.consumed(call, depth+1)
	}
	return true
}

// IsAssigned reports whether e is the left-hand side of an assignment or an operand of ++
// or --.
func (a *Judge) IsAssigned(e ast.Expr) bool {
	switch p := a.Parents()[e].(type) {
	case *ast.AssignStmt:
		for _, lhs := range p.Lhs {
			if lhs == e {
				return true
			}
		}
	case *ast.IncDecStmt:
		return true
	case *ast.ParenExpr:
		return a.IsAssigned(p)
	}
	return false
}

// defIdent returns the identifier that declares v in this package's files.
// assignedLocal reports whether v is defined by an assignment or a var declaration (not a
// parameter, a result or a range variable), so that its uses are all its function has.
func (a *Judge) assignedLocal(v *types.Var) bool {
	def := a.DefIdent(v)
	if def == nil {
		return false
	}
	switch a.Parents()[def].(type) {
	case *ast.AssignStmt, *ast.ValueSpec:
		return true
	}
	return false
}

func (a *Judge) DefIdent(v *types.Var) *ast.Ident {
	a.UsesOf() // builds the index
	return a.defIndex[v]
}

// UsesOf indexes, once per package, the identifiers that use each local variable.
func (a *Judge) UsesOf() map[*types.Var][]*ast.Ident {
	if a.useIndex != nil {
		return a.useIndex
	}
	a.useIndex = make(map[*types.Var][]*ast.Ident)
	a.defIndex = make(map[*types.Var]*ast.Ident)
	for id, obj := range a.Pass.TypesInfo.Uses {
		if v, ok := obj.(*types.Var); ok && !v.IsField() && !gocode.IsPackageLevel(v) {
			a.useIndex[v] = append(a.useIndex[v], id)
		}
	}
	for id, obj := range a.Pass.TypesInfo.Defs {
		if v, ok := obj.(*types.Var); ok && !v.IsField() && !gocode.IsPackageLevel(v) {
			a.defIndex[v] = id
		}
	}
	return a.useIndex
}

// Parents maps, once per package, each node of the package's files to its parent.
func (a *Judge) Parents() map[ast.Node]ast.Node {
	if a.parentIndex != nil {
		return a.parentIndex
	}
	a.parentIndex = make(map[ast.Node]ast.Node)
	for _, file := range a.Pass.Files {
		var stack []ast.Node
		ast.Inspect(file, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			if len(stack) > 0 {
				a.parentIndex[n] = stack[len(stack)-1]
			}
			stack = append(stack, n)
			return true
		})
	}
	return a.parentIndex
}

// isInertFunc reports whether obj is a function that only compares or prints its
// arguments.
func isInertFunc(obj types.Object) bool {
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	name := fn.Name()
	switch knowledge.NormalizePath(fn.Pkg().Path()) {
	case "testing":
		switch name {
		case "Error", "Errorf", "Fatal", "Fatalf", "Log", "Logf", "Skip", "Skipf":
			return true
		}
	case "fmt":
		return strings.HasPrefix(name, "Sprint") || strings.HasPrefix(name, "Print") || strings.HasPrefix(name, "Fprint") || name == "Errorf"
	case "reflect":
		return name == "DeepEqual"
	case "github.com/google/go-cmp/cmp":
		return name == "Diff" || name == "Equal"
	case "github.com/stretchr/testify/assert", "github.com/stretchr/testify/require":
		return strings.HasPrefix(name, "Equal") || strings.HasPrefix(name, "NotEqual") || name == "Exactly" || name == "ObjectsAreEqual"
	case "gotest.tools/assert":
		return name == "DeepEqual" || name == "Equal"
	}
	return false
}
