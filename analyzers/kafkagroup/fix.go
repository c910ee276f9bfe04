package kafkagroup

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/fixes"
	"github.com/fixturelint/fixturelint/internal/groupjoin"
	"github.com/fixturelint/fixturelint/internal/schedule"
	"github.com/fixturelint/fixturelint/internal/stringflow"
)

// The fix gives each test its own group: in the test (or subtest, or helper taking a
// *testing.T) where the constant is written, it declares once
//
//	groupID := "<constant>-" + strings.ReplaceAll(t.Name(), "/", "-") + "-" + rand.Text()[:8]
//
// (or ordersGroup + "-" + ... when the sink names a string constant, which stays in use)
// before the first statement that uses the constant, and replaces the constant with groupID
// at every sink of that function, so consumers that shared a group inside one test still
// do. Preconditions, each checked (otherwise the diagnostic says why there is no fix):
//   - the constant is written in this package, in a function that has a named
//     *testing.T, *testing.B, *testing.F or testing.TB in scope, not shadowed where the
//     declaration goes;
//   - replacing the expressions leaves no local variable or import unused;
//   - a named string type (goka.Group) can be spelled in the file, for the conversion;
//   - the test does not otherwise depend on the group's name: the constant (or variable)
//     at the sink, or a string literal holding the group's name, appears nowhere else in
//     the function (an assertion, a log line, a topic or table name built from it would
//     no longer match), and a goka graph that persists a table (<group>-table) is not
//     renamed.

// A fixScope is a function body where the unique ID is declared.
type fixScope struct {
	fn   ast.Node
	body *ast.BlockStmt
	t    *types.Var
}

type fixer struct {
	a       *analyzer
	uses    []*use
	regions map[ast.Node]*schedule.Region
	names   map[ast.Node]map[string]string // scope -> value -> declared name
	cache   map[string]*analysis.SuggestedFix
	why     map[string]string
}

func newFixer(a *analyzer, uses []*use) *fixer {
	f := &fixer{a: a, uses: uses, regions: make(map[ast.Node]*schedule.Region),
		names: make(map[ast.Node]map[string]string), cache: make(map[string]*analysis.SuggestedFix), why: make(map[string]string)}
	for _, r := range a.res.Regions {
		f.regions[r.Func] = r
	}
	return f
}

// scopeOf returns where the fix for target t declares the unique ID.
func (f *fixer) scopeOf(t *stringflow.FlowTarget) (*fixScope, string) {
	if t == nil {
		return nil, "the constant is not written in this package"
	}
	if t.NoFix != "" {
		return nil, t.NoFix
	}
	if r := f.regions[t.Fn]; r != nil {
		if r.T == nil && suiteMethod(r) {
			if fd, ok := r.Func.(*ast.FuncDecl); ok && fd.Recv != nil {
				return nil, "in a testify suite method: derive the group from the method's s.T().Name()"
			}
			return nil, "in a Ginkgo node: derive the group from the running spec's full text"
		}
		for r != nil && r.T == nil {
			r = r.Parent
		}
		if r == nil || r.T.Name() == "_" || r.T.Name() == "" {
			return nil, "no named *testing.T in scope"
		}
		return &fixScope{fn: r.Func, body: r.Body, t: r.T}, ""
	}
	switch fn := t.Fn.(type) {
	case *ast.FuncLit:
		// Code that a suite runs in its own subtests: the literal's *testing.T is the
		// subtest's.
		if p := fixes.THandleParam(f.a.pass.TypesInfo, fn); p != nil {
			return &fixScope{fn: fn, body: fn.Body, t: p}, ""
		}
	case *ast.FuncDecl:
		if p := fixes.THandleParam(f.a.pass.TypesInfo, fn); p != nil && fn.Body != nil {
			return &fixScope{fn: fn, body: fn.Body, t: p}, ""
		}
		return nil, "no *testing.T in scope in " + fn.Name.Name + "; pass the test's t to it and derive the group from t.Name()"
	}
	return nil, "no *testing.T in scope in the function literal that writes the constant"
}

// fixFor returns the fix of u's scope and constant, or why there is none.
func (f *fixer) fixFor(u *use) (*analysis.SuggestedFix, string) {
	scope, why := f.scopeOf(u.Target)
	if scope == nil {
		return nil, why
	}
	exprValue, ok := f.a.flow.TargetValue(u.Target)
	if !ok {
		return nil, "the group ID expression is not constant"
	}
	key := fmt.Sprintf("%d|%q", scope.fn.Pos(), exprValue)
	if fix, ok := f.cache[key]; ok || f.why[key] != "" {
		return fix, f.why[key]
	}
	fix, why := f.build(scope, exprValue)
	f.cache[key], f.why[key] = fix, why
	return fix, why
}

// build makes the fix declaring one unique ID for value in scope.
func (f *fixer) build(scope *fixScope, value string) (*analysis.SuggestedFix, string) {
	pass := f.a.pass
	info := pass.TypesInfo
	// Every target of this scope with this value.
	var targets []*stringflow.FlowTarget
	seen := make(map[ast.Expr]bool)
	perTest := false
	for _, u := range f.uses {
		s, _ := f.scopeOf(u.Target)
		if s == nil || s.fn != scope.fn {
			continue
		}
		if v, ok := f.a.flow.TargetValue(u.Target); ok && v == value {
			// A constructor that a shared suite runs per case is called again within one
			// case (a reconnect, a second subscriber that continues the first one's
			// offsets): its ID is the case's own, the same on every call.
			perTest = perTest || (u.Spawned && f.regions[scope.fn] == nil)
			if !seen[u.Target.Expr] {
				seen[u.Target.Expr] = true
				targets = append(targets, u.Target)
			}
		}
	}
	if len(targets) == 0 {
		return nil, "no sink to rewrite"
	}
	// The scope's admin and cleanup calls on the same group follow it.
	adminDecl := targets[0].Decl
	ast.Inspect(scope.body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && f.regions[lit] != nil {
			return false // a subtest has its own scope
		}
		if call, ok := n.(*ast.CallExpr); ok {
			for _, e := range groupjoin.GroupAdminExprs(info, call) {
				if v, ok := f.a.flow.ConstantIn(adminDecl, e); ok && v == value && !seen[e] {
					seen[e] = true
					targets = append(targets, &stringflow.FlowTarget{Fn: scope.fn, Decl: adminDecl, Expr: e})
				}
			}
		}
		return true
	})
	sort.Slice(targets, func(i, j int) bool { return targets[i].Expr.Pos() < targets[j].Expr.Pos() })
	file := fixes.FileOf(pass, scope.body.Pos())
	if file == nil {
		return nil, "the file is not in this package"
	}
	// Where the declaration goes: before the top-level statement holding the first target.
	var anchor ast.Stmt
	for _, st := range scope.body.List {
		if st.Pos() <= targets[0].Expr.Pos() && targets[0].Expr.End() <= st.End() {
			anchor = st
			break
		}
	}
	if anchor == nil {
		return nil, "the constant is not inside a statement of the test body"
	}
	at := anchor.Pos()
	inner := fixes.Scope(info, pass.Pkg, file, at)
	if inner == nil {
		return nil, "no scope information"
	}
	if _, obj := inner.LookupParent(scope.t.Name(), at); obj != scope.t {
		return nil, scope.t.Name() + " is shadowed where the group ID would be declared"
	}
	if why := f.otherUse(scope, targets, value); why != "" {
		return nil, why
	}
	base, baseObjs := f.namedConstant(targets, value, inner, at)
	replaced := make([]ast.Expr, len(targets))
	for i, t := range targets {
		replaced[i] = t.Expr
	}
	if why := fixes.LeftUnused(info, file, replaced, baseObjs, addedImports); why != "" {
		return nil, why
	}
	name := f.nameFor(scope, value, inner, at)
	imp := fixes.NewImportSet(pass, file, inner, at)
	strs := imp.Name("strings")
	suffix := ""
	switch {
	case perTest:
	case fixes.GoAtLeast(pass, file, 24):
		suffix = ` + "-" + ` + imp.Name("crypto/rand") + ".Text()[:8]"
	default:
		suffix = ` + "-" + ` + imp.Name("strconv") + ".FormatInt(" + imp.Name("time") + ".Now().UnixNano(), 36)"
	}
	if why := imp.Failed(); why != "" {
		return nil, why
	}
	indent := strings.Repeat("\t", max(pass.Fset.Position(at).Column-1, 0))
	prefix := strconv.Quote(value + "-")
	if base != "" {
		prefix = base + ` + "-"`
	}
	decl := fmt.Sprintf("%s := %s + %s.ReplaceAll(%s.Name(), \"/\", \"-\")%s\n%s",
		name, prefix, strs, scope.t.Name(), suffix, indent)
	edits := []analysis.TextEdit{{Pos: at, End: at, NewText: []byte(decl)}}
	for _, t := range targets {
		text := name
		if typ := info.TypeOf(t.Expr); typ != nil && !types.Identical(typ, types.Typ[types.String]) && !types.Identical(typ, types.Typ[types.UntypedString]) {
			if _, isNamed := types.Unalias(typ).(*types.Named); !isNamed {
				return nil, "the group ID has an unusual type"
			}
			spelled, ok := fixes.SpellType(file, pass.Pkg, typ)
			if !ok {
				return nil, "the group ID's type " + typ.String() + " cannot be named in this file"
			}
			text = spelled + "(" + name + ")"
		}
		if t.Prefix != "" {
			text = strconv.Quote(t.Prefix) + " + " + text
		}
		edits = append(edits, analysis.TextEdit{Pos: t.Expr.Pos(), End: t.Expr.End(), NewText: []byte(text)})
	}
	edits = append(edits, imp.Edits()...)
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].Pos < edits[j].Pos })
	return &analysis.SuggestedFix{
		Message:   fmt.Sprintf("give each test its own consumer group (%s derived from %s.Name())", name, scope.t.Name()),
		TextEdits: edits,
	}, ""
}

// nameFor picks the declared name for value in scope: "groupID", then "groupID2"... never
// an identifier already used in the function or visible where it is declared, and distinct
// per value in one scope.
func (f *fixer) nameFor(scope *fixScope, value string, inner *types.Scope, at token.Pos) string {
	m := f.names[scope.fn]
	if m == nil {
		m = make(map[string]string)
		f.names[scope.fn] = m
	}
	if n, ok := m[value]; ok {
		return n
	}
	var avoid []string // every identifier of the function, and the names given to other values
	ast.Inspect(scope.fn, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			avoid = append(avoid, id.Name)
		}
		return true
	})
	for _, n := range m {
		avoid = append(avoid, n)
	}
	n := fixes.FreeName(inner, at, "groupID", avoid...)
	m[value] = n
	return n
}

// namedConstant returns how the declaration can refer to the constant that a target names
// (ordersGroup, or testutil.OrdersGroup), so that the constant stays in use and the new ID
// follows it, and the objects that this spelling uses. It returns "" when no target is a
// string constant of that value, visible where the ID is declared.
func (f *fixer) namedConstant(targets []*stringflow.FlowTarget, value string, inner *types.Scope, at token.Pos) (string, []types.Object) {
	info := f.a.pass.TypesInfo
	visible := func(id *ast.Ident, obj types.Object) bool {
		_, found := inner.LookupParent(id.Name, at)
		return found == obj
	}
	isValue := func(obj types.Object) bool {
		c, ok := obj.(*types.Const)
		if !ok {
			return false
		}
		basic, ok := types.Unalias(c.Type()).(*types.Basic)
		return ok && basic.Info()&types.IsString != 0 && c.Val().Kind() == constant.String && constant.StringVal(c.Val()) == value
	}
	for _, t := range targets {
		if t.Prefix != "" {
			continue
		}
		switch e := ast.Unparen(t.Expr).(type) {
		case *ast.Ident:
			if obj := info.Uses[e]; obj != nil && isValue(obj) && visible(e, obj) {
				return e.Name, []types.Object{obj}
			}
		case *ast.SelectorExpr:
			x, ok := e.X.(*ast.Ident)
			if !ok {
				continue
			}
			pkgName, ok := info.Uses[x].(*types.PkgName)
			if obj := info.Uses[e.Sel]; ok && obj != nil && isValue(obj) && visible(x, pkgName) {
				return x.Name + "." + e.Sel.Name, []types.Object{pkgName, obj}
			}
		}
	}
	return "", nil
}

// addedImports are the packages the fix's declaration imports: they stay used.
var addedImports = map[string]bool{"strings": true, "crypto/rand": true, "strconv": true, "time": true}

// otherUse reports a use of the group's name in the fix's scope outside the expressions
// the fix replaces: the constant or variable a target names, or a string literal that
// holds the name (an expected value, a topic or table named after the group). Renaming the
// group at the sinks alone would break it.
func (f *fixer) otherUse(scope *fixScope, targets []*stringflow.FlowTarget, value string) string {
	info := f.a.pass.TypesInfo
	replaced := func(pos token.Pos) bool {
		for _, u := range f.uses {
			if t := u.Target; t != nil && t.Expr != nil && t.Expr.Pos() <= pos && pos < t.Expr.End() {
				return true
			}
		}
		for _, t := range targets {
			if t.Expr.Pos() <= pos && pos < t.Expr.End() {
				return true
			}
		}
		return false
	}
	names := make(map[types.Object]bool)
	for _, t := range targets {
		var id *ast.Ident
		switch e := ast.Unparen(t.Expr).(type) {
		case *ast.Ident:
			id = e
		case *ast.SelectorExpr:
			id = e.Sel
		case *ast.CallExpr: // goka.Group(g)
			if len(e.Args) == 1 {
				switch arg := ast.Unparen(e.Args[0]).(type) {
				case *ast.Ident:
					id = arg
				case *ast.SelectorExpr:
					id = arg.Sel
				}
			}
		}
		if id == nil {
			continue
		}
		switch obj := info.Uses[id].(type) {
		case *types.Const, *types.Var:
			names[obj] = true
		}
	}
	// The initializers of those names are their definitions, not other uses.
	defines := func(lhs []ast.Expr, ids []*ast.Ident) bool {
		for _, e := range lhs {
			if id, ok := e.(*ast.Ident); ok {
				ids = append(ids, id)
			}
		}
		for _, id := range ids {
			if names[info.Defs[id]] {
				return true
			}
		}
		return false
	}
	var found ast.Node
	ast.Inspect(scope.body, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.ValueSpec:
			if defines(nil, n.Names) {
				return false
			}
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE && defines(n.Lhs, nil) {
				return false
			}
		case *ast.CallExpr:
			if isTestLog(info, n) {
				return false // a log line expects nothing
			}
		case *ast.Ident:
			if names[info.Uses[n]] && !replaced(n.Pos()) {
				found = n
			}
		case *ast.BasicLit:
			if n.Kind == token.STRING && !replaced(n.Pos()) {
				if s, err := strconv.Unquote(n.Value); err == nil && fixes.ContainsWord(s, value) {
					found = n
				}
			}
		}
		return true
	})
	if found == nil {
		return ""
	}
	return fmt.Sprintf("the test also uses the group's name at %s (an assertion, a log line or a name built from it would no longer match); derive them all from one unique ID",
		f.a.shortPosition(f.a.pass.Fset.Position(found.Pos())))
}

// isTestLog reports whether call is t.Log or t.Logf.
func isTestLog(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "testing" {
		return false
	}
	return fn.Name() == "Log" || fn.Name() == "Logf"
}
